import { headers } from 'next/headers';
import { currentBrand } from '../brand/current-brand.ts';
import { requireStoreLanguage, storeLanguage, type StoreLanguage } from './languages.ts';

/** Set by the proxy on every rewritten request: the language the public URL was in. */
export const LANGUAGE_REQUEST_HEADER = 'x-storefront-language';

/**
 * The language of the current request, for the few server components that get no `params` (not-found.tsx);
 * the brand's default language when the request did not pass the proxy.
 */
export async function requestLanguage(): Promise<StoreLanguage> {
  const fromProxy = (await headers()).get(LANGUAGE_REQUEST_HEADER);
  return (fromProxy ? storeLanguage(fromProxy) : null) ?? requireStoreLanguage(currentBrand.languages[0].code);
}
