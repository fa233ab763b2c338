import { useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '../../account/session-cookie.ts';

const MARKER = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`);

/** Fired on window after log in, register or a password reset, so the header reads the marker again. */
export const SESSION_CHANGED_EVENT = 'shop:session-changed';

export function announceSessionChanged(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/** Whether a cookie header (`document.cookie`) carries the logged-in marker. */
export function hasSignedInMarker(cookieHeader: string): boolean {
  return MARKER.test(cookieHeader);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
}

/**
 * Whether the browser holds the logged-in marker. Cached pages are the same for everyone, so the server (and the first
 * render in the browser) always says no; the browser reads its own cookie right after.
 */
export function useSignedInMarker(): boolean {
  return useSyncExternalStore(subscribe, () => hasSignedInMarker(document.cookie), () => false);
}
