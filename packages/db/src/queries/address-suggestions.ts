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
  /** Suggestions skipped before the first one answered (paging). */
  readonly offset: number;
}

/** The LIKE wildcards and escape, which the visitor's text may hold but must not act as such. */
const LIKE_SPECIALS = '%_\\';
const LIKE_SPECIAL = /[%_\\]/g;

/**
 * Distinct addresses of the store's locations that contain the text, by city, street, post code and country (a stable
 * order, so pages do not overlap). A text with nothing left to look for once its wildcards are dropped finds nothing.
 */
export async function findAddressSuggestions(db: ShopDatabase, input: AddressSuggestionInput): Promise<AddressSuggestionRow[]> {
  // LIKE wildcards typed by the visitor are dropped, not interpreted; what is left may be nothing.
  const text = input.text.replace(LIKE_SPECIAL, '').trim();
  if (text === '') return [];
  // Normalising can still leave nothing (unaccent drops combining marks) or make wildcards (it turns the fullwidth
  // ％ ＿ ＼ into % _ \), so they are dropped again after it, and an empty needle matches nothing.
  const needle = sql`translate(public.shop_search_text(${text}), ${LIKE_SPECIALS}, '')`;
  const address = sql`public.shop_search_text(concat_ws(' ', ${pages.addressStreet}, ${pages.addressPostCode}, ${pages.addressCity}))`;
  return db
    .selectDistinct({ street: pages.addressStreet, postCode: pages.addressPostCode, city: pages.addressCity, country: pages.addressCountry })
    .from(pages)
    .where(
      and(
        eq(pages.storeId, input.storeId),
        eq(pages.kind, 'location'),
        sql`${needle} <> ''`,
        sql`${address} LIKE '%' || ${needle} || '%'`,
      ),
    )
    .orderBy(asc(pages.addressCity), asc(pages.addressStreet), asc(pages.addressPostCode), asc(pages.addressCountry))
    .limit(input.limit)
    .offset(input.offset);
}
