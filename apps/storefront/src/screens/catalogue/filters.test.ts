import { describe, expect, it } from 'vitest';
import { filterQuery, parseListingFilters, toApiFilters, withoutTerm } from './filters.ts';

describe('listing filters', () => {
  it('reads repeated and comma-separated terms, without duplicates', () => {
    const filters = parseListingFilters({ cb_api_giftcard_categories: ['restaurants,fashion', 'restaurants'], cb_api_giftcard_types: 'digital' });
    expect(filters).toEqual({ cb_api_giftcard_categories: ['restaurants', 'fashion'], cb_api_giftcard_types: ['digital'] });
  });

  it('ignores malformed terms', () => {
    expect(parseListingFilters({ cb_api_giftcard_types: 'digital,<script>, ,a b' }).cb_api_giftcard_types).toEqual(['digital']);
  });

  it('becomes the API taxonomy filter named after the vocabulary', () => {
    expect(toApiFilters(parseListingFilters({ cb_api_giftcard_types: 'digital' }))).toEqual({
      filterByTaxonomy: [{ vocabularyID: 'cb_api_giftcard_types', terms: ['digital'] }],
    });
    expect(toApiFilters(parseListingFilters({}))).toBeUndefined();
  });

  it('round-trips through the query string and removes one term', () => {
    const filters = parseListingFilters({ cb_api_giftcard_categories: 'restaurants,fashion' });
    expect(filterQuery(filters)).toEqual({ cb_api_giftcard_categories: 'restaurants,fashion' });
    expect(filterQuery(withoutTerm(filters, 'cb_api_giftcard_categories', 'fashion'))).toEqual({ cb_api_giftcard_categories: 'restaurants' });
    expect(filterQuery(withoutTerm(withoutTerm(filters, 'cb_api_giftcard_categories', 'fashion'), 'cb_api_giftcard_categories', 'restaurants'))).toEqual({});
  });
});
