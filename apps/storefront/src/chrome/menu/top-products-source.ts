import type { TopProductsByCategory } from './menu-types.ts';

/**
 * The desktop menu's top products come when the menu first opens: every page carried them in its React payload
 * (about 3.5 KB), for a panel most visitors never open.
 */
export const topProductsPath = (lang: string) => `/api/menu-top-products/${encodeURIComponent(lang)}/`;

export type LoadTopProducts = () => Promise<TopProductsByCategory>;

const loads = new Map<string, Promise<TopProductsByCategory>>();

/** Fetched once per page and language; a failure is asked again at the next opening. */
export function loadTopProducts(lang: string): Promise<TopProductsByCategory> {
  let load = loads.get(lang);
  if (!load) {
    load = fetch(topProductsPath(lang))
      .then(async (response) => (response.ok ? ((await response.json()) as TopProductsByCategory) : Promise.reject(new Error(`HTTP ${response.status}`))))
      .catch((error: unknown) => {
        loads.delete(lang);
        throw error;
      });
    loads.set(lang, load);
  }
  return load;
}
