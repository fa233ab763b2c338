import type { BrowserMessagePrefix } from '@shop/i18n';
import { fetchJsonOnce } from '../data/fetch-once.ts';
// Types only: the parser stays on the server (browser-messages.ts).
import type { BrowserMessage } from './browser-messages.ts';

/**
 * Texts no page carries in its HTML: the part of the page that needs them fetches them the first time it opens
 * (app/api/texts/[set]/[locale]), unless the page's own scope already holds them.
 */
export const TEXTS_ON_DEMAND = {
  /** The API's errors (spec §8) by code and parameter, about 3.5 KB for an error most visitors never see. The forms
   * that show such errors inline have them in their scope. */
  errors: ['errors.code.', 'errors.parameter.'],
  /** The store switcher's form and the IP banner, about 1.3 KB: they show after the family's stores are fetched too. */
  storeSwitcher: ['storeSwitcher.'],
} as const satisfies Record<string, readonly BrowserMessagePrefix[]>;

export type TextSet = keyof typeof TEXTS_ON_DEMAND;
export type Texts = Readonly<Record<string, BrowserMessage>>;

export const TEXT_SETS = Object.keys(TEXTS_ON_DEMAND) as readonly TextSet[];

export function isTextSet(name: string): name is TextSet {
  return Object.hasOwn(TEXTS_ON_DEMAND, name);
}

export const textsPath = (set: TextSet, locale: string) => `/api/texts/${set}/${encodeURIComponent(locale)}/`;

/** Whether messages a page already holds include the set (its first prefix is enough: sets come whole). */
export function holdsTexts(set: TextSet, messages: Texts): boolean {
  const [prefix] = TEXTS_ON_DEMAND[set];
  return Object.keys(messages).some((id) => id.startsWith(prefix));
}

/** A set's texts in a store locale, fetched once per page; a failed fetch is forgotten, so the next call asks again. */
export const loadTexts = (set: TextSet, locale: string, fetchTexts: typeof fetch = fetch): Promise<Texts> =>
  fetchJsonOnce(textsPath(set, locale), fetchTexts);
