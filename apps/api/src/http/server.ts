import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ERROR_CODES } from '@shop/graphql';
import { listProducts } from '../catalogue/products.ts';
import { ApiFailure, apiError, errorSummary, somethingWentWrong } from '../errors.ts';
import { ARTWORK_KINDS, findArtworkSvg, pingDatabase, type ArtworkKind, type DatabaseConnection } from '@shop/db';
import { fromTrustedProxy, proxyTrust, trustedProxies } from '@shop/env/proxy-trust';
import { serveDrainably, type DrainOutcome } from '@shop/http-drain';
import type { TenantBrand } from '../tenancy/brands.ts';
import { BrandRegistry, resolveTenant } from '../tenancy/tenant.ts';
import { handleCors, isAllowedOrigin } from './cors.ts';
import { encodedBodyIssue, graphqlContentTypeIssue, isJson, mayRunMutation } from './graphqlRequest.ts';
import { clientAddress } from './clientAddress.ts';
import { ipCountry } from './ipCountry.ts';
import { ARTWORK_HEADERS, setSecurityHeaders } from './securityHeaders.ts';
import { createGraphqlHandler } from './yoga.ts';
import { IMMEDIATE_ACTIVATION, type ActivationSettings } from '../activation/policy.ts';
import { createCaptcha, type Captcha } from '../captcha/captcha.ts';
import { handlePaymentWebhook } from '../payments/webhook.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { createRateLimits, type RateLimits } from '../rateLimit/index.ts';

export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;
/** How long requests in progress get to finish on close before their connections are cut. */
export const CLOSE_GRACE_MS = 10_000;

export interface ApiServerOptions {
  readonly database: DatabaseConnection;
  readonly brands: readonly TenantBrand[];
  /** Introspection and GraphiQL off, no localhost CORS. Defaults to NODE_ENV === 'production'. */
  readonly production?: boolean;
  /**
   * The proxies (addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`) whose forwarded client address,
   * protocol and country are believed. Defaults to TRUST_PROXY's; none without it.
   */
  readonly trustedProxies?: readonly string[];
  readonly bodyLimitBytes?: number;
  /** The payment service; without one, checkout answers that payments are unavailable. */
  readonly paymentProvider?: PaymentProvider | null;
  readonly captcha?: Captcha;
  /** Called after a request queued background work (the job worker's wake-up). */
  readonly onJobsQueued?: () => void;
  /** Per-client limits (new baskets, …); default: the default policies counted in this server's database. */
  readonly rateLimits?: RateLimits;
  /** When choice card activations are processed; default: at once. */
  readonly activation?: ActivationSettings;
  /** Serve `GET /json/products`, the benchmark's plain-JSON baseline (only `bench/server.ts` asks for it). */
  readonly benchRoutes?: boolean;
}

export interface ApiServer {
  readonly server: Server;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Drains the server (`DrainableServer.drain` of @shop/http-drain); close the database after this resolves. */
  close(graceMs?: number): Promise<DrainOutcome>;
}

class BodyTooLargeError extends Error {}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The body as text, or null when its bytes are not UTF-8. */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

const INTEGER_PARAMETER = /^\d{1,9}$/;
/** `/images/<kind>/<id>.svg`: the generated artwork the storefront proxies. */
const IMAGE_PATH = new RegExp(`^/images/(${ARTWORK_KINDS.join('|')})/(\\d{1,9})\\.svg$`);

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The request's headers as a plain record (Yoga reads one without copying it into a `Headers`). */
function headerRecord(req: IncomingMessage): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) record[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return record;
}

