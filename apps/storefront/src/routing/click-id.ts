/**
 * Advertising click ids a landing URL may carry, in order of preference: Google (gclid), Microsoft (msclkid),
 * Meta (fbclid) and the shop's own affiliate `clickId`. The first one present is kept for attribution at checkout.
 */
export const CLICK_ID_PARAMETERS = ['gclid', 'msclkid', 'fbclid', 'clickId'] as const;
export type ClickIdParameter = (typeof CLICK_ID_PARAMETERS)[number];

/** localStorage key holding the last click id as JSON `{parameter, value, savedAt}`. */
export const CLICK_ID_STORAGE_KEY = 'clickId';

export interface StoredClickId {
  readonly parameter: ClickIdParameter;
  readonly value: string;
  /** ISO timestamp of the visit that carried it. */
  readonly savedAt: string;
}

const MAX_CLICK_ID_LENGTH = 512;

/** The click id of a URL's query, or null when it has none (or only an empty or oversized value). */
export function clickIdFrom(search: URLSearchParams, now: Date): StoredClickId | null {
  for (const parameter of CLICK_ID_PARAMETERS) {
    const value = search.get(parameter)?.trim();
    if (value && value.length <= MAX_CLICK_ID_LENGTH) return { parameter, value, savedAt: now.toISOString() };
  }
  return null;
}

/** Saves the click id of the current URL, if any; a later visit with a new click id replaces the old one. */
export function saveClickId(search: URLSearchParams, storage: Pick<Storage, 'setItem'>, now = new Date()): StoredClickId | null {
  const clickId = clickIdFrom(search, now);
  if (!clickId) return null;
  try {
    storage.setItem(CLICK_ID_STORAGE_KEY, JSON.stringify(clickId));
  } catch {
    // Storage full or disabled (private mode): attribution is lost, the page still works.
    return null;
  }
  return clickId;
}
