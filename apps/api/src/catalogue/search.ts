import { findProductCardsByIds, MAX_SEARCH_TEXT_LENGTH, searchCatalogue, type ShopDatabase } from '@shop/db';
import type { SearchBody } from '@shop/graphql';
import { invalidInput } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { toProductCard } from './productCards.ts';

const MAX_RESULTS_PER_GROUP = 20;

export interface SearchOptions {
  /** Whether the gift card hits come as catalogue cards too (`SearchGroup.cards`), read by a second query. */
  readonly cards: boolean;
}

/**
 * Grouped search (gift cards, giving moments) ranked by @shop/db's full-text + trigram search;
 * blank input finds nothing (the storefront shows popular search data instead).
 */
export async function search(db: ShopDatabase, tenant: Tenant, inputText: string, options: SearchOptions = { cards: false }): Promise<SearchBody> {
  if (inputText.length > MAX_SEARCH_TEXT_LENGTH) {
    throw invalidInput('inputText', `Search text can be at most ${MAX_SEARCH_TEXT_LENGTH} characters.`);
  }
  const result = await searchCatalogue(db, {
    storeId: tenant.storeId,
    language: tenant.language.code,
    text: inputText,
    limit: MAX_RESULTS_PER_GROUP,
  });
  const scope = { storeId: tenant.storeId, language: tenant.language.code };
  const cards = options.cards ? await findProductCardsByIds(db, scope, result.products.map((hit) => hit.id)) : [];
  const groups: SearchBody['groups'] = [];
  if (result.products.length > 0) {
    groups.push({
      groupType: 'GIFTCARDS',
      count: result.productCount,
      items: result.products.map((hit) => ({
        id: String(hit.id),
        path: hit.path,
        title: hit.title,
        heroTitle: null,
        backgroundColor: hit.backgroundColor,
        image: { url: hit.imagePath, alt: hit.title },
        showShadow: hit.showShadow,
        productType: hit.productType,
      })),
      cards: cards.map((card) => toProductCard(card, tenant)),
    });
  }
  if (result.givingMoments.length > 0) {
    groups.push({
      groupType: 'GIVING_MOMENTS',
      count: result.givingMomentCount,
      items: result.givingMoments.map((hit) => ({
        id: String(hit.id),
        path: hit.path,
        title: hit.title,
        heroTitle: hit.heroTitle ?? hit.title,
        backgroundColor: hit.backgroundColor,
        image: null,
        showShadow: false,
        productType: null,
      })),
      cards: [],
    });
  }
  return { groups, count: result.productCount + result.givingMomentCount };
}
