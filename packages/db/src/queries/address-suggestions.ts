import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { pages } from '../schema.ts';

export interface AddressSuggestionRow {
  readonly street: string | null;
  readonly postCode: string | null;
  readonly city: string | null;
  readonly country: string | null;
}

export interface AddressSuggestionInput {
  readonly storeId: number;
  /** Part of a street, post code or city; accents and case do not matter. */
  readonly text: string;
  readonly limit: number;
}

/** Distinct addresses of the store's locations that contain the text, by city and street. */
export async function findAddressSuggestions(db: ShopDatabase, input: AddressSuggestionInput): Promise<AddressSuggestionRow[]> {
  const trimmed = input.text.trim();
  if (trimmed === '') return [];
  // LIKE wildcards typed by the visitor are dropped, not interpreted.
  const text = trimmed.replace(/[%_\\]/g, '');
  const address = sql`public.shop_search_text(concat_ws(' ', ${pages.addressStreet}, ${pages.addressPostCode}, ${pages.addressCity}))`;
  return db
    .selectDistinct({ street: pages.addressStreet, postCode: pages.addressPostCode, city: pages.addressCity, country: pages.addressCountry })
    .from(pages)
    .where(and(eq(pages.storeId, input.storeId), eq(pages.kind, 'location'), sql`${address} LIKE '%' || public.shop_search_text(${text}) || '%'`))
    .orderBy(asc(pages.addressCity), asc(pages.addressStreet))
    .limit(input.limit);
}
