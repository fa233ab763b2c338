import { CatalogueProductPageDocument, ProductsDocument } from '@shop/graphql/operations';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';
import { touchingRuns } from './listingWindows.ts';

const listingQueries = vi.hoisted(() => ({ count: 0 }));
vi.mock('@shop/db', async (importOriginal) => {
  const original = await importOriginal<typeof import('@shop/db')>();
  return {
    ...original,
    listProductCards: (...args: Parameters<typeof original.listProductCards>) => {
      listingQueries.count += 1;
      return original.listProductCards(...args);
    },
  };
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());
beforeEach(() => {
  listingQueries.count = 0;
});

describe('windows read together', () => {
  it('joins windows that touch or overlap, and keeps windows far apart apart', () => {
    const window = (offset: number, limit: number) => ({ offset, limit });
    expect(touchingRuns([window(16, 1), window(0, 16)])).toEqual([[window(0, 16), window(16, 1)]]);
    expect(touchingRuns([window(0, 16), window(8, 16), window(24, 4)])).toEqual([[window(0, 16), window(8, 16), window(24, 4)]]);
    expect(touchingRuns([window(0, 16), window(1_600, 1)])).toEqual([[window(0, 16)], [window(1_600, 1)]]);
  });
});

describe('a page and its peek in one request', () => {
  const filters = { filterByTaxonomy: [{ vocabularyID: 'cb_api_giftcard_categories', terms: ['books', 'food', 'home'] }] };

  it('reads both with one listing query, and answers what two requests would', async () => {
    const together = await api.gql(CatalogueProductPageDocument, {
      userData: IE,
      filters,
      paging: { itemsPerPage: 16, pageNumber: 2 },
      peek: { itemsPerPage: 1, pageNumber: 33 },
    });
    expect(listingQueries.count).toBe(1);

    const page = await api.gql(ProductsDocument, { userData: IE, filters, paging: { itemsPerPage: 16, pageNumber: 2 } });
    const peek = await api.gql(ProductsDocument, { userData: IE, filters, paging: { itemsPerPage: 1, pageNumber: 33 } });
    expect(together.page.products.map((product) => product.id)).toEqual(page.products.products.map((product) => product.id));
    expect(together.page.products).toHaveLength(16);
    expect(together.page.paging).toEqual(page.products.paging);
    expect(together.peek.products.map((product) => product.id)).toEqual(peek.products.products.map((product) => product.id));
    expect(together.peek.products).toHaveLength(1);
    expect(together.peek.products[0]?.id).not.toBe(together.page.products.at(-1)?.id);
  });

  it('answers a peek past the last card with none, and the page with the total', async () => {
    const together = await api.gql(CatalogueProductPageDocument, {
      userData: IE,
      filters: { filterByProductType: ['DONATION'] },
      paging: { itemsPerPage: 16, pageNumber: 1 },
      peek: { itemsPerPage: 1, pageNumber: 17 },
    });
    const alone = await api.gql(ProductsDocument, { userData: IE, filters: { filterByProductType: ['DONATION'] }, paging: { itemsPerPage: 16, pageNumber: 1 } });
    expect(together.page.paging).toEqual(alone.products.paging);
    expect(together.peek.products.length).toBe((alone.products.paging?.totalItems ?? 0) > 16 ? 1 : 0);
  });

  it('keeps listings under other filters apart', async () => {
    const other = { filterByTaxonomy: [{ vocabularyID: 'cb_api_giftcard_categories', terms: ['travel'] }] };
    const [first, second] = await Promise.all([
      api.gql(ProductsDocument, { userData: IE, filters, paging: { itemsPerPage: 4, pageNumber: 1 } }),
      api.gql(ProductsDocument, { userData: IE, filters: other, paging: { itemsPerPage: 4, pageNumber: 1 } }),
    ]);
    expect(listingQueries.count).toBe(2);
    expect(first.products.paging?.totalItems).not.toBe(second.products.paging?.totalItems);
  });
});
