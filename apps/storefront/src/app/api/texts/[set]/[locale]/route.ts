import { messagesStartingWith } from '@shop/i18n';
import { NextResponse } from 'next/server';
import { currentBrand } from '../../../../../brand/current-brand.ts';
import { toBrowserMessages } from '../../../../../i18n/browser-messages.ts';
import { isTextSet, TEXT_SETS, TEXTS_ON_DEMAND } from '../../../../../i18n/texts-on-demand.ts';

// One file per set and store locale, written at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { set: string; locale: string }[] {
  return TEXT_SETS.flatMap((set) => currentBrand.languages.map((language) => ({ set, locale: language.locale })));
}

/** A set of texts no page carries, in a store locale (see texts-on-demand.ts); they change only with a new build. */
export async function GET(_request: Request, { params }: { params: Promise<{ set: string; locale: string }> }): Promise<Response> {
  const { set, locale } = await params;
  if (!isTextSet(set) || !currentBrand.languages.some((language) => language.locale === locale)) {
    return NextResponse.json({ error: 'Unknown texts.' }, { status: 404 });
  }
  return NextResponse.json(toBrowserMessages(messagesStartingWith(locale, TEXTS_ON_DEMAND[set])), {
    headers: { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
