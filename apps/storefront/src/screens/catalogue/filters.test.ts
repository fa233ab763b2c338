import { describe, expect, it } from 'vitest';
import {
  CACHEABLE_TERMS_PATTERN, asksMalformedTerm, filterQuery, isCachedFilterQuery, filterQueryFromSegments, parseListingFilters, toApiFilters,
  canonicalFilterAddress, withoutTerm,
} from './filters.ts';

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

  it('spells a filter one way: each parameter once, its terms comma-separated, without duplicates, in alphabetical order', () => {
    const canonical = (query: string) => canonicalFilterAddress(new URL(`https://shop.test/gift-cards/?${query}`))?.search ?? null;
    expect(canonical('cb_api_giftcard_categories=travel&utm_source=mail&cb_api_giftcard_categories=food')).toBe(
      '?cb_api_giftcard_categories=food%2Ctravel&utm_source=mail',
    );
    expect(canonical('cb_api_giftcard_categories=travel,food,travel&cb_api_giftcard_types=digital')).toBe(
      '?cb_api_giftcard_categories=food%2Ctravel&cb_api_giftcard_types=digital',
    );
    expect(canonical('cb_api_giftcard_types=digital,&page=2')).toBe('?cb_api_giftcard_types=digital&page=2');
    expect(canonical('cb_api_giftcard_categories=food,travel&cb_api_giftcard_types=digital')).toBeNull();
    expect(canonical('utm_source=mail')).toBeNull();
  });

  it('reads the path segments of a cached filtered list as the query they came from', () => {
    expect(parseListingFilters(filterQueryFromSegments({ categories: 'food%2Ctravel', types: 'digital' }))).toEqual({
      cb_api_giftcard_categories: ['food', 'travel'],
      cb_api_giftcard_types: ['digital'],
    });
    expect(parseListingFilters(filterQueryFromSegments({ categories: 'food,travel', types: '-' }))).toEqual({
      cb_api_giftcard_categories: ['food', 'travel'],
      cb_api_giftcard_types: [],
    });
  });

  it('caches one lowercase slug per parameter: several terms, other spellings and a lone dash render per request', () => {
    const cacheable = new RegExp(`^${CACHEABLE_TERMS_PATTERN}$`);
    expect(['food', 'travel', 'gift-boxes_2'].every((terms) => cacheable.test(terms))).toBe(true);
    expect(['Food', '-', 'food,', ',food', 'café', 'a b', 'food,travel', 'books,food,travel'].some((terms) => cacheable.test(terms))).toBe(false);
  });

  it('keeps in the data cache what a cached filter reads, and only that', () => {
    expect(isCachedFilterQuery({})).toBe(true);
    expect(isCachedFilterQuery({ cb_api_giftcard_categories: 'food', cb_api_giftcard_types: 'digital' })).toBe(true);
    expect(isCachedFilterQuery({ cb_api_giftcard_categories: 'food,travel' })).toBe(false);
    expect(isCachedFilterQuery({ cb_api_giftcard_categories: 'food', cb_api_giftcard_types: 'Digital' })).toBe(false);
  });

  it('finds a term no store could have: control characters, broken percent-encoding, other characters', () => {
    // What a query string of ?x=%00 and ?x=%E0%A4%A reads as.
    const read = (query: string) => Object.fromEntries(new URLSearchParams(query));
    expect(asksMalformedTerm(read('cb_api_giftcard_categories=%00'))).toBe(true);
    expect(asksMalformedTerm(read('cb_api_giftcard_categories=%E0%A4%A'))).toBe(true);
    expect(asksMalformedTerm(read('cb_api_giftcard_categories=%09'))).toBe(true);
    expect(asksMalformedTerm(read('cb_api_giftcard_types=digital,%1Fx'))).toBe(true);
    expect(asksMalformedTerm({ cb_api_giftcard_types: ['digital', '<script>'] })).toBe(true);
    expect(asksMalformedTerm({ cb_api_giftcard_categories: 'x'.repeat(61) })).toBe(true);
  });

  it('finds nothing malformed in well-formed or empty filters, known or not (asksUnknownTerm judges those)', () => {
    expect(asksMalformedTerm({})).toBe(false);
    expect(asksMalformedTerm({ cb_api_giftcard_categories: '' })).toBe(false);
    expect(asksMalformedTerm({ cb_api_giftcard_categories: 'food, travel,', cb_api_giftcard_types: ['digital'] })).toBe(false);
    expect(asksMalformedTerm({ cb_api_giftcard_categories: 'nonexistent', cb_api_giftcard_types: 'RESTAURANTS' })).toBe(false);
    expect(asksMalformedTerm({ page: '%00', utm_source: '\u0000' })).toBe(false);
  });

  it('leaves a malformed filter where it was asked, to be answered there with a 404', () => {
    const canonical = (query: string) => canonicalFilterAddress(new URL(`https://shop.test/gift-cards/?${query}`));
    expect(canonical('cb_api_giftcard_categories=travel,%00')).toBeNull();
    expect(canonical('cb_api_giftcard_categories=%09')).toBeNull();
    expect(canonical('cb_api_giftcard_categories=%E0%A4%A&cb_api_giftcard_categories=food')).toBeNull();
  });
});
