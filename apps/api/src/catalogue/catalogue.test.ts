import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogueProductNeighboursDocument,
  CatalogueSearchDocument,
  CataloguePageDocument,
  ContentPagesDocument,
  LocationsInBoundingBoxDocument,
  ProductDocument,
  ProductsDocument,
  SearchDocument,
  StoreDataDocument,
  TaxonomyTermsDocument,
  type TypedDocumentNode,
} from '@shop/graphql/operations';
import { parse } from 'graphql';
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

  it('ORs the terms of one filter, ANDs filters, and takes term ids as well as keys', async () => {
    const total = async (filterByTaxonomy: { vocabularyID: string; terms: string[] }[]) =>
      (await api.gql(ProductsDocument, { userData: IE, filters: { filterByTaxonomy }, paging: { itemsPerPage: 1, pageNumber: 1 } })).products
        .paging?.totalItems ?? -1;
    const category = 'cb_api_giftcard_categories';
    const restaurants = await total([{ vocabularyID: category, terms: ['restaurants'] }]);
    const fashion = await total([{ vocabularyID: category, terms: ['fashion'] }]);
    expect(await total([{ vocabularyID: category, terms: ['restaurants', 'fashion'] }])).toBe(restaurants + fashion);
    // A gift card has one category, so requiring two at once finds nothing.
    expect(await total([{ vocabularyID: category, terms: ['restaurants'] }, { vocabularyID: category, terms: ['fashion'] }])).toBe(0);
    const [term] = await api.sql.query<{ id: number }>(`SELECT id FROM taxonomy_terms WHERE store_id = 70 AND key = 'restaurants'`);
    expect(await total([{ vocabularyID: category, terms: [String(term!.id)] }])).toBe(restaurants);
    const tooMany = await api.gql(ProductsDocument, { userData: IE, filters: { filterByTaxonomy: Array.from({ length: 11 }, () => ({ vocabularyID: category, terms: ['fashion'] })) } });
    expect(tooMany.products.errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'filters.filterByTaxonomy' });
  });

  it('lists only the products an All-in-1 Choice card is exchanged for, never the choice card itself', async () => {
    const flags = await api.sql.query<{ id: number; exchangeable: boolean; choice: boolean }>(
      `SELECT id, is_exchangeable_with_choice_card AS exchangeable, is_choice_card AS choice FROM products WHERE store_id = 70`,
    );
    const exchangeableIds = new Set(flags.filter((product) => product.exchangeable).map((product) => String(product.id)));
    const choiceCardId = String(flags.find((product) => product.choice)!.id);
    const list = (filters: { filterByChoiceCardExchange?: boolean | null }) =>
      api.gql(ProductsDocument, { userData: IE, filters, paging: { itemsPerPage: 100, pageNumber: 1 } });
    const all = await list({});
    const exchangeable = await list({ filterByChoiceCardExchange: true });
    expect(exchangeable.products.errors).toEqual([]);
    expect(exchangeable.products.paging?.totalItems).toBe(exchangeableIds.size);
    expect(exchangeable.products.paging!.totalItems).toBeLessThan(all.products.paging!.totalItems);
    expect(exchangeable.products.products.every((p) => exchangeableIds.has(p.id))).toBe(true);
    expect(exchangeable.products.products.map((p) => p.id)).not.toContain(choiceCardId);
    expect(all.products.products.map((p) => p.id)).toContain(choiceCardId);
    // false, like no value, does not narrow the list.
    for (const filterByChoiceCardExchange of [false, null]) {
      expect((await list({ filterByChoiceCardExchange })).products.paging?.totalItems).toBe(all.products.paging?.totalItems);
    }
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
    // A page past the last one the API serves is told what the range is, not that it is too small.
    for (const pageNumber of [0, 100_001, 2_147_483_647]) {
      const badPage = await api.gql(ProductsDocument, { userData: IE, paging: { itemsPerPage: 16, pageNumber } });
      expect(badPage.products.errors, String(pageNumber)).toMatchObject([
        { code: 4000, message: 'Page number must be between 1 and 100000.', referencedRequestParameter: 'paging.pageNumber' },
      ]);
    }
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

describe('product neighbours', () => {
  it('counts the locations that accept a card and relates it to the most chosen cards of its categories', async () => {
    const [row] = await api.sql.query<{ id: number }>(
      `SELECT pp.product_id AS id FROM page_products pp JOIN pages pg ON pg.id = pp.page_id
       WHERE pg.store_id = 70 AND pg.kind = 'location' AND pg.language = 'en' LIMIT 1`,
    );
    const result = await api.gql(CatalogueProductNeighboursDocument, { userData: IE, productID: String(row!.id) });
    const neighbours = result.productNeighbours.neighbours;
    expect(result.productNeighbours.errors).toEqual([]);
    expect(neighbours?.locationCount).toBeGreaterThan(0);
    expect(neighbours?.relatedProducts.length).toBeGreaterThan(0);
    expect(neighbours?.relatedProducts.length).toBeLessThanOrEqual(4);
    expect(neighbours?.relatedProducts.map((card) => card.id)).not.toContain(String(row!.id));
  });

  it('answers not found for another store’s product and refuses an id that is no number', async () => {
    const [other] = await api.sql.query<{ id: number }>(`SELECT id FROM products WHERE store_id <> 70 LIMIT 1`);
    const foreign = await api.gql(CatalogueProductNeighboursDocument, { userData: IE, productID: String(other!.id) });
    expect(foreign.productNeighbours).toMatchObject({ neighbours: null, errors: [{ code: 4004, referencedRequestParameter: 'productID' }] });
    const malformed = await api.gql(CatalogueProductNeighboursDocument, { userData: IE, productID: '1 OR 1=1' });
    expect(malformed.productNeighbours.neighbours).toBeNull();
    expect(malformed.productNeighbours.errors[0]?.referencedRequestParameter).toBe('productID');
  });

  it('answers not found for an id past the database’s integer range instead of failing', async () => {
    for (const productID of ['2147483648', '9999999999', `1${'0'.repeat(400)}`]) {
      const result = await api.gql(CatalogueProductNeighboursDocument, { userData: IE, productID });
      expect(result.productNeighbours).toMatchObject({ neighbours: null, errors: [{ code: 4004, referencedRequestParameter: 'productID' }] });
    }
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

  it('gives the gift cards it finds as the catalogue shows them, in the order of its hits, priced in the store currency', async () => {
    const result = await api.gql(CatalogueSearchDocument, { userData: IE, inputText: 'restaurant' });
    const giftCards = result.search_v1.body.groups.find((g) => g.groupType === 'GIFTCARDS');
    expect(giftCards?.cards.map((card) => card.id)).toEqual(giftCards?.items.map((item) => item.id));
    const [first] = giftCards?.cards ?? [];
    expect(first?.fromPrice?.currency).toBe('EUR');
    const [cheapest] = await api.sql.query<{ amount: number }>(
      `SELECT min(amount)::int AS amount FROM product_variations, unnest(fixed_values_minor || custom_min_minor) AS amount
        WHERE store_id = 70 AND product_id = $1`,
      [Number(first?.id)],
    );
    expect(first?.fromPrice?.value).toBe(cheapest?.amount);
    expect(first?.description).toBeTruthy();
  });

  it('has no cards for giving moments', async () => {
    const [moment] = await api.sql.query<{ hero_title: string }>(
      `SELECT hero_title FROM pages WHERE store_id = 70 AND kind = 'giving_moment' AND language = 'en' ORDER BY position LIMIT 1`,
    );
    const result = await api.gql(CatalogueSearchDocument, { userData: IE, inputText: moment!.hero_title });
    const moments = result.search_v1.body.groups.find((g) => g.groupType === 'GIVING_MOMENTS');
    expect(moments?.items.length).toBeGreaterThan(0);
    expect(moments?.cards).toEqual([]);
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

  it("narrows the locations to a card's, and names a malformed card id", async () => {
    const world = { latmin: -90, latmax: 90, lonmin: -180, lonmax: 180 };
    const [accepted] = await api.sql.query<{ product_id: number; locations: number }>(
      `SELECT pp.product_id, count(*)::int AS locations FROM pages p JOIN page_products pp ON pp.store_id = p.store_id AND pp.page_id = p.id
        WHERE p.store_id = 70 AND p.kind = 'location' AND p.language = 'en' AND pp.field_name = 'giftcard' GROUP BY pp.product_id LIMIT 1`,
    );
    const all = await api.gql(LocationsInBoundingBoxDocument, { userData: IE, box: world });
    const card = await api.gql(LocationsInBoundingBoxDocument, { userData: IE, box: world, productID: String(accepted!.product_id) });
    expect(card.locationsInBoundingBox.locations).toHaveLength(accepted!.locations);
    expect(card.locationsInBoundingBox.locations.length).toBeLessThan(all.locationsInBoundingBox.locations.length);
    const nowhere = await api.gql(LocationsInBoundingBoxDocument, { userData: IE, box: world, productID: '99999999999' });
    expect(nowhere.locationsInBoundingBox).toEqual({ locations: [], errors: [] });
    const malformed = await api.gql(LocationsInBoundingBoxDocument, { userData: IE, box: world, productID: 'abc' });
    expect(malformed.locationsInBoundingBox.errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'productID' });
  });

  it('returns the store chrome from the brand config', async () => {
    const result = await api.gql(StoreDataDocument, { userData: IE });
    expect(result.storeData.data).toMatchObject({ storeID: 70, countryCode: 'IE', currency: 'EUR' });
    expect(result.storeData.data?.languages).toEqual([{ code: 'en', locale: 'en-IE', isDefault: true }]);
    expect(result.storeData.data?.countriesCombinations.length).toBeGreaterThan(1);
    expect(result.storeData.data?.paymentIcons.length).toBeGreaterThan(0);
  });
});

describe('address suggestions', () => {
  const SUGGESTIONS = parse(`query($u: UserDataInput!, $q: String!, $p: PagingInput) {
    getLocationAddressSuggestions(userData: $u, filters: { query: $q }, paging: $p) {
      suggestions { label } errors { code message referencedRequestParameter }
    }
  }`) as TypedDocumentNode<
    { getLocationAddressSuggestions: { suggestions: { label: string }[]; errors: { code: number; message: string; referencedRequestParameter: string | null }[] } },
    { u: typeof IE; q: string; p?: { itemsPerPage: number; pageNumber: number } | null }
  >;
  const suggest = async (q: string, p?: { itemsPerPage: number; pageNumber: number }) =>
    (await api.gql(SUGGESTIONS, { u: IE, q, p: p ?? null })).getLocationAddressSuggestions;
  const labels = async (q: string, p?: { itemsPerPage: number; pageNumber: number }) => {
    const result = await suggest(q, p);
    expect(result.errors).toEqual([]);
    return result.suggestions.map((s) => s.label);
  };

  it('pages the suggestions with paging.pageNumber', async () => {
    const all = await labels('e', { itemsPerPage: 50, pageNumber: 1 });
    expect(all.length).toBeGreaterThanOrEqual(6);
    const first = await labels('e', { itemsPerPage: 3, pageNumber: 1 });
    const second = await labels('e', { itemsPerPage: 3, pageNumber: 2 });
    expect(first).toEqual(all.slice(0, 3));
    expect(second).toEqual(all.slice(3, 6));
    expect(second).not.toEqual(first);
    expect(await labels('e')).toEqual(all.slice(0, 10));
  });

  it('refuses paging out of range, naming the parameter, like the other lists', async () => {
    for (const pageNumber of [0, -1, 100_001]) {
      expect((await suggest('e', { itemsPerPage: 3, pageNumber })).errors, String(pageNumber)).toEqual([
        { code: 4000, message: 'Page number must be between 1 and 100000.', referencedRequestParameter: 'paging.pageNumber' },
      ]);
    }
    for (const itemsPerPage of [0, 51]) {
      expect((await suggest('e', { itemsPerPage, pageNumber: 1 })).errors, String(itemsPerPage)).toEqual([
        { code: 4000, message: 'Items per page must be between 1 and 50.', referencedRequestParameter: 'paging.itemsPerPage' },
      ]);
    }
  });

  it('writes an Irish address as Ireland does: house number first, the Eircode after the town', async () => {
    const dublin = await labels('Dublin', { itemsPerPage: 50, pageNumber: 1 });
    expect(dublin.length).toBeGreaterThan(0);
    for (const label of dublin) expect(label).toMatch(/^\d+ [A-Z][A-Za-z' ]+ (Street|Road|Quay), Dublin D\d{2} [A-Z0-9]{4}$/);
  });

  it('answers no suggestions for a query made only of LIKE wildcards, as for an empty one', async () => {
    for (const q of ['', '%', '_', '\\', '%%%', '\uFF05']) {
      expect(await labels(q, { itemsPerPage: 3, pageNumber: 1 }), JSON.stringify(q)).toEqual([]);
    }
  });
});

describe('taxonomy terms', () => {
  it('lists category and type terms with product counts that match the filtered listing', async () => {
    const result = await api.gql(TaxonomyTermsDocument, { userData: IE });
    expect(result.taxonomyTerms.errors).toEqual([]);
    const terms = result.taxonomyTerms.terms;
    expect(new Set(terms.map((term) => term.vocabularyID))).toEqual(new Set(['cb_api_giftcard_categories', 'cb_api_giftcard_types']));
    const restaurants = terms.find((term) => term.key === 'restaurants');
    expect(restaurants).toMatchObject({ vocabularyID: 'cb_api_giftcard_categories', title: 'Restaurants' });
    for (const term of [restaurants!, terms.find((candidate) => candidate.key === 'physical')!]) {
      const listed = await api.gql(ProductsDocument, {
        userData: IE,
        filters: { filterByTaxonomy: [{ vocabularyID: term.vocabularyID, terms: [term.key] }] },
        paging: { itemsPerPage: 1, pageNumber: 1 },
      });
      expect(term.productCount, term.key).toBeGreaterThan(0);
      expect(listed.products.paging?.totalItems, term.key).toBe(term.productCount);
    }
  });

  it('returns only the vocabularies asked for, in the store language', async () => {
    const types = await api.gql(TaxonomyTermsDocument, { userData: api.nlUserData, vocabularyIDs: ['cb_api_giftcard_types'] });
    expect(types.taxonomyTerms.terms.length).toBeGreaterThan(0);
    expect(types.taxonomyTerms.terms.every((term) => term.vocabularyID === 'cb_api_giftcard_types')).toBe(true);
    expect(types.taxonomyTerms.terms.map((term) => term.title)).toContain('Digitale cadeaubon');
  });

  it('names an unknown vocabulary', async () => {
    const result = await api.gql(TaxonomyTermsDocument, { userData: IE, vocabularyIDs: ['cb_api_giftcard_types', 'colours'] });
    expect(result.taxonomyTerms).toEqual({
      terms: [],
      errors: [expect.objectContaining({ code: 4000, referencedRequestParameter: 'vocabularyIDs.1' })],
    });
  });
});

describe('content page lists', () => {
  it('pages through the giving moments in editorial order with hero title, teaser, image and colour', async () => {
    const first = await api.gql(ContentPagesDocument, { userData: IE, kind: 'GIVING_MOMENT', paging: { itemsPerPage: 4, pageNumber: 1 } });
    const second = await api.gql(ContentPagesDocument, { userData: IE, kind: 'GIVING_MOMENT', paging: { itemsPerPage: 4, pageNumber: 2 } });
    expect(first.contentPages.errors).toEqual([]);
    expect(first.contentPages.paging).toEqual({ itemsPerPage: 4, pageNumber: 1, totalItems: 6, totalPages: 2 });
    expect(first.contentPages.items.map((item) => item.title)).toEqual([
      'Birthday gift cards',
      'Thank you gift cards',
      'Wedding gift cards',
      'Christmas gift cards',
    ]);
    expect(second.contentPages.items.map((item) => item.title)).toEqual(['New baby gift cards', 'Retirement gift cards']);
    expect(first.contentPages.items[0]).toMatchObject({
      pageType: 'GIVING_MOMENT',
      heroTitle: 'Happy birthday! Give a gift card they will love',
      teaser: 'A birthday present that always fits: they choose what they really want. Pick a favourite restaurant, a shop they love or a day out to celebrate another year.',
      image: { url: expect.stringMatching(/^\/images\/pages\/\d+\.svg$/), alt: '' },
      backgroundColor: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      publishedAt: null,
    });
  });

  it('lists blog articles newest first, each reachable by its path', async () => {
    const result = await api.gql(ContentPagesDocument, { userData: IE, kind: 'BLOG_ARTICLE' });
    const items = result.contentPages.items;
    expect(items.length).toBe(3);
    const dates = items.map((item) => Date.parse(item.publishedAt ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) {
      const page = await api.gql(CataloguePageDocument, { userData: IE, path: item.path });
      expect(page.pageByPath.page, item.path).toMatchObject({ pageType: 'BLOG_ARTICLE', title: item.title });
    }
  });

  it('serves the Dutch store its own pages and names bad paging', async () => {
    const dutch = await api.gql(ContentPagesDocument, { userData: api.nlUserData, kind: 'GIVING_MOMENT' });
    expect(dutch.contentPages.items.map((item) => item.title)).toContain('Sinterklaascadeaubonnen');
    const tooMany = await api.gql(ContentPagesDocument, { userData: IE, kind: 'BLOG_ARTICLE', paging: { itemsPerPage: 500, pageNumber: 1 } });
    expect(tooMany.contentPages).toEqual({ items: [], paging: null, errors: [expect.objectContaining({ code: 4000, referencedRequestParameter: 'paging.itemsPerPage' })] });
    const pastTheEnd = await api.gql(ContentPagesDocument, { userData: IE, kind: 'BLOG_ARTICLE', paging: { itemsPerPage: 10, pageNumber: 9 } });
    expect(pastTheEnd.contentPages).toMatchObject({ items: [], paging: { totalItems: 3, totalPages: 1 } });
  });
});
