import { NextResponse } from 'next/server';
import { menuData } from '../../../../chrome/menu/menu-data.ts';
import { CATALOGUE_REVALIDATE_SECONDS } from '../../../../data/cache-policy.ts';
import { storeLanguage } from '../../../../routing/languages.ts';

// Answered per request from the data cache (the API is asked at most once per revalidation); browsers keep it.
export const dynamic = 'force-dynamic';

/** The desktop menu's top products per category (top-products-source.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const language = storeLanguage((await params).lang);
  if (!language) return NextResponse.json({ error: 'Unknown language.' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  const { topProducts } = await menuData(language);
  return NextResponse.json(topProducts, {
    headers: { 'cache-control': `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}, stale-while-revalidate=86400` },
  });
}
