import { describe, expect, it } from 'vitest';
import { asksUnknownTerm, type FilterTerm } from './filter-form.ts';
import { parseListingFilters } from './filters.ts';

const term = (vocabularyID: string, key: string): FilterTerm => ({ vocabularyID, key, title: key, productCount: 1 }) as FilterTerm;
const terms = [term('cb_api_giftcard_categories', 'food'), term('cb_api_giftcard_types', 'digital')];

describe('asksUnknownTerm', () => {
  it("finds a term the store does not have, in its own vocabulary only", () => {
    expect(asksUnknownTerm(terms, parseListingFilters({ cb_api_giftcard_categories: 'food', cb_api_giftcard_types: 'digital' }))).toBe(false);
    expect(asksUnknownTerm(terms, parseListingFilters({ cb_api_giftcard_categories: 'food,made-up' }))).toBe(true);
    expect(asksUnknownTerm(terms, parseListingFilters({ cb_api_giftcard_categories: 'digital' }))).toBe(true);
    expect(asksUnknownTerm(terms, parseListingFilters({}))).toBe(false);
  });
});
