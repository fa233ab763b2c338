import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { serveDrainably, type DrainOutcome } from '@shop/http-drain';
import type { AddressInfo } from 'node:net';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError, storageUnavailable } from './http/errors.ts';
import { sendApiError, sendJson, sendPage } from './http/respond.ts';
import { Router } from './http/router.ts';
import { PaymentService } from './payments/service.ts';
import { PaymentStore } from './payments/store.ts';
import { messagePage } from './pages/messagePage.ts';
import { DataFileWriteError, readDataFile, writeDataFile } from './persistence/dataFile.ts';
import { registerApiRoutes } from './routes/api.ts';
import { registerPayRoutes } from './routes/pay.ts';
import { registerSiteRoutes } from './routes/site.ts';
import { registerTransferRoutes } from './routes/transfers.ts';
import { WebhookDelivery } from './webhooks/delivery.ts';

export interface PspServerOptions {
  /** Bearer token for the /v1 API. Default `sandbox_key`. */
  readonly apiKey?: string;
  /** Where webhooks are POSTed; without one, events are recorded but not sent. */
  readonly webhookUrl?: string | null;
  /** HMAC secret for `PSP-Signature`. Default `sandbox_webhook_secret`. */
  readonly webhookSecret?: string;
  /** JSON file the state is persisted to after every change and loaded from at start; memory only when unset. */
  readonly dataFile?: string | null;
  /** First retry delay; each further retry doubles it. Default 2000 ms. */
  readonly webhookRetryBaseMs?: number;
  /** Attempts per event before it is marked failed. Default 10. */
  readonly webhookMaxAttempts?: number;
  /** How long one delivery attempt may take. Default 10 000 ms. */
  readonly webhookTimeoutMs?: number;
  /** How long a bank transfer stays payable. Default 4320 minutes (3 days). */
  readonly transferExpiryMinutes?: number;
  /** Origin used in links handed to shops (`action.url`); default: the address the server listens on. */
  readonly publicUrl?: string;
  /** The clock (tests move it). */
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
}

export interface PspServer {
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /**
   * Stops the timers, refuses new connections and lets the requests in progress finish (see `DrainableServer.drain`
   * of @shop/http-drain); what they change is still written to the data file. Connections busy after `graceMs` are cut.
   */
  close(graceMs?: number): Promise<DrainOutcome>;
}

/** How long requests in progress get to finish on close before their connections are cut. */
export const CLOSE_GRACE_MS = 10_000;

export const DEFAULTS = {
  apiKey: 'sandbox_key',
  webhookSecret: 'sandbox_webhook_secret',
  webhookRetryBaseMs: 2000,
  webhookMaxAttempts: 10,
  webhookTimeoutMs: 10_000,
  transferExpiryMinutes: 4320,
  /** Fourteen days, a usual payment term for a business invoice. */
  invoiceTermMinutes: 20_160,
} as const;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Constant-time comparison of the bearer token (hashing first makes the lengths equal). */
function authorised(req: IncomingMessage, apiKey: string): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(apiKey));
}

