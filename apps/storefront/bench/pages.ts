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

/** A product card's title: the element the card's link is named by (`…-title`, see @shop/ui's ProductCard). */
const CARD_TITLE = /<[a-z0-9]+\b[^>]*\sid="[^"]*-title"[^>]*>([^<]+)</g;

/** The titles of the product cards the page's main content shows. */
export function cardTitles(html: string): string[] {
  const main = html.indexOf('<main');
  if (main < 0) return [];
  return [...html.slice(main).matchAll(CARD_TITLE)].map(([, title = '']) => decodeEntities(title).trim());
}

const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, hex?: string, decimal?: string, name?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (decimal) return String.fromCodePoint(Number(decimal));
    return NAMED[name?.toLowerCase() ?? ''] ?? entity;
  });
}
