import { useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '../../account/session-cookie.ts';

const MARKER = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`);

/** Whether a cookie header (`document.cookie`) carries the logged-in marker. */
export function hasSignedInMarker(cookieHeader: string): boolean {
  return MARKER.test(cookieHeader);
}

const noSubscription = () => () => {};

/**
 * Whether the browser holds the logged-in marker. Cached pages are the same for everyone, so the server (and the first
 * render in the browser) always says no; the browser reads its own cookie right after.
 */
export function useSignedInMarker(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => hasSignedInMarker(document.cookie),
    () => false,
  );
}
