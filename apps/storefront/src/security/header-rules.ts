import type { Header } from 'next/dist/lib/load-custom-routes';
import { REFERRER_POLICY, STRICT_TRANSPORT_SECURITY, contentSecurityPolicy, type PolicyEnvironment } from './policies.ts';

/**
 * Everything but the artwork (`/images/`, which forwards the API's own sandboxed policy) and Next's static files.
 * next.config headers win over a route handler's, so the artwork must stay outside this rule.
 */
const PAGE_SOURCE = '/((?!images/|_next/).*)';

/** The first `x-forwarded-proto` hop is the protocol the browser used (Next matches the value as `^…$`). */
const FORWARDED_HTTPS = 'https(?:\\s*,.*)?';

/**
 * Headers of every response, as next.config rules made once at build time: no code of ours runs per request for
 * them. Pages get the cached-page policy here; the proxy replaces it on personal pages with a nonce policy.
 * Cache-Control is left to Next, which marks every per-request page and server action response `no-store`.
 */
export function securityHeaderRules(environment: PolicyEnvironment): Header[] {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'x-content-type-options', value: 'nosniff' },
        { key: 'referrer-policy', value: REFERRER_POLICY.site },
      ],
    },
    {
      source: PAGE_SOURCE,
      headers: [
        { key: 'content-security-policy', value: contentSecurityPolicy({ kind: 'cachedPage' }, environment) },
        // For browsers without frame-ancestors.
        { key: 'x-frame-options', value: 'DENY' },
      ],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: FORWARDED_HTTPS }],
      headers: [{ key: 'strict-transport-security', value: STRICT_TRANSPORT_SECURITY }],
    },
  ];
}
