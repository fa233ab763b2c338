import { defaultLanguage, routePath, screenForPath, type BrandConfig } from '@shop/brand-config';
import { FILTER_PARAMS } from '../src/screens/catalogue/filters.ts';
import { isPageNumber } from '../src/screens/catalogue/pagination.ts';
import type { FilterVocabulary } from './load.ts';

export interface BenchPage {
  readonly name: string;
  readonly path: string;
}

const HREF = /\bhref="([^"#?]+)"/g;

/**
 * The first link in the page's main content that the brand's route table sends to a product detail
 * screen (the header's menus are skipped: a visitor lands on a product from the list itself).
 */
export function firstProductPath(brand: BrandConfig, html: string): string | undefined {
  const main = html.indexOf('<main');
  if (main < 0) return undefined;
  for (const [, href = ''] of html.slice(main).matchAll(HREF)) {
    if (!href.startsWith('/')) continue;
    const match = screenForPath(brand, defaultLanguage(brand).code, href);
    if (match?.screen === 'productDetail' && !isPageNumber(match.params.product ?? '')) return href;
  }
  return undefined;
}

/** The home page and the product list of the brand's default language. */
export function cataloguePages(brand: BrandConfig): { home: BenchPage; list: BenchPage } {
  const lang = defaultLanguage(brand).code;
  return {
    home: { name: 'home', path: routePath(brand, lang, 'home') },
    list: { name: 'product list', path: routePath(brand, lang, 'productList') },
  };
}

const INPUT = /<input\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The terms of each filter parameter that the page's filter form offers (its checkboxes). */
export function filterVocabularies(html: string): FilterVocabulary[] {
  const inputs = [...html.matchAll(INPUT)].map(([tag]) => ({ name: attribute(tag, 'name'), value: attribute(tag, 'value') }));
  return FILTER_PARAMS.map((param) => ({
    param,
    terms: [...new Set(inputs.filter((input) => input.name === param && input.value).map((input) => input.value as string))],
  })).filter((vocabulary) => vocabulary.terms.length > 0);
}
