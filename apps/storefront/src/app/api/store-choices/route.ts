import { NextResponse } from 'next/server';
import { currentBrand } from '../../../brand/current-brand.ts';
import { storeChoices } from '../../../chrome/store-switcher/countries.ts';

// Written at build time: the family's stores change only with the brand files.
export const dynamic = 'force-static';

/** The stores of the brand's family for the store switcher and the IP banner (store-choices-source.ts). */
export function GET(): Response {
  return NextResponse.json(storeChoices(currentBrand), {
    headers: { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
