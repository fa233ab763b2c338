import { fetchJsonOnce } from '../../data/fetch-once.ts';
import type { TopProductsByCategory } from './menu-types.ts';

/**
 * The desktop menu's top products come when the menu first opens: every page carried them in its React payload
 * (about 3.5 KB), for a panel most visitors never open.
 */
export const topProductsPath = (lang: string) => `/api/menu-top-products/${encodeURIComponent(lang)}/`;

export type LoadTopProducts = () => Promise<TopProductsByCategory>;

/** Fetched once per page and language; a failure is asked again at the next opening. */
export const loadTopProducts = (lang: string): Promise<TopProductsByCategory> => fetchJsonOnce(topProductsPath(lang));
