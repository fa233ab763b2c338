import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LocationsInBoundingBoxDocument,
  ProductDocument,
  ProductsDocument,
  SearchDocument,
  StoreDataDocument,
} from '@shop/graphql/operations';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('products', () => {
  it('pages the catalogue of store 70 in a stable order with totals', async () => {
    const first = await api.gql(ProductsDocument, { userData: IE, paging: { itemsPerPage: 16, pageNumber: 1 } });
    const second = await api.gql(ProductsDocument, { userData: IE, paging: { itemsPerPage: 16, pageNumber: 2 } });
    expect(first.products.errors).toEqual([]);
    expect(first.products.products).toHaveLength(16);
    expect(first.products.paging?.totalItems).toBeGreaterThanOrEqual(200);
    expect(first.products.paging?.totalPages).toBe(Math.ceil((first.products.paging?.totalItems ?? 0) / 16));
    const ids = [...first.products.products, ...second.products.products].map((p) => p.id);
    expect(new Set(ids).size).toBe(32);
    const again = await api.gql(ProductsDocument, { userData: IE, paging: { itemsPerPage: 16, pageNumber: 1 } });
    expect(again.products.products.map((p) => p.id)).toEqual(first.products.products.map((p) => p.id));
    expect(first.products.products[0]?.fromPrice?.currency).toBe('EUR');
  });

  it('filters by product type', async () => {
    const result = await api.gql(ProductsDocument, { userData: IE, filters: { filterByProductType: ['DONATION'] } });
    expect(result.products.products.length).toBeGreaterThan(0);
    expect(result.products.products.every((p) => p.productType === 'DONATION')).toBe(true);
  });

  it('filters by several taxonomies at once (AND across vocabularies, OR within terms)', async () => {
    const terms = await api.sql.query<{ vocabulary_id: string; key: string }>(
      `SELECT vocabulary_id, key FROM taxonomy_terms WHERE store_id = 70 ORDER BY vocabulary_id, position`,
    );
    const category = terms.find((t) => t.vocabulary_id === 'cb_api_giftcard_categories');
    const type = terms.find((t) => t.vocabulary_id === 'cb_api_giftcard_types' && t.key === 'physical');
    expect(category && type).toBeTruthy();
    const byCategory = await api.gql(ProductsDocument, {
      userData: IE,
      filters: { filterByTaxonomy: [{ vocabularyID: 'cb_api_giftcard_categories', terms: [category!.key] }] },
      paging: { itemsPerPage: 100, pageNumber: 1 },
    });
    const both = await api.gql(ProductsDocument, {
      userData: IE,
      filters: {
        filterByTaxonomy: [
          { vocabularyID: 'cb_api_giftcard_categories', terms: [category!.key] },
          { vocabularyID: 'cb_api_giftcard_types', terms: [type!.key] },
        ],
      },
      paging: { itemsPerPage: 100, pageNumber: 1 },
    });
    const categoryTotal = byCategory.products.paging?.totalItems ?? 0;
    const bothTotal = both.products.paging?.totalItems ?? 0;
    expect(categoryTotal).toBeGreaterThan(0);
    expect(bothTotal).toBeGreaterThan(0);
    expect(bothTotal).toBeLessThan(categoryTotal);
    const categoryIds = new Set(byCategory.products.products.map((p) => p.id));
    expect(both.products.products.every((p) => categoryIds.has(p.id))).toBe(true);
  });

  it('filters by page (giving-moment products)', async () => {
    const [link] = await api.sql.query<{ page_id: number; field_name: string; kind: string; count: number }>(
      `SELECT pp.page_id, pp.field_name, pg.kind::text AS kind, count(*)::int AS count FROM page_products pp
       JOIN pages pg ON pg.id = pp.page_id WHERE pp.store_id = 70 GROUP BY 1, 2, 3 ORDER BY 1 LIMIT 1`,
    );
    expect(link).toBeDefined();
    const result = await api.gql(ProductsDocument, {
      userData: IE,
      filters: { filterByPage: { pageId: String(link!.page_id), fieldName: link!.field_name, pageType: link!.kind } },
      paging: { itemsPerPage: 100, pageNumber: 1 },
    });
    expect(result.products.paging?.totalItems).toBe(link!.count);
  });

  it('names the offending parameter for bad filters and paging', async () => {
    const badVocabulary = await api.gql(ProductsDocument, {
      userData: IE,
      filters: { filterByTaxonomy: [{ vocabularyID: 'colours', terms: ['red'] }] },
    });
    expect(badVocabulary.products.errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'filters.filterByTaxonomy.0.vocabularyID' });
    const badPaging = await api.gql(ProductsDocument, { userData: IE, paging: { itemsPerPage: -1, pageNumber: 1 } });
    expect(badPaging.products.errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'paging.itemsPerPage' });
  });

  it('serves the Dutch catalogue of GCSNL in euros', async () => {
    const result = await api.gql(ProductsDocument, { userData: api.nlUserData });
    expect(result.products.errors).toEqual([]);
    expect(result.products.products[0]?.path).toMatch(/^\/cadeaubonnen\//);
  });
});

