import { CaptchaChallengeDocument } from '@shop/graphql/operations';
import { NextResponse, type NextRequest } from 'next/server';
import { currentBrand } from '../../../brand/current-brand.ts';
import { serverQuery } from '../../../data/server.ts';
import { storeLanguage } from '../../../routing/languages.ts';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * A fresh ALTCHA challenge from the API, exactly as the widget reads it from its challenge URL. Self-hosted proof of
 * work: nothing leaves our own servers. Each challenge is single use, so it is never cached.
 */
export async function GET(request: NextRequest) {
  const language = storeLanguage(request.nextUrl.searchParams.get('lang') ?? currentBrand.languages[0].code);
  if (!language) return NextResponse.json({ error: 'Unknown language.' }, { status: 400, headers: NO_STORE });
  try {
    const { captchaChallenge } = await serverQuery(language.code, CaptchaChallengeDocument, {});
    if (!captchaChallenge.challenge) return NextResponse.json({ error: 'No challenge.' }, { status: 503, headers: NO_STORE });
    return new NextResponse(captchaChallenge.challenge.json, { headers: { ...NO_STORE, 'content-type': 'application/json' } });
  } catch {
    return NextResponse.json({ error: 'The captcha cannot be loaded right now.' }, { status: 503, headers: NO_STORE });
  }
}
