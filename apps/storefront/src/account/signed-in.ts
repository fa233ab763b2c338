import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { href } from '../routing/href.ts';
import type { NextScreen } from './next-screen.ts';
import { readSessionToken } from './session-cookie.ts';

/**
 * The log in, register and identify pages have nothing to offer a visitor who is logged in: they go on to `to` (the
 * overview unless the login page was given another screen). A session that ended without its cookie is found out
 * there, which sends the visitor back through the signed-out route.
 *
 * Not while answering the page's own server action: a log in sets the session cookie, so Next renders the page again
 * in the action's answer, and a redirect there would pre-empt the form's own way on (its analytics event and `next`).
 */
export async function leaveWhenSignedIn(lang: string, to: NextScreen = 'accountOverview'): Promise<void> {
  if ((await headers()).has('next-action')) return;
  if (readSessionToken(await cookies())) redirect(href(lang, to));
}
