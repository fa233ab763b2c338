import { ChromeCartQuantityDocument } from '@shop/graphql/operations';
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { sessionHeaders } from '../../../account/session.ts';
import { currentBrand } from '../../../brand/current-brand.ts';
import { readCartUuid } from '../../../cart/cookie.ts';
import { serverQuery } from '../../../data/server.ts';
import { storeLanguage } from '../../../routing/languages.ts';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/** The basket's item count for the `cart` cookie; read by the header after the (cached) page has loaded. */
export async function GET(request: NextRequest) {
  const language = storeLanguage(request.nextUrl.searchParams.get('lang') ?? currentBrand.languages[0].code);
  if (!language) return NextResponse.json({ error: 'Unknown language.' }, { status: 400, headers: NO_STORE });
  const orderUuid = readCartUuid(await cookies());
  if (orderUuid === null) return NextResponse.json({ quantity: 0 }, { headers: NO_STORE });
  try {
    const { cartQuantity } = await serverQuery(language.code, ChromeCartQuantityDocument, { orderUuid }, { headers: await sessionHeaders() });
    // A cart the API no longer knows is an empty basket.
    const quantity = cartQuantity.errors.length > 0 ? 0 : cartQuantity.quantity;
    return NextResponse.json({ quantity }, { headers: NO_STORE });
  } catch {
    return NextResponse.json({ error: 'The basket cannot be read right now.' }, { status: 503, headers: NO_STORE });
  }
}
