import { holdsTexts, loadTexts, TEXTS_ON_DEMAND, type Texts } from '../../i18n/texts-on-demand.ts';

/**
 * The texts of the API's errors (spec §8), by code and by referenced parameter: the error modal fetches them the first
 * time it opens on a page whose scope does not already hold them (texts-on-demand.ts).
 */
export const ERROR_TEXT_PREFIXES = TEXTS_ON_DEMAND.errors;

export const holdsErrorTexts = (messages: Texts): boolean => holdsTexts('errors', messages);

/** The error texts of a store locale; an empty set when they cannot be fetched (the modal then says it generically). */
export function loadErrorTexts(locale: string, fetchTexts: typeof fetch = fetch): Promise<Texts> {
  return loadTexts('errors', locale, fetchTexts).catch(() => ({}));
}
