import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection, ShopDatabase } from '../client.ts';
import { seed } from '../seed/index.ts';
import { brandStores } from '../test-stores.ts';
import { createTestDatabase } from '../testing.ts';
import { and, eq } from 'drizzle-orm';
import { products, productVariations } from '../schema.ts';
import { findAddressSuggestions } from './address-suggestions.ts';
import { findLocationsInBox, InvalidBoundingBoxError } from './locations.ts';
import { findProductCardsByIds } from './product-cards.ts';
import { countProductLocations, findRelatedProductCards } from './product-neighbours.ts';
import { listProductCards } from './products.ts';
import { searchCatalogue, searchWords } from './search.ts';

let connection: DatabaseConnection;
let db: ShopDatabase;

beforeAll(async () => {
  connection = await createTestDatabase();
  db = connection.db;
  await seed(db, { stores: await brandStores('GCSIE', 'GCSNL') });
}, 180_000);
afterAll(async () => {
  await connection?.close();
});

const IE = { storeId: 70, language: 'en' } as const;
const NL = { storeId: 67, language: 'nl' } as const;
const titles = (result: { products: readonly { title: string }[] }) => result.products.map((product) => product.title);

describe(`searchCatalogue (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("finds restaurants from the prefix 'restau'", async () => {
    const result = await searchCatalogue(db, { ...IE, text: 'restau' });
    expect(result.productCount).toBeGreaterThanOrEqual(6);
    expect(titles(result)).toContain('Harbour House Restaurant');
  });

  it("tolerates the typo 'resturant'", async () => {
    const result = await searchCatalogue(db, { ...IE, text: 'resturant' });
    expect(titles(result)).toEqual(expect.arrayContaining(['Harbour House Restaurant', 'Saffron Restaurant']));
    expect(titles(result)).not.toContain('Pixel Electronics');
  });

  it("tolerates a dropped letter ('restrant') on every connection of the database", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => searchCatalogue(db, { ...IE, text: 'restrant' })));
    for (const result of results) expect(titles(result)).toContain('Harbour House Restaurant');
  });

  it("matches 'Cafe' and 'Café' alike", async () => {
    const plain = await searchCatalogue(db, { ...IE, text: 'Cafe' });
    const accented = await searchCatalogue(db, { ...IE, text: 'Café' });
    expect(titles(plain)[0]).toBe('Café Amélie');
    expect(titles(accented)[0]).toBe('Café Amélie');
  });

  it('ranks the closest title first', async () => {
    const result = await searchCatalogue(db, { ...IE, text: 'Apple gift card' });
    expect(titles(result)[0]).toBe('Apple Gift Card');
  });

  it('returns giving-moment pages with their hero title', async () => {
    const result = await searchCatalogue(db, { ...IE, text: 'birthday' });
    expect(result.givingMoments[0]).toMatchObject({ path: '/give-moment/birthday', heroTitle: 'Happy birthday! Give a gift card they will love' });
    expect(result.givingMomentCount).toBe(1);
  });

  it('counts every match while returning at most the limit', async () => {
    const result = await searchCatalogue(db, { ...IE, text: 'gift', limit: 16 });
    expect(result.products).toHaveLength(16);
    expect(result.productCount).toBeGreaterThan(200);
  });

  it('searches Dutch titles with Dutch stemming in the Dutch store only', async () => {
    const result = await searchCatalogue(db, { ...NL, text: 'resturant' });
    expect(titles(result)).toContain('Restaurant Harbour House');
    expect(result.products.every((product) => product.path.startsWith('/cadeaubonnen/'))).toBe(true);
    const irish = await searchCatalogue(db, { ...IE, text: 'Restaurant Harbour House' });
    expect(irish.products.every((product) => product.path.startsWith('/gift-cards/'))).toBe(true);
  });

  it('finds nothing for empty input or punctuation only', async () => {
    for (const text of ['', '   ', '&|!():*']) {
      expect(await searchCatalogue(db, { ...IE, text })).toEqual({ products: [], givingMoments: [], productCount: 0, givingMomentCount: 0 });
    }
  });

  it('treats query syntax and huge input as plain words', async () => {
    expect(searchWords("restau:* | !x' OR 1=1 --")).toEqual(['restau', 'x', 'OR', '1', '1']);
    const syntax = await searchCatalogue(db, { ...IE, text: 'restau:* & (' });
    expect(titles(syntax)).toContain('Harbour House Restaurant');
    const huge = await searchCatalogue(db, { ...IE, text: 'restaurant '.repeat(5000) });
    expect(titles(huge)).toContain('Harbour House Restaurant');
  });
});

describe(`findLocationsInBox (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const dublin = { latMin: 53.3, latMax: 53.4, lonMin: -6.35, lonMax: -6.15 };

  it('returns the restaurants inside the box with five-decimal coordinates', async () => {
    const locations = await findLocationsInBox(db, { ...IE, box: dublin });
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) {
      expect(location.city).toBe('Dublin');
      expect(location.latitude).toBeGreaterThanOrEqual(dublin.latMin);
      expect(location.latitude).toBeLessThanOrEqual(dublin.latMax);
      expect(location.longitude).toBeGreaterThanOrEqual(dublin.lonMin);
      expect(location.longitude).toBeLessThanOrEqual(dublin.lonMax);
      expect(location.productId).not.toBeNull();
    }
    const latitudes = locations.map((location) => location.latitude);
    expect(latitudes).toEqual([...latitudes].sort((a, b) => b - a));
  });

  it('narrowed to a card, returns only the locations that accept it', async () => {
    const everywhere = await findLocationsInBox(db, { ...IE, box: dublin });
    const productId = everywhere[0]?.productId;
    if (productId === null || productId === undefined) throw new Error('the seed has no restaurant in Dublin');
    const accepting = await findLocationsInBox(db, { ...IE, box: dublin, productId });
    expect(accepting.length).toBeGreaterThan(0);
    expect(accepting.length).toBeLessThan(everywhere.length);
    expect(accepting.every((location) => location.productId === productId)).toBe(true);
    expect(await findLocationsInBox(db, { ...IE, box: dublin, productId: 2_000_000_000 })).toEqual([]);
  });

  it("never shows another store's locations", async () => {
    const amsterdam = { latMin: 52.3, latMax: 52.45, lonMin: 4.8, lonMax: 5.0 };
    expect(await findLocationsInBox(db, { ...IE, box: amsterdam })).toEqual([]);
    expect((await findLocationsInBox(db, { ...NL, box: amsterdam })).length).toBeGreaterThan(0);
  });

  it('rejects an inverted or out-of-range box, naming the parameter', async () => {
    await expect(findLocationsInBox(db, { ...IE, box: { ...dublin, latMin: 54 } })).rejects.toMatchObject({
      name: 'InvalidBoundingBoxError',
      parameter: 'latMin',
    });
    await expect(findLocationsInBox(db, { ...IE, box: { ...dublin, lonMax: 200 } })).rejects.toBeInstanceOf(InvalidBoundingBoxError);
    await expect(findLocationsInBox(db, { ...IE, box: { ...dublin, latMax: Number.NaN } })).rejects.toThrow('latMax must be a number');
  });
});

