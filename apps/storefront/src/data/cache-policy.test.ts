import {
  CartDocument, CatalogueContentListDocument, CatalogueProductNeighboursDocument, CatalogueFilterTermsDocument, DeleteGiftcardPackageGroupDocument, ProductDocument,
  SitemapCategoriesDocument,
} from '@shop/graphql/operations';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_REVALIDATE_SECONDS, cachePolicyFor } from './cache-policy.ts';

describe('cachePolicyFor', () => {
  it('caches catalogue queries per store and revalidates them', () => {
    expect(cachePolicyFor(ProductDocument, 70)).toEqual({
      kind: 'revalidate', seconds: CATALOGUE_REVALIDATE_SECONDS, tags: ['store:70', 'store:70:product'],
    });
    expect(cachePolicyFor(SitemapCategoriesDocument, 67)).toMatchObject({ kind: 'revalidate', tags: ['store:67', 'store:67:menuCategories'] });
  });

  it('caches the filter terms and content lists the list pages read, so those pages can be cached too', () => {
    expect(cachePolicyFor(CatalogueFilterTermsDocument, 70)).toMatchObject({ kind: 'revalidate', tags: ['store:70', 'store:70:taxonomyTerms'] });
    expect(cachePolicyFor(CatalogueContentListDocument, 70)).toMatchObject({ kind: 'revalidate', tags: ['store:70', 'store:70:contentPages'] });
  });

  it("caches a product's locations and related cards with the product page", () => {
    expect(cachePolicyFor(CatalogueProductNeighboursDocument, 70)).toMatchObject({ kind: 'revalidate', tags: ['store:70', 'store:70:productNeighbours'] });
  });

  it('never caches a cart query or any mutation', () => {
    expect(cachePolicyFor(CartDocument, 70)).toEqual({ kind: 'noStore' });
    expect(cachePolicyFor(DeleteGiftcardPackageGroupDocument, 70)).toEqual({ kind: 'noStore' });
  });
});
