import { invalidInput } from '../errors.ts';
import type { TenantBrand } from '../tenancy/brands.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the payment page may send the shopper back: the store's own https origin, or a local origin outside
 * production (npm start, tests). Anything else would turn the payment flow into an open redirect. A refusal names
 * `parameter` as the request does: `checkout.returnUrl` when placing, `returnUrl` when retrying.
 */
export function checkReturnUrl(brand: TenantBrand, raw: string, production: boolean, parameter: 'checkout.returnUrl' | 'returnUrl'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidInput(parameter, 'The return address must be an absolute URL of this store.');
  }
  const ownOrigin = brand.origins.includes(url.origin);
  const localOrigin = !production && (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname);
  // Measured as it is sent on: a path of non-ASCII letters grows sixfold when percent-encoded, and the provider
  // refuses an address over 2,000 characters after the order is placed.
  const normalized = url.toString();
  if ((!ownOrigin && !localOrigin) || url.username || url.password || raw.length > 2000 || normalized.length > 2000) {
    throw invalidInput(parameter, 'The return address must be an absolute URL of this store.');
  }
  return normalized;
}