describe('product cards', () => {
  it('count every match of a listing, past its last page and under a filter nothing matches', async () => {
    const all = await listProductCards(db, { ...IE, limit: 10, offset: 0 });
    expect(all.cards).toHaveLength(10);
    expect(all.totalItems).toBeGreaterThan(10);
    expect(await listProductCards(db, { ...IE, limit: 10, offset: all.totalItems })).toEqual({ cards: [], totalItems: all.totalItems });
    expect(await listProductCards(db, { ...IE, limit: 0, offset: 0 })).toEqual({ cards: [], totalItems: all.totalItems });
    const nothing = { taxonomy: [{ vocabularyId: 'cb_api_giftcard_categories', terms: ['no-such-term'] }] } as const;
    expect(await listProductCards(db, { ...IE, filters: nothing, limit: 10, offset: 0 })).toEqual({ cards: [], totalItems: 0 });
  });

  it('narrow to the products a Choice card is exchanged for, never the choice card itself, also under a taxonomy filter', async () => {
    const flags = await db
      .select({ id: products.id, exchangeable: products.isExchangeableWithChoiceCard, isChoiceCard: products.isChoiceCard })
      .from(products)
      .where(eq(products.storeId, IE.storeId));
    const exchangeableIds = new Set(flags.filter((product) => product.exchangeable).map((product) => product.id));
    const choiceCardId = flags.find((product) => product.isChoiceCard)!.id;
    const onlyExchangeable = (list: { cards: readonly { id: number }[] }) => list.cards.filter((card) => exchangeableIds.has(card.id));
    const exchangeable = { exchangeableWithChoiceCard: true } as const;

    const all = await listProductCards(db, { ...IE, limit: 1000, offset: 0 });
    const listed = await listProductCards(db, { ...IE, filters: exchangeable, limit: 1000, offset: 0 });
    expect(all.cards.map((card) => card.id)).toContain(choiceCardId);
    expect(listed.cards.map((card) => card.id)).not.toContain(choiceCardId);
    expect(listed.cards.length).toBeGreaterThanOrEqual(150);
    expect(listed.cards).toEqual(onlyExchangeable(all));
    expect(listed.totalItems).toBe(listed.cards.length);
    expect(listed.cards.every((card) => card.productType === 'GIFTCARD_DIGITAL' || card.productType === 'GIFTCARD_PHYSICAL')).toBe(true);
    expect(await listProductCards(db, { ...IE, filters: { exchangeableWithChoiceCard: false }, limit: 1000, offset: 0 })).toEqual(all);

    const taxonomy = [{ vocabularyId: 'cb_api_giftcard_categories', terms: ['restaurants'] }] as const;
    const restaurants = await listProductCards(db, { ...IE, filters: { taxonomy }, limit: 1000, offset: 0 });
    const exchangeableRestaurants = await listProductCards(db, { ...IE, filters: { taxonomy, ...exchangeable }, limit: 1000, offset: 0 });
    expect(exchangeableRestaurants.cards.length).toBeGreaterThan(0);
    expect(exchangeableRestaurants.cards.length).toBeLessThan(restaurants.cards.length);
    expect(exchangeableRestaurants.cards).toEqual(onlyExchangeable(restaurants));
    // Past the last page the count still comes from the filtered listing.
    expect(await listProductCards(db, { ...IE, filters: { taxonomy, ...exchangeable }, limit: 10, offset: 1000 })).toEqual({
      cards: [],
      totalItems: exchangeableRestaurants.totalItems,
    });
  });

  it('price a card from amounts past 2^31 − 1 exactly', async () => {
    const { cards } = await listProductCards(db, { ...IE, limit: 1, offset: 0 });
    const id = cards[0]!.id;
    const amounts = [3_000_000_000, 4_000_000_000];
    await db
      .update(productVariations)
      .set({ fixedValuesMinor: amounts, customMinMinor: null, customMaxMinor: null })
      .where(and(eq(productVariations.storeId, IE.storeId), eq(productVariations.productId, id)));
    const [card] = await findProductCardsByIds(db, IE, [id]);
    expect(card?.fromPriceMinor).toBe(3_000_000_000);
  });
});

