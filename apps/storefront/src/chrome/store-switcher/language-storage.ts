/** Where the chosen language is remembered for the next visit (spec §4: 'language is stored'). */
export const LANGUAGE_STORAGE_KEY = 'language';

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function storeChosenLanguage(language: string): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_IN_SECONDS}; samesite=lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the cookie still carries the choice.
  }
}
