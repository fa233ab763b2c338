import { MAX_SEARCH_TEXT_LENGTH, searchCatalogue, type ShopDatabase } from '@shop/db';
import type { SearchBody } from '@shop/graphql';
import { invalidInput } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';

const MAX_RESULTS_PER_GROUP = 20;

/**
 * Grouped search (gift cards, giving moments) ranked by @shop/db's full-text + trigram search;
 * blank input finds nothing (the storefront shows popular search data instead).
 */
export async function search(db: ShopDatabase, tenant: Tenant, inputText: string): Promise<SearchBody> {
  if (inputText.length > MAX_SEARCH_TEXT_LENGTH) {
    throw invalidInput('inputText', `Search text can be at most ${MAX_SEARCH_TEXT_LENGTH} characters.`);
  }
  const result = await searchCatalogue(db, {
    storeId: tenant.storeId,
    language: tenant.language.code,
    text: inputText,
    limit: MAX_RESULTS_PER_GROUP,
  });
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
    });
  }
  return { groups, count: result.productCount + result.givingMomentCount };
}