describe(`a product's neighbours (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const dublin = { latMin: 53.3, latMax: 53.4, lonMin: -6.35, lonMax: -6.15 };

  it('counts the locations that accept a product, and none for a product without any', async () => {
    const [location] = await findLocationsInBox(db, { ...IE, box: dublin });
    const acceptedId = location!.productId!;
    expect(await countProductLocations(db, IE, acceptedId)).toBeGreaterThan(0);
    const { cards } = await listProductCards(db, { ...IE, limit: 300, offset: 0 });
    const counts = await Promise.all(cards.map((card) => countProductLocations(db, IE, card.id)));
    expect(counts).toContain(0);
  });

  it("relates a product to others of its category, most chosen first, never itself or another store's", async () => {
    const [restaurant] = await findLocationsInBox(db, { ...IE, box: dublin });
    const productId = restaurant!.productId!;
    const related = await findRelatedProductCards(db, IE, productId, 4);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.map((card) => card.id)).not.toContain(productId);
    expect(related.every((card) => card.path.startsWith('/gift-cards/'))).toBe(true);
    expect(await findRelatedProductCards(db, NL, productId, 4)).toEqual([]);
  });
});

describe(`findAddressSuggestions (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const suggest = (text: string, limit = 50, offset = 0) => findAddressSuggestions(db, { storeId: IE.storeId, text, limit, offset });

  it('answers nothing for a text with nothing left to look for once LIKE wildcards are dropped', async () => {
    expect((await suggest('Street')).length).toBeGreaterThan(0);
    expect(await suggest('cork%')).toEqual(await suggest('cork'));
    // Typed wildcards, and the fullwidth ones and combining marks that normalising (unaccent) turns into wildcards or nothing.
    for (const text of ['', '   ', '%', '_', '\\', '%%%%', '% _ \\', '\uFF05', '\uFF3F', '\uFE6A', '\u0301', ' \u0301\u0300 ']) {
      expect(await suggest(text), JSON.stringify(text)).toEqual([]);
    }
  });

  it('pages the suggestions in a stable order', async () => {
    const all = await suggest('e', 50);
    expect(all.length).toBeGreaterThanOrEqual(6);
    const first = await suggest('e', 3, 0);
    const second = await suggest('e', 3, 3);
    expect(first).toEqual(all.slice(0, 3));
    expect(second).toEqual(all.slice(3, 6));
    expect(second).not.toEqual(first);
    expect(await suggest('e', 3, all.length)).toEqual([]);
  });
});
