/**
 * Where scripts may come from. Personal pages, rendered per request, get a fresh nonce, which Next puts on every script
 * it writes, and `'strict-dynamic'` lets those scripts load the page's chunks. Pages the caches keep cannot carry a
 * per-request nonce, and Next writes their data as inline scripts: their rule allows inline scripts, and the
 * storefront's server narrows it to the hashes of the inline scripts each page carries as it sends the page
 * (server/hashed-script-policy.mjs). No script from another origin runs on either.
 */
export type ScriptSources = { readonly kind: 'nonce'; readonly nonce: string } | { readonly kind: 'cachedPage' };

export interface PolicyEnvironment {
  /** `next dev`: React rebuilds server error stacks with eval. Never in a build. */
  readonly development: boolean;
}

/** Referrers: other sites learn only our origin; a page whose address holds an order uuid sends nothing. */
export const REFERRER_POLICY = { site: 'strict-origin-when-cross-origin', orderPage: 'no-referrer' } as const satisfies Record<string, ReferrerPolicy>;

/** One year, this host only: other names under a brand's domain may still be served over plain http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

function scriptSources(scripts: ScriptSources, { development }: PolicyEnvironment): string[] {
  const sources = scripts.kind === 'nonce' ? ["'self'", `'nonce-${scripts.nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  return development ? [...sources, "'unsafe-eval'"] : sources;
}

/**
 * The storefront's Content-Security-Policy. Everything is served from our own origin (artwork through `/images/`,
 * data through server actions and `/api/*`; the payment page is reached by navigation, not by a form post).
 * Styles allow inline: Next inlines each page's CSS and components set style attributes, and a nonce in
 * `style-src` would switch `'unsafe-inline'` off for the attributes. The ALTCHA widget solves its proof of work in a
 * worker made from a `blob:` URL.
 */
export function contentSecurityPolicy(scripts: ScriptSources, environment: PolicyEnvironment): string {
  const directives: Readonly<Record<string, readonly string[]>> = {
    'default-src': ["'self'"],
    'script-src': scriptSources(scripts, environment),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
