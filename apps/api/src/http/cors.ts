import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = 'content-type, store, language, country, userdata, authorization, x-pathname, x-bypass';
const LOCAL_DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

export interface CorsPolicy {
  readonly origins: ReadonlySet<string>;
  /** Local storefront dev servers (http://localhost:*) outside production. */
  readonly allowLocalhost: boolean;
}

export function isAllowedOrigin(policy: CorsPolicy, origin: string): boolean {
  return policy.origins.has(origin) || (policy.allowLocalhost && LOCAL_DEV_ORIGIN.test(origin));
}

/**
 * Adds CORS headers for allowed origins. Returns true when the request was a preflight and has
 * been answered (204 when allowed, 403 otherwise).
 */
export function handleCors(policy: CorsPolicy, req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  const allowed = origin !== undefined && isAllowedOrigin(policy, origin);
  res.setHeader('vary', 'Origin');
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
  }
  if (req.method !== 'OPTIONS') return false;
  if (!allowed) {
    res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Origin not allowed' }));
    return true;
  }
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
  });
  res.end();
  return true;
}
