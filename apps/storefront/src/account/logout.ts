'use server';

import { screenForPath, type LanguageCode, type ScreenId } from '@shop/brand-config';
import { UserLogoutDocument } from '@shop/graphql/operations';
import { cookies } from 'next/headers';
import { currentBrand } from '../brand/current-brand.ts';
import { ApiRequestError, ApiUnavailableError } from '../data/errors.ts';
import { serverMutation } from '../data/server.ts';
import { href } from '../routing/href.ts';
import { storeLanguage } from '../routing/languages.ts';
import { forgetVisitor } from './forget-visitor.ts';
import { sessionHeaders } from './session.ts';

/** Pages of the account (`/account/…`) and reorder: after log out there is nothing left to show on them. */
const isAccountPage = (screen: ScreenId) => screen.startsWith('account') || screen === 'reorder';

/** Where the browser goes after log out: an address, or `null` to load the page it is on again, now as a guest. */
export type LogoutOutcome = { readonly location: string | null };

/**
 * Log out (spec §4): the API ends the session, and the browser forgets it with the basket and the e-mails kept for the
 * forms. The visitor is logged out even when the API cannot be reached: its session then simply expires.
 */
export async function logOut(lang: string, pathname: unknown): Promise<LogoutOutcome> {
  const language = storeLanguage(lang) ?? storeLanguage(currentBrand.languages[0].code);
  const code = language?.code ?? currentBrand.languages[0].code;
  const session = await sessionHeaders();
  if (Object.keys(session).length > 0) {
    try {
      await serverMutation(code, UserLogoutDocument, {}, session);
    } catch (error) {
      if (!(error instanceof ApiRequestError || error instanceof ApiUnavailableError)) throw error;
      console.error('Log out: the API did not end the session', error.message);
    }
  }
  forgetVisitor(await cookies());
  const screen = typeof pathname === 'string' ? screenForPath(currentBrand, code as LanguageCode, pathname)?.screen : undefined;
  return { location: screen && isAccountPage(screen) ? href(code, 'home') : null };
}
