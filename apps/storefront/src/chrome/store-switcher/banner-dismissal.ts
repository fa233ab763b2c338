/** Spec §9: a closed store-switcher banner stays away for 2 days. */
export const BANNER_DISMISSAL_MS = 2 * 24 * 60 * 60 * 1000;

export const BANNER_DISMISSED_UNTIL_KEY = 'storeSwitcherBanner.dismissedUntil';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isBannerDismissed(now: number = Date.now()): boolean {
  const until = Number(storage()?.getItem(BANNER_DISMISSED_UNTIL_KEY));
  return Number.isFinite(until) && until > now;
}

export function dismissBanner(now: number = Date.now()): void {
  storage()?.setItem(BANNER_DISMISSED_UNTIL_KEY, String(now + BANNER_DISMISSAL_MS));
}