describe('product detail', () => {
  it('returns variations, amount rules and extras', async () => {
    const [row] = await api.sql.query<{ path: string }>(
      `SELECT t.path FROM products p JOIN product_translations t ON t.product_id = p.id
       WHERE p.store_id = 70 AND p.is_choice_card AND t.language = 'en'`,
    );
    const result = await api.gql(ProductDocument, { userData: IE, path: row!.path });
    const product = result.product.product;
    expect(product?.variationsToShow.map((v) => v.variationType).sort()).toEqual(['DIGITAL', 'PHYSICAL']);
    expect(product?.variationsToShow[0]?.customAmount).toMatchObject({
      minimum: { value: 1000, currency: 'EUR' },
      maximum: { value: 15000 },
      wholeNumbersOnly: true,
    });
    expect(product?.extras.wrappers.length).toBeGreaterThan(0);
    expect(product?.extras.digitalWrappers.length).toBeGreaterThan(0);
    expect(product?.extras.giftPackings.length).toBeGreaterThan(0);
    expect(product?.extras.personalMessage?.price.value).toBeGreaterThanOrEqual(0);
  });

  it('answers not found for an unknown path and for another store’s product', async () => {
    const unknown = await api.gql(ProductDocument, { userData: IE, path: '/gift-cards/does-not-exist' });
    expect(unknown.product).toMatchObject({ product: null, errors: [{ code: 4004, referencedRequestParameter: 'path' }] });
    const [nlPath] = await api.sql.query<{ path: string }>(
      `SELECT path FROM product_translations WHERE store_id <> 70 LIMIT 1`,
    );
    const other = await api.gql(ProductDocument, { userData: IE, path: nlPath!.path });
    expect(other.product.product).toBeNull();
  });
});

describe('search_v1', () => {
  const titles = async (inputText: string) => {
    const result = await api.gql(SearchDocument, { userData: IE, inputText });
    return result.search_v1.body.groups.flatMap((g) => g.items.map((i) => i.heroTitle ?? i.title));
  };

  it('finds restaurants by prefix, with a typo, and in any case', async () => {
    for (const input of ['restau', 'resturant', 'RESTAURANT']) {
      const found = await titles(input);
      expect(found.length, input).toBeGreaterThan(0);
      expect(found.some((title) => /restaurant/i.test(title)), input).toBe(true);
    }
  });

  it('matches accents both ways', async () => {
    const withAccent = await titles('Café');
    const without = await titles('cafe');
    expect(withAccent.length).toBeGreaterThan(0);
    expect(withAccent).toEqual(without);
  });

  it('groups gift cards and giving moments with counts', async () => {
    const [moment] = await api.sql.query<{ hero_title: string }>(
      `SELECT hero_title FROM pages WHERE store_id = 70 AND kind = 'giving_moment' AND language = 'en' ORDER BY position LIMIT 1`,
    );
    const word = moment!.hero_title.split(/\s+/).find((w) => w.length > 4) ?? moment!.hero_title;
    const result = await api.gql(SearchDocument, { userData: IE, inputText: word });
    const group = result.search_v1.body.groups.find((g) => g.groupType === 'GIVING_MOMENTS');
    expect(group?.items[0]?.heroTitle).toBeTruthy();
    expect(result.search_v1.body.count).toBe(result.search_v1.body.groups.reduce((n, g) => n + g.count, 0));
  });

  it('returns nothing for empty input and rejects huge input', async () => {
    expect(await titles('   ')).toEqual([]);
    const huge = await api.gql(SearchDocument, { userData: IE, inputText: 'x'.repeat(5000) });
    expect(huge.search_v1.errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'inputText' });
  });

  it('never returns another store’s products', async () => {
    const nl = await api.gql(SearchDocument, { userData: api.nlUserData, inputText: 'restaurant' });
    const ids = nl.search_v1.body.groups.flatMap((g) => g.items.map((i) => Number(i.id)));
    const [owned] = await api.sql.query<{ foreign_count: number }>(
      `SELECT count(*)::int AS foreign_count FROM products WHERE id = ANY($1::int[]) AND store_id = 70`,
      [ids],
    );
    expect(owned?.foreign_count).toBe(0);
  });
});

describe('locations and store data', () => {
  it('finds locations inside a bounding box only', async () => {
    const [box] = await api.sql.query<{ lat: number; lon: number }>(
      `SELECT latitude::float8 AS lat, longitude::float8 AS lon FROM pages WHERE store_id = 70 AND kind = 'location' LIMIT 1`,
    );
    const around = { latmin: box!.lat - 0.00001, latmax: box!.lat + 0.00001, lonmin: box!.lon - 0.00001, lonmax: box!.lon + 0.00001 };
    const result = await api.gql(LocationsInBoundingBoxDocument, { userData: IE, box: around });
    expect(result.locationsInBoundingBox.locations.length).toBeGreaterThan(0);
    for (const location of result.locationsInBoundingBox.locations) {
      expect(location.latitude).toBeGreaterThanOrEqual(around.latmin);
      expect(location.latitude).toBeLessThanOrEqual(around.latmax);
    }
    const inverted = await api.gql(LocationsInBoundingBoxDocument, { userData: IE, box: { ...around, latmin: 60, latmax: 50 } });
    expect(inverted.locationsInBoundingBox.errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'box.latmin' });
  });

  it('returns the store chrome from the brand config', async () => {
    const result = await api.gql(StoreDataDocument, { userData: IE });
    expect(result.storeData.data).toMatchObject({ storeID: 70, countryCode: 'IE', currency: 'EUR' });
    expect(result.storeData.data?.languages).toEqual([{ code: 'en', locale: 'en-IE', isDefault: true }]);
    expect(result.storeData.data?.countriesCombinations.length).toBeGreaterThan(1);
    expect(result.storeData.data?.paymentIcons.length).toBeGreaterThan(0);
  });
});
