import type { BrowserMessage } from '../../i18n/browser-messages.ts';

/**
 * The texts of the API's errors (spec §8), by code and by referenced parameter: about 3.5 KB a page would carry in
 * its React payload for an error most visitors never see. The error modal fetches them the first time it opens on a
 * page whose scope does not already hold them (the forms that show such errors inline have them in their scope).
 */
export const ERROR_TEXT_PREFIXES = ['errors.code.', 'errors.parameter.'] as const;

/** Messages as pages hand them to the browser (browser-messages.ts); only the type is imported, never the parser. */
type Texts = Readonly<Record<string, BrowserMessage>>;

export const errorTextsPath = (locale: string) => `/api/error-texts/${encodeURIComponent(locale)}/`;

export function holdsErrorTexts(messages: Texts): boolean {
  return Object.keys(messages).some((id) => id.startsWith(ERROR_TEXT_PREFIXES[0]));
}

const loads = new Map<string, Promise<Texts>>();

/** The error texts of a store locale; an empty set when they cannot be fetched (the modal then says it generically). */
export function loadErrorTexts(locale: string, fetchTexts: typeof fetch = fetch): Promise<Texts> {
  let load = loads.get(locale);
  if (!load) {
    load = fetchTexts(errorTextsPath(locale))
      .then(async (response) => (response.ok ? ((await response.json()) as Texts) : Promise.reject(new Error(`HTTP ${response.status}`))))
      .catch(() => {
        // Asked again at the next error, when the connection may be back.
        loads.delete(locale);
        return {};
      });
    loads.set(locale, load);
  }
  return load;
}