function originFor(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** The sandbox PSP as an HTTP server that tests (and the shop's tests) can start in-process. */
export function createPspServer(options: PspServerOptions = {}): PspServer {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const apiKey = options.apiKey ?? DEFAULTS.apiKey;
  const dataFile = options.dataFile ?? null;
  let origin = options.publicUrl?.replace(/\/$/, '') ?? '';
  let closed = false;
  let closing: Promise<DrainOutcome> | null = null;

  const store = new PaymentStore(dataFile ? readDataFile(dataFile) : undefined);
  // Written once before serving: a file that cannot be written stops the start, not the first payment.
  if (dataFile) writeDataFile(dataFile, store.snapshot());
  const persist = (): void => {
    if (dataFile && !closed) writeDataFile(dataFile, store.snapshot());
  };
  /** The state stays in memory and goes to the file with the next change that can be written. */
  const onTimerError = (error: unknown): void => {
    if (!(error instanceof DataFileWriteError)) throw error;
    log(`${error.message}; the change is kept in memory until the file can be written`);
  };
  const webhooks = new WebhookDelivery({
    store,
    persist,
    endpointUrl: options.webhookUrl || null,
    secret: options.webhookSecret ?? DEFAULTS.webhookSecret,
    retryBaseMs: options.webhookRetryBaseMs ?? DEFAULTS.webhookRetryBaseMs,
    maxAttempts: options.webhookMaxAttempts ?? DEFAULTS.webhookMaxAttempts,
    timeoutMs: options.webhookTimeoutMs ?? DEFAULTS.webhookTimeoutMs,
    now,
    log,
    onTimerError,
  });
  const service = new PaymentService({
    store,
    persist,
    webhooks,
    now,
    origin: () => origin,
    transferExpiryMs: (options.transferExpiryMinutes ?? DEFAULTS.transferExpiryMinutes) * 60_000,
    invoiceTermMs: DEFAULTS.invoiceTermMinutes * 60_000,
    onTimerError,
  });

  const router = new Router();
  registerApiRoutes(router, { service, store, webhooks });
  registerPayRoutes(router, { service, now });
  registerTransferRoutes(router, { service });
  registerSiteRoutes(router, { service, store });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const isApi = url.pathname === '/v1' || url.pathname.startsWith('/v1/');
    try {
      if (isApi && !authorised(req, apiKey)) {
        return sendApiError(res, new ApiError(401, 'unauthorized', 'Send the API key as Authorization: Bearer <key>.'), {
          'www-authenticate': 'Bearer',
        });
      }
      const match = router.match(req.method ?? 'GET', url.pathname);
      if (match.kind === 'not_found') {
        if (isApi) return sendApiError(res, new ApiError(404, 'not_found', 'No such endpoint.'));
        return sendPage(res, 404, messagePage('Page not found', 'There is nothing at this address.'));
      }
      if (match.kind === 'method_not_allowed') {
        res.setHeader('allow', match.allowed.join(', '));
        return sendApiError(res, new ApiError(405, 'method_not_allowed', `Use ${match.allowed.join(' or ')} here.`));
      }
      await match.handler({ req, res, url, params: match.params });
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof ApiError) {
        if (isApi) return sendApiError(res, error);
        return sendPage(res, error.status, messagePage('Request not accepted', error.message));
      }
      if (error instanceof DataFileWriteError) {
        log(`${req.method} ${url.pathname} answered 503: ${error.message}`);
        if (isApi) return sendApiError(res, storageUnavailable());
        return sendPage(res, 503, messagePage('Payment service unavailable', 'It cannot save anything right now. Please try again in a moment.'));
      }
      log(`${req.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
      if (isApi) return sendJson(res, 500, { error: { code: 'internal_error', message: 'Something went wrong in the payment service.' } });
      sendPage(res, 500, messagePage('Something went wrong', 'Please try again in a moment.'));
    }
  }

  const server = createServer();
  const drainable = serveDrainably(server, (req, res) => {
    // Every answer, API errors and redirects included: no browser may take one for another type.
    res.setHeader('x-content-type-options', 'nosniff');
    return handle(req, res);
  });
  server.keepAliveTimeout = 5_000;

  return {
    async listen(port = 0, host = '127.0.0.1') {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const address = server.address() as AddressInfo;
      const url = originFor(host, address.port);
      if (!origin) origin = url;
      service.start();
      webhooks.start();
      return { port: address.port, url };
    },
    close(graceMs = CLOSE_GRACE_MS) {
      closing ??= (async () => {
        // Events raised while draining stay pending in the state and are sent after the next start.
        service.stop();
        webhooks.stop();
        const outcome = await drainable.drain(graceMs);
        closed = true;
        return outcome;
      })();
      return closing;
    },
  };
}
