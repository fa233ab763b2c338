import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * One year, this host only: a brand's API host says nothing about other names under its domain, which may still be
 * served over plain http.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Product artwork is SVG drawn by the API: its inline `style` attributes are all it needs. `sandbox` keeps an SVG
 * opened on its own from running anything on the API's (or the storefront's) origin, even if a drawing ever carried
 * markup it should not.
 */
export const ARTWORK_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The artwork is the same for every visitor and changes only with a new catalogue: browsers and CDNs may keep it. */
export const ARTWORK_HEADERS = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=86400',
  'content-security-policy': ARTWORK_CONTENT_SECURITY_POLICY,
} as const satisfies Record<string, string>;

export interface TransportTrust {
  /** The request came through a proxy TRUST_PROXY names: its `x-forwarded-proto` is believed. */
  readonly viaTrustedProxy: boolean;
}

/** Whether the browser reached us over https: our own TLS socket, or the proxy in front of us says so. */
export function servedOverHttps(req: IncomingMessage, { viaTrustedProxy }: TransportTrust): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!viaTrustedProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  // Each proxy appends its hop; the first entry is the protocol the browser used.
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * Set on every response before it is routed, so errors, refusals and preflights carry them too. GraphQL answers are
 * `no-store` whatever they read: one POST endpoint serves baskets, orders and the catalogue alike, an operation may
 * mix them, and catalogue reads are cached where they are keyed by store and query (the storefront's data cache),
 * which never looks at this header. A route whose answer is public replaces the header itself (the artwork).
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, trust: TransportTrust): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('cache-control', 'no-store');
  if (servedOverHttps(req, trust)) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}
