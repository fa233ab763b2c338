import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { currentBrand } from '../../../../brand/current-brand.ts';
import { forgetSession } from '../../../../account/forget-visitor.ts';
import { loginHref, parseNextScreen } from '../../../../account/next-screen.ts';
import { storeLanguage } from '../../../../routing/languages.ts';

export const dynamic = 'force-dynamic';

/**
 * Where a page sends the visitor when the API says the session has ended or expired (4110): the session cookies go,
 * and the login page says why it is shown, then leads on to `next` (a screen id, never an address).
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const language = storeLanguage(query.get('lang') ?? '') ?? storeLanguage(currentBrand.languages[0].code);
  forgetSession(await cookies());
  const location = loginHref(language?.code ?? currentBrand.languages[0].code, parseNextScreen(query.get('next')), { sessionEnded: true });
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
