import { messagesStartingWith } from '@shop/i18n';
import { NextResponse } from 'next/server';
import { currentBrand } from '../../../../brand/current-brand.ts';
import { ERROR_TEXT_PREFIXES } from '../../../../chrome/error-modal/error-texts.ts';
import { toBrowserMessages } from '../../../../i18n/browser-messages.ts';

// One file per store locale, written at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { locale: string }[] {
  return currentBrand.languages.map((language) => ({ locale: language.locale }));
}

/** The error modal's texts in a store locale (see error-texts.ts); they change only with a new build. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!currentBrand.languages.some((language) => language.locale === locale)) {
    return NextResponse.json({ error: 'Unknown locale.' }, { status: 404 });
  }
  return NextResponse.json(toBrowserMessages(messagesStartingWith(locale, ERROR_TEXT_PREFIXES)), {
    headers: { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
