import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { BrandConfig } from '@shop/brand-config';
import { loadAllBrands } from '@shop/brand-config/node';
import { blockingAxeFindings } from '../e2e/support/accessibility.ts';
import { whenInteractive } from '../e2e/support/test.ts';
import { expect } from './storefront-fixture.ts';
import type { StoreCatalogs } from './catalog-snapshot.ts';
import { SMOKE_CATALOGS_ENV } from './servers.ts';
import { amountsIn, englishFallbackTexts, foreignCurrencyMarks, messageIdsIn, missingThemeColours, storeMessage, type EnglishText, type StoreMoney } from './store-checks.ts';
import type { MessageId } from '@shop/i18n';

/** The store a page belongs to: its language's locale and its currency. */
export interface StoreUnderTest extends StoreMoney {
  readonly brand: string;
}

/** Every currency a storefront sells in: a price in any of them but the store's own is a price in the wrong currency. */
const SHOP_CURRENCIES = [...new Set(loadAllBrands().map((brand) => brand.currency))];

let catalogs: StoreCatalogs | undefined;
function loadedCatalogs(): StoreCatalogs {
  if (!catalogs) {
    const file = process.env[SMOKE_CATALOGS_ENV];
    if (!file) throw new Error(`${SMOKE_CATALOGS_ENV} is not set: the smoke global setup did not write the catalogs`);
    catalogs = JSON.parse(readFileSync(file, 'utf8')) as StoreCatalogs;
  }
  return catalogs;
}

/** A message of the store's catalog as the shop shows it. */
export function message(locale: string, id: MessageId): string {
  return storeMessage(loadedCatalogs(), locale, id);
}

const englishByLocale = new Map<string, EnglishText[]>();
function englishTextsFor(locale: string): EnglishText[] {
  let texts = englishByLocale.get(locale);
  if (!texts) {
    texts = englishFallbackTexts(loadedCatalogs(), locale);
    englishByLocale.set(locale, texts);
  }
  return texts;
}

interface PageTexts {
  /** Each text node (whitespace collapsed), each label-like attribute, the title and the description. */
  readonly pieces: string[];
  /** The page as a visitor reads it, amounts kept whole across inline elements. */
  readonly rendered: string;
}

function pageTexts(page: Page): Promise<PageTexts> {
  return page.evaluate(() => {
    const pieces: string[] = [document.title];
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) pieces.push(description);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, noscript, template')) continue;
      const text = (node.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim();
      if (text) pieces.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-roledescription]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription']) {
        const value = element.getAttribute(name)?.trim();
        if (value) pieces.push(value);
      }
    }
    return { pieces, rendered: document.body.innerText };
  });
}

/** Elements reaching past the right edge of the viewport: what makes a page scroll sideways. */
function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clientWidth = root.clientWidth;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > clientWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`);
    return { scrollWidth: root.scrollWidth, clientWidth, culprits };
  });
}

export interface PageCheckOptions {
  /** The page shows prices, so at least one amount of the store's currency must be on it. */
  readonly showsPrices: boolean;
}

/**
 * What every smoked page must be, once it has hydrated: in the store's language (`<html lang>`, no message ids, no
 * English where the store's catalog says it otherwise), with prices in the store's currency written as formatMoney writes
 * them, without serious or critical axe findings, and without sideways scrolling on a phone.
 */
export async function checkStorePage(page: Page, store: StoreUnderTest, name: string, options: PageCheckOptions): Promise<void> {
  const where = `${store.brand} ${store.locale} ${name} (${page.url()})`;
  await whenInteractive(page);
  await expect(page.locator('html'), `${where}: page language`).toHaveAttribute('lang', store.locale);

  const texts = await pageTexts(page);
  expect(texts.pieces.flatMap((piece) => messageIdsIn(loadedCatalogs(), piece)), `${where}: message ids shown instead of their text`).toEqual([]);
  const english = englishTextsFor(store.locale);
  const untranslated = texts.pieces.flatMap((piece) => english.filter((text) => text.matches(piece)).map((text) => `"${piece}" (${text.id})`));
  expect(untranslated, `${where}: English texts in a store in ${store.locale}`).toEqual([]);

  const amounts = amountsIn(texts.rendered, store);
  expect(amounts.filter((amount) => !amount.wellFormed).map((amount) => amount.text), `${where}: amounts not written as ${store.locale} writes ${store.currency}`).toEqual([]);
  if (options.showsPrices) expect(amounts.length, `${where}: prices in ${store.currency}`).toBeGreaterThan(0);
  expect(foreignCurrencyMarks(texts.rendered, store, SHOP_CURRENCIES), `${where}: another currency than ${store.currency}`).toEqual([]);

  const overflow = await sidewaysOverflow(page);
  expect(overflow.scrollWidth, `${where}: scrolls sideways at ${overflow.clientWidth} px; widest: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(overflow.clientWidth);

  expect(await blockingAxeFindings(page), `${where}: serious or critical axe violations`).toEqual([]);
}

/** The values the page's custom properties take on `:root`, as the browser resolves them: where the theme puts its tokens. */
function rootCustomPropertyValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && rule.selectorText === ':root') {
          for (const name of rule.style) if (name.startsWith('--')) names.add(name);
        } else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    const resolved = getComputedStyle(document.documentElement);
    return [...names].map((name) => resolved.getPropertyValue(name));
  });
}

/** The page wears the brand's own theme: every colour of its tokens is in force on `:root`. */
export async function checkBrandTheme(page: Page, brand: BrandConfig): Promise<void> {
  const missing = missingThemeColours(brand.theme, await rootCustomPropertyValues(page));
  expect(missing, `${brand.code} (${page.url()}): colours of the ${brand.theme.name} theme and ${brand.code}'s overrides missing from the page`).toEqual([]);
}
