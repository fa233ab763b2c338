import { createIntl } from '@formatjs/intl';
import type { BrandConfig } from '@shop/brand-config';
import { formatMoney, minorUnitDigits } from '@shop/money';
import { brandTokens } from '@shop/themes/tokens';
import type { StoreCatalogs } from './catalog-snapshot.ts';
// Types only: the smoke's Playwright process never loads the catalogs (catalog-snapshot.ts hands it their text).
import type { MessageId } from '@shop/i18n';

const messageIdsOf = (messages: Readonly<Partial<Record<MessageId, unknown>>>) => Object.keys(messages) as MessageId[];

/**
 * What a smoke run reads on a page and judges against the store's language and currency: pure functions over page
 * texts, so each rule is unit-tested apart from the browser.
 */

function storeCatalog(catalogs: StoreCatalogs, locale: string) {
  const catalog = catalogs.stores[locale];
  if (!catalog) throw new Error(`No catalog was loaded for ${locale}`);
  return catalog;
}

/** A message of the store's catalog as the shop shows it (ICU quotes resolved); arguments are not expected. */
export function storeMessage(catalogs: StoreCatalogs, locale: string, id: MessageId): string {
  const intl = createIntl({ locale, messages: storeCatalog(catalogs, locale).messages, onError: () => undefined });
  return intl.formatMessage({ id });
}

const SIMPLE_ARGUMENT = /\{\s*\w+\s*\}/g;
/** A message with plural/select arguments or rich-text tags renders in too many shapes to be matched as one text. */
const COMPLEX_MESSAGE = /\{\s*\w+\s*,|<\/?\w+>/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A page text that reads like an English message. */
export interface EnglishText {
  readonly id: MessageId;
  readonly english: string;
  readonly matches: (text: string) => boolean;
}

/**
 * The English (en-IE) messages a store in `locale` must never show: those its own catalog says differently. None for an
 * English store. Messages with simple arguments match whatever fills the arguments.
 */
export function englishFallbackTexts(catalogs: StoreCatalogs, locale: string): EnglishText[] {
  const own = storeCatalog(catalogs, locale);
  if (own.catalogLocale.split('-')[0] === catalogs.referenceLocale.split('-')[0]) return [];
  const english = catalogs.reference;
  const translated = own.messages;
  const intl = createIntl({ locale: catalogs.referenceLocale, messages: english, onError: () => undefined });
  const texts: EnglishText[] = [];
  for (const id of messageIdsOf(english)) {
    const source = english[id];
    if (source === translated[id] || COMPLEX_MESSAGE.test(source)) continue;
    const argumentNames = [...source.matchAll(SIMPLE_ARGUMENT)].map((match) => match[0].replace(/[{}\s]/g, ''));
    const placeholder = '\uE000';
    const rendered = intl.formatMessage({ id }, Object.fromEntries(argumentNames.map((name) => [name, placeholder]))).trim();
    // A short word ("OK", "Log") is too likely to be part of a name or a code, and one word around an argument
    // ("Digital {product}") matches any text that starts with it.
    const fixedText = rendered.replaceAll(placeholder, ' ');
    if (fixedText.replace(/\W/g, '').length < 4) continue;
    if (argumentNames.length > 0 && (fixedText.match(/\p{L}+/gu) ?? []).length < 2) continue;
    if (argumentNames.length === 0) {
      texts.push({ id, english: rendered, matches: (text) => text === rendered });
    } else {
      const pattern = new RegExp(`^${rendered.split(placeholder).map(escapeRegExp).join('.+?')}$`, 's');
      texts.push({ id, english: rendered, matches: (text) => pattern.test(text) });
    }
  }
  return texts;
}

const MESSAGE_ID_SHAPE = /\b[a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)+\b/g;

/** Message ids shown as text: a message the page asked for but never got translated. */
export function messageIdsIn(catalogs: StoreCatalogs, text: string): string[] {
  return [...text.matchAll(MESSAGE_ID_SHAPE)].map((match) => match[0]).filter((candidate) => Object.hasOwn(catalogs.reference, candidate));
}

export interface StoreMoney {
  readonly currency: string;
  readonly locale: string;
}

/** An amount as the page shows it, and whether @shop/money writes that amount the same way for this store. */
export interface AmountOnPage {
  readonly text: string;
  readonly wellFormed: boolean;
}

const SAMPLE_MINOR = 123_456_789;

/** The page text of an amount in `display` style: formatMoney's output for a sample with its number left open. */
function amountPattern(store: StoreMoney, display: 'both' | 'symbol'): string {
  const sample = formatMoney({ value: SAMPLE_MINOR, currency: store.currency, locale: store.locale, display });
  const first = sample.search(/\d/);
  const last = sample.length - 1 - [...sample].reverse().join('').search(/\d/);
  const separators = [...new Set(sample.slice(first, last + 1).replace(/\d/g, ''))].map(escapeRegExp).join('');
  const number = separators ? `\\d(?:[\\d${separators}]*\\d)?` : '\\d+';
  return `${escapeRegExp(sample.slice(0, first))}${number}${escapeRegExp(sample.slice(last + 1))}`;
}

/**
 * Every amount of the store's currency in `text` (with its symbol, and its code where the shop adds it), each checked
 * against formatMoney for the store's locale: same symbol, separators, decimals and order.
 */
export function amountsIn(text: string, store: StoreMoney): AmountOnPage[] {
  const pattern = new RegExp(`${amountPattern(store, 'both')}|${amountPattern(store, 'symbol')}`, 'g');
  return [...text.matchAll(pattern)].map(([found]) => {
    const digits = Number(found.replace(/\D/g, ''));
    const asMinor = (display: 'both' | 'symbol', whole: boolean) =>
      formatMoney({ value: whole ? digits * 10 ** minorUnitDigits(store.currency) : digits, currency: store.currency, locale: store.locale, display, wholeWithoutDecimals: whole });
    const wellFormed = (['both', 'symbol'] as const).some((display) => asMinor(display, false) === found || asMinor(display, true) === found);
    return { text: found, wellFormed };
  });
}

/** ISO codes and the euro sign of currencies other than the store's, as whole words: a price in the wrong currency. */
export function foreignCurrencyMarks(text: string, store: StoreMoney, currencies: readonly string[]): string[] {
  const marks = currencies.filter((code) => code !== store.currency).map((code) => new RegExp(`\\b${code}\\b`));
  if (store.currency !== 'EUR') marks.push(/€/);
  return marks.flatMap((mark) => text.match(mark)?.[0] ?? []);
}

/** Every value of a theme's tokens, at any depth: colours, font stacks, sizes. */
function tokenValues(tokens: object): string[] {
  return Object.values(tokens).flatMap((value) => (typeof value === 'string' ? [value] : tokenValues(value as object)));
}

/** How a style sheet may write one value: case and spaces do not count. */
const normalisedValue = (value: string) => value.trim().replace(/\s+/g, '').toLowerCase();

/**
 * The colours of the brand's theme (its group's tokens with the brand's overrides) that the page's `:root` does not
 * declare: empty when the page wears the brand's own theme. A build that took another brand's theme shows its colours.
 */
export function missingThemeColours(theme: BrandConfig['theme'], declaredValues: readonly string[]): string[] {
  const declared = new Set(declaredValues.map(normalisedValue));
  const colours = new Set(tokenValues(brandTokens(theme.name, theme.overrides)).filter((value) => /^#[0-9a-f]{3,8}$/i.test(value.trim())));
  return [...colours].filter((colour) => !declared.has(normalisedValue(colour)));
}
