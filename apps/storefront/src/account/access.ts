import { API_ERROR_CODES } from '@shop/graphql';
import { redirect } from 'next/navigation';
import type { ApiErrorShape } from '../data/errors.ts';
import { loginHref, type NextScreen } from './next-screen.ts';
import { SESSION_HEADER, sessionHeaders } from './session.ts';

/** The screens a session guards: where log in sends the customer back to. */
export type GuardedScreen = NextScreen;

/** The API's answer to an account operation without a live session of this store (apps/api README, 4110). */
export const NOT_LOGGED_IN = API_ERROR_CODES.NOT_LOGGED_IN;

export type SessionHeaders = Readonly<Record<typeof SESSION_HEADER, string>>;

/** Clears the session cookies and sends to log in (the session ended or expired while the cookie stayed). */
export function signedOutPath(lang: string, next: GuardedScreen): string {
  return `/api/account/signed-out/?${new URLSearchParams({ lang, next })}`;
}

/** The session of a guarded page; a visitor without one goes straight to log in. */
export async function requireSession(lang: string, screen: GuardedScreen): Promise<SessionHeaders> {
  const headers = await sessionHeaders();
  const token = headers[SESSION_HEADER];
  if (!token) redirect(loginHref(lang, screen));
  return { [SESSION_HEADER]: token };
}

export const isSignedOut = (errors: readonly Pick<ApiErrorShape, 'code'>[]) => errors.some((error) => error.code === NOT_LOGGED_IN);

/** Leaves a guarded page when the API no longer knows its session. */
export function leaveWhenSignedOut(lang: string, screen: GuardedScreen, errors: readonly Pick<ApiErrorShape, 'code'>[]): void {
  if (isSignedOut(errors)) redirect(signedOutPath(lang, screen));
}
