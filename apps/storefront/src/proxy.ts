import { NextResponse, type NextRequest } from 'next/server';
import { currentBrand } from './brand/current-brand.ts';
import { canonicalFilterAddress } from './screens/catalogue/filters.ts';
import { contentSecurityPolicy } from './security/policies.ts';
import { isCrossSitePost } from './security/cross-site.ts';
import { personalScreenForPath, referrerPolicyFor } from './security/personal-pages.ts';
import { isReadablePost } from './security/posted-body.ts';

/**
 * Personal pages (basket, checkout, payment, order) get a policy with a fresh nonce instead of inline scripts.
 * The matcher keeps this code off every other request, cached catalogue pages above all (a proxy run costs a cached
 * page a third of its throughput): it only runs for a visitor with a basket, for a logged-in customer (the account
 * pages), for an address with `?order=` (process-payment, thank-you, a payment retry, reorder), for an address
 * ending in a uuid (the order confirmation), for a filtered list (FILTER_PARAMS: one spelling per filter), and for
 * what Next reads as a server action (a `next-action` call or a posted form), whose body it checks first. The values
 * must be literals (Next reads them from this file at build time); proxy.test.ts checks them, the paths left alone
 * against server/non-page-paths.mjs.
 */
export const config = {
  matcher: [
    { source: '/((?!_next/|api/|images/|brand-assets/).*)', has: [{ type: 'cookie', key: 'cart' }] },
    { source: '/((?!_next/|api/|images/|brand-assets/).*)', has: [{ type: 'cookie', key: 'shop-signed-in' }] },
    { source: '/((?!_next/|api/|images/|brand-assets/).*)', has: [{ type: 'query', key: 'order' }] },
    { source: '/((?!_next/|api/|images/|brand-assets/).*)', has: [{ type: 'query', key: 'cb_api_giftcard_categories' }] },
    { source: '/((?!_next/|api/|images/|brand-assets/).*)', has: [{ type: 'query', key: 'cb_api_giftcard_types' }] },
    '/:path*/:uuid([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})/',
    { source: '/((?!_next/|api/|images/|brand-assets/).*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!_next/|api/|images/|brand-assets/).*)', has: [{ type: 'header', key: 'content-type', value: '(?:multipart/form-data|application/x-www-form-urlencoded).*' }] },
  ],
};

const development = process.env.NODE_ENV === 'development';

function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
}

/** No page sends such a body: a request crafted by hand, answered before Next fails on it with a 500. */
function unreadablePost(): NextResponse {
  return new NextResponse('Bad Request: the body of this request is not a form or a server action call this site sends.\n', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** A form or action call posted from another site's page: refused as such (Next would answer it with a 500). */
function crossSitePost(): NextResponse {
  return new NextResponse('Forbidden: this site takes forms and actions only from its own pages.\n', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (request.method === 'POST' && isCrossSitePost(request.headers)) return crossSitePost();
  if (request.method === 'POST' && !(await isReadablePost(request))) return unreadablePost();
  // A filter's page is cached under its terms: one spelling per filter keeps it one page (and the route rules read one
  // value per parameter, while the form sends several terms as a repeated parameter without JavaScript).
  const canonical = canonicalFilterAddress(request.nextUrl);
  if (canonical) return NextResponse.redirect(canonical, 308);
  const screen = personalScreenForPath(currentBrand, request.nextUrl.pathname);
  if (screen === null) return NextResponse.next();
  const policy = contentSecurityPolicy({ kind: 'nonce', nonce: newNonce() }, { development });
  // Next reads the nonce from the request's policy and puts it on every script it renders.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  response.headers.set('referrer-policy', referrerPolicyFor(screen));
  return response;
}
