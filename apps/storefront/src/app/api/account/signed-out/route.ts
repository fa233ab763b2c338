import { GetUserInfoDocument } from '@shop/graphql/operations';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { isSignedOut } from '../../../../account/access.ts';
import { currentBrand } from '../../../../brand/current-brand.ts';
import { forgetSession } from '../../../../account/forget-visitor.ts';
import { loginHref, parseNextScreen } from '../../../../account/next-screen.ts';
import { SESSION_HEADER, sessionHeaders } from '../../../../account/session.ts';
import { serverQuery } from '../../../../data/server.ts';
import { href } from '../../../../routing/href.ts';
import { storeLanguage } from '../../../../routing/languages.ts';

export const dynamic = 'force-dynamic';

/**
 * Whether the API still knows the visitor's session. Any page of another site can link here, so the cookies go only
 * once the API has said the session ended; an answer that cannot be had counts as ended, as the page that sent the
 * visitor here found it.
 */
async function sessionStillOpen(lang: string): Promise<boolean> {
  const headers = await sessionHeaders();
  if (!(SESSION_HEADER in headers)) return false;
  try {
    const { getUserInfo } = await serverQuery(lang, GetUserInfoDocument, {}, { headers });
    return getUserInfo.user !== null && !isSignedOut(getUserInfo.errors);
  } catch {
    return false;
  }
}

/**
 * Where a page sends the visitor when the API says the session has ended or expired (4110): the session cookies go,
 * and the login page says why it is shown, then leads on to `next` (a screen id, never an address). A session the API
 * still knows stays, and the visitor goes on to `next`.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const lang = (storeLanguage(query.get('lang') ?? '') ?? storeLanguage(currentBrand.languages[0].code))?.code ?? currentBrand.languages[0].code;
  const next = parseNextScreen(query.get('next'));
  const location = (await sessionStillOpen(lang)) ? href(lang, next) : signedOut(await cookies(), lang, next);
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

function signedOut(jar: Awaited<ReturnType<typeof cookies>>, lang: string, next: ReturnType<typeof parseNextScreen>): string {
  forgetSession(jar);
  return loginHref(lang, next, { sessionEnded: true });
}
