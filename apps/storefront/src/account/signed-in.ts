import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { href } from '../routing/href.ts';
import type { NextScreen } from './next-screen.ts';
import { readSessionToken } from './session-cookie.ts';

/**
 * The log in, register and identify pages have nothing to offer a visitor who is logged in: they go on to `to` (the
 * overview unless the login page was given another screen). A session that ended without its cookie is found out
 * there, which sends the visitor back through the signed-out route.
 */
export async function leaveWhenSignedIn(lang: string, to: NextScreen = 'accountOverview'): Promise<void> {
  if (readSessionToken(await cookies())) redirect(href(lang, to));
}