export function createApiServer(options: ApiServerOptions): ApiServer {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const trust = proxyTrust(options.trustedProxies ?? trustedProxies(process.env.TRUST_PROXY) ?? []);
  const bodyLimit = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const { db } = options.database;
  const brands = new BrandRegistry(options.brands);
  const provider = options.paymentProvider ?? null;
  const checkout = { provider, captcha: options.captcha ?? createCaptcha(), production, wakeJobs: options.onJobsQueued ?? (() => {}) };
  const rateLimits = options.rateLimits ?? createRateLimits({ kind: 'database', db });
  const yoga = createGraphqlHandler({ db, brands, production, checkout, rateLimits, activation: options.activation ?? IMMEDIATE_ACTIVATION });
  const corsPolicy = { origins: brands.allowedOrigins, allowLocalhost: !production };

  function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string, parameter: string | null, headers: Record<string, string> = {}) {
    // The API's error, which also reads as a GraphQL error (its code in `extensions`, as Yoga's refusals carry it).
    const error = apiError(API_ERROR_CODES.INVALID_INPUT, message, parameter);
    sendJson(res, status, { errors: [{ ...error, extensions: { code: error.code } }] }, headers);
    req.resume();
  }

  async function graphql(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    if (method === 'GET' && production) {
      return refuse(req, res, 405, 'GraphQL requests must be POST requests with a JSON body.', null, { allow: 'POST' });
    }
    if (method !== 'GET' && method !== 'POST') return refuse(req, res, 405, 'Method not allowed.', null, { allow: production ? 'POST' : 'GET, POST' });
    let headers = headerRecord(req);
    let body: string | undefined;
    if (method === 'POST') {
      // Only JSON: a form or text/plain POST is a "simple" cross-site request that skips the CORS preflight.
      const contentType = graphqlContentTypeIssue(req.headers['content-type']);
      if (contentType.refused) return refuse(req, res, 415, contentType.message, 'content-type', { accept: 'application/json' });
      const encoding = encodedBodyIssue(req.headers['content-encoding']);
      if (encoding.refused) return refuse(req, res, 415, encoding.message, 'content-encoding', { 'accept-encoding': 'identity' });
      headers = { ...headers, 'content-type': 'application/json' };
      // Bytes that are not UTF-8 would each become U+FFFD: text the client never sent, stored as if it had.
      const text = decodeUtf8(await readBody(req, bodyLimit));
      if (text === null) return refuse(req, res, 400, 'The request body is not valid UTF-8.', null);
      // Yoga answers a body it cannot parse with 200, as if the request had been run; it was not.
      if (!isJson(text)) return refuse(req, res, 400, 'The request body is not valid JSON.', null);
      body = text;
      // A browser page of another site: no mutation on its behalf. Without Origin (server to server) it is allowed.
      const origin = req.headers.origin;
      if (origin !== undefined && !isAllowedOrigin(corsPolicy, origin) && mayRunMutation(body)) {
        return refuse(req, res, 403, `Mutations from origin ${JSON.stringify(origin)} are not allowed.`, 'origin');
      }
    }
    // GET (outside production) stays for queries and GraphiQL; Yoga refuses mutations over GET (405).
    const response = await yoga.fetch(url, { method, headers, body }, { clientAddress: clientAddress(req, trust) });
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    res.writeHead(response.status, responseHeaders).end(await response.text());
  }

  /** The products query's database read without GraphQL, to measure GraphQL's overhead. */
  async function jsonProducts(res: ServerResponse, url: URL, req: IncomingMessage) {
    const params = url.searchParams;
    const numbers: Record<'store' | 'itemsPerPage' | 'pageNumber', number> = { store: 0, itemsPerPage: 16, pageNumber: 1 };
    for (const name of ['store', 'itemsPerPage', 'pageNumber'] as const) {
      const value = params.get(name);
      if (value === null && name !== 'store') continue;
      if (value === null || !INTEGER_PARAMETER.test(value)) {
        return sendJson(res, 400, { errors: [apiError(API_ERROR_CODES.INVALID_INPUT, `${name} must be a whole number.`, name)] });
      }
      numbers[name] = Number(value);
    }
    const storeID = numbers.store;
    try {
      const tenant = resolveTenant(
        brands,
        { storeID, language: params.get('language') ?? '', countryCode: brands.byStore(storeID)?.country ?? 'XX' },
        new Headers(headerRecord(req)),
      );
      const page = await listProducts(db, tenant, null, { itemsPerPage: numbers.itemsPerPage, pageNumber: numbers.pageNumber }, req);
      sendJson(res, 200, page);
    } catch (error) {
      if (error instanceof ApiFailure) return sendJson(res, 400, { errors: [error.apiError] });
      throw error;
    }
  }

  async function image(res: ServerResponse, kind: ArtworkKind, id: number) {
    const svg = await findArtworkSvg(db, kind, id);
    if (svg === null) return sendJson(res, 404, { errors: [apiError(API_ERROR_CODES.NOT_FOUND, 'Image was not found.')] });
    res.writeHead(200, ARTWORK_HEADERS).end(svg);
  }

  /** The payment provider's signed status reports (server to server; no CORS, no cookies). */
  async function paymentWebhook(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return sendJson(res, 405, { errors: [apiError(API_ERROR_CODES.INVALID_INPUT, 'Method not allowed.')] });
    if (!provider) return sendJson(res, 503, { received: false, error: 'payments are not configured' });
    const rawBody = (await readBody(req, bodyLimit)).toString('utf8');
    const answer = await handlePaymentWebhook(db, provider, rawBody, new Headers(headerRecord(req)));
    checkout.wakeJobs();
    sendJson(res, answer.status, answer.body);
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const viaTrustedProxy = fromTrustedProxy(req, trust);
    setSecurityHeaders(req, res, { viaTrustedProxy });
    const url = new URL(req.url ?? '/', 'http://api.local');
    if (url.pathname === '/webhooks/psp') return paymentWebhook(req, res);
    if (handleCors(corsPolicy, req, res)) return;
    const imageMatch = IMAGE_PATH.exec(url.pathname);
    if (url.pathname === '/graphql') return graphql(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, { errors: [apiError(API_ERROR_CODES.INVALID_INPUT, 'Method not allowed.')] });
    }
    if (url.pathname === '/healthz') {
      await pingDatabase(db);
      return sendJson(res, 200, { status: 'ok' });
    }
    if (url.pathname === '/ip') return sendJson(res, 200, { country_code: ipCountry(req.headers, viaTrustedProxy) });
    if (url.pathname === '/json/products' && options.benchRoutes === true) return jsonProducts(res, url, req);
    if (imageMatch) return image(res, imageMatch[1] as ArtworkKind, Number(imageMatch[2]));
    return sendJson(res, 404, { errors: [apiError(API_ERROR_CODES.NOT_FOUND, 'Not found.')] });
  }

  const server = createServer();
  const drainable = serveDrainably(server, (req, res) =>
    route(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        const message = `Request body is too large (limit ${Math.round(bodyLimit / 1024)} kB).`;
        sendJson(res, 413, { errors: [apiError(API_ERROR_CODES.INVALID_INPUT, message)] }, { connection: 'close' });
        req.resume();
        return;
      }
      console.error(`request failed: ${req.method} ${new URL(req.url ?? '/', 'http://api.local').pathname} — ${errorSummary(error)}`);
      if (!res.headersSent) sendJson(res, 500, { errors: [somethingWentWrong] });
      else res.end();
    }),
  );

  return {
    server,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          resolve({ port: address.port, url: `http://${host}:${address.port}` });
        });
      });
    },
    close(graceMs = CLOSE_GRACE_MS) {
      return drainable.drain(graceMs);
    },
  };
}
