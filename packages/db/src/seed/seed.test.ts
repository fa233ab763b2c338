import { loadAllBrands } from '@shop/brand-config/node';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection, ShopDatabase } from '../client.ts';
import * as schema from '../schema.ts';
import { createTestDatabase } from '../testing.ts';
import { seed, type SeedReport } from './index.ts';

let connection: DatabaseConnection;
let db: ShopDatabase;
let firstRun: SeedReport;

beforeAll(async () => {
  connection = await createTestDatabase();
  db = connection.db;
  firstRun = await seed(db);
}, 180_000);
afterAll(async () => {
  await connection?.close();
});

const IE = 70;

async function productCount(...conditions: ReturnType<typeof eq>[]): Promise<number> {
  const [row] = await db.select({ value: count() }).from(schema.products).where(and(...conditions));
  return row?.value ?? 0;
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = {
    products: schema.products,
    productTranslations: schema.productTranslations,
    productVariations: schema.productVariations,
    pages: schema.pages,
    pageProducts: schema.pageProducts,
    extras: schema.extras,
    taxonomyTerms: schema.taxonomyTerms,
    homeBlocks: schema.homeBlocks,
    coupons: schema.coupons,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

describe(`seed (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('seeds every brand in its currency and languages', async () => {
    const brands = loadAllBrands();
    expect(firstRun.seeded).toHaveLength(brands.length);
    const storeRows = await db.select().from(schema.stores);
    for (const brand of brands) {
      const store = storeRows.find((row) => row.storeId === brand.storeId);
      expect(store, brand.code).toMatchObject({ code: brand.code, currency: brand.currency, country: brand.country });
      expect(await productCount(eq(schema.products.storeId, brand.storeId)), brand.code).toBeGreaterThanOrEqual(30);
      const languages = await db
        .select({ language: schema.storeLanguages.language })
        .from(schema.storeLanguages)
        .where(eq(schema.storeLanguages.storeId, brand.storeId));
      expect(languages.map((row) => row.language).sort()).toEqual(brand.languages.map((language) => language.code).sort());
    }
  });

  it('is idempotent: a second run changes nothing, a forced rewrite keeps the counts', async () => {
    const before = await tableCounts();
    const second = await seed(db);
    expect(second.seeded).toEqual([]);
    expect(await tableCounts()).toEqual(before);

    const forced = await seed(db, { force: true });
    expect(forced.seeded.length).toBe(firstRun.seeded.length);
    expect(await tableCounts()).toEqual(before);
  });

  it('gives the reference store 200+ gift cards, 50+ on offer and 150+ exchangeable', async () => {
    const giftCard = sql`${schema.products.productType} IN ('GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL')`;
    expect(await productCount(eq(schema.products.storeId, IE), giftCard)).toBeGreaterThanOrEqual(200);
    expect(await productCount(eq(schema.products.storeId, IE), eq(schema.products.isOnOffer, true))).toBeGreaterThanOrEqual(50);
    expect(
      await productCount(eq(schema.products.storeId, IE), eq(schema.products.isExchangeableWithChoiceCard, true)),
    ).toBeGreaterThanOrEqual(150);
  });

  it('has the special products of the reference store', async () => {
    const specials = await db
      .select({ product: schema.products, translation: schema.productTranslations })
      .from(schema.products)
      .innerJoin(schema.productTranslations, eq(schema.productTranslations.productId, schema.products.id))
      .where(eq(schema.products.storeId, IE));
    const find = (predicate: (row: (typeof specials)[number]) => boolean) => specials.filter(predicate);

    const [choice] = find((row) => row.product.isChoiceCard);
    expect(choice?.translation.path).toBe('/gift-cards/all-in-1-choice-gift-card');
    expect(find((row) => row.product.productType === 'GIFTCARD_BLANK')[0]?.translation.title).toMatch(/set of 3/);
    expect(find((row) => row.product.productType === 'DONATION').length).toBeGreaterThanOrEqual(1);
    expect(find((row) => row.product.hasAppleSumLimit)[0]?.translation.title).toBe('Apple Gift Card');
    expect(find((row) => row.product.requiresRegisteredShipping)[0]?.translation.title).toMatch(/Wine/);
    expect(find((row) => row.product.labelIcon === 'like').length).toBeGreaterThan(0);
    expect(find((row) => row.product.labelIcon === 'star').length).toBeGreaterThan(0);
    expect(find((row) => row.product.hasFreeLabel).length).toBeGreaterThan(0);
    expect(find((row) => row.product.externalLinkUrl !== null).length).toBeGreaterThan(0);
    expect(find((row) => row.product.stock === 0).length).toBeGreaterThan(0);
    expect(find((row) => row.translation.title.startsWith('Café ')).length).toBe(1);
    expect(specials.every((row) => row.product.imageSvg.startsWith('<svg') && row.product.imagePath === `/images/products/${row.product.id}.svg`)).toBe(true);
  });

  it('sells fixed values and whole-number custom amounts, digital and physical, in minor units', async () => {
    const variations = await db.select().from(schema.productVariations).where(eq(schema.productVariations.storeId, IE));
    const fixed = variations.filter((variation) => variation.fixedValuesMinor.length > 0);
    const custom = variations.filter((variation) => variation.customMinMinor !== null);
    expect(fixed.length).toBeGreaterThan(50);
    expect(custom.length).toBeGreaterThan(50);
    expect(fixed.flatMap((variation) => variation.fixedValuesMinor)).toContain(2500);
    expect(custom.some((variation) => variation.wholeNumbersOnly)).toBe(true);
    expect(custom.every((variation) => (variation.customMinMinor ?? 0) <= (variation.customMaxMinor ?? 0))).toBe(true);
    expect(new Set(variations.map((variation) => variation.variationType))).toEqual(new Set(['digital', 'physical']));
  });

  it('gives GCSNL a Dutch catalogue under /cadeaubonnen/', async () => {
    const dutch = await db
      .select({ title: schema.productTranslations.title, path: schema.productTranslations.path, language: schema.productTranslations.language })
      .from(schema.productTranslations)
      .where(eq(schema.productTranslations.storeId, 67));
    expect(dutch.length).toBeGreaterThanOrEqual(60);
    expect(dutch.every((row) => row.language === 'nl' && row.path.startsWith('/cadeaubonnen/'))).toBe(true);
    expect(dutch.map((row) => row.title)).toContain('Restaurant Harbour House');
  });

  it('prices extras, fees and shipping in the store currency', async () => {
    const extras = await db.select().from(schema.extras).where(eq(schema.extras.storeId, IE));
    expect(new Set(extras.map((extra) => extra.kind))).toEqual(new Set(schema.extraKinds));
    const [shipping] = await db.select().from(schema.shippingRules).where(eq(schema.shippingRules.storeId, IE));
    expect(shipping).toMatchObject({ registeredThresholdMinor: 30_000, physicalShipmentMinor: 295 });
    const [uk] = await db.select().from(schema.shippingRules).where(eq(schema.shippingRules.storeId, 69));
    expect(uk?.registeredThresholdMinor).toBe(25_500);
    const fees = await db.select().from(schema.feeRules).where(eq(schema.feeRules.storeId, IE));
    expect(fees.map((fee) => fee.kind).sort()).toEqual(['SERVICE_FEE_PER_ORDER', 'SERVICE_FEE_PER_PACKAGE']);
  });

  it('writes content: taxonomies, menus with top lists, pages, home blocks and search data', async () => {
    const terms = await db.select().from(schema.taxonomyTerms).where(eq(schema.taxonomyTerms.storeId, IE));
    expect(new Set(terms.map((term) => term.vocabularyId))).toEqual(new Set(schema.vocabularyIds));
    const topLists = await db.select().from(schema.menuCategoryTopProducts).where(eq(schema.menuCategoryTopProducts.storeId, IE));
    expect(topLists.length).toBeGreaterThanOrEqual(12 * 4);

    const pages = await db.select().from(schema.pages).where(eq(schema.pages.storeId, IE));
    const kinds = new Set(pages.map((page) => page.kind));
    expect(kinds).toEqual(new Set(schema.pageKinds));
    expect(pages.filter((page) => page.kind === 'giving_moment').every((page) => page.heroTitle)).toBe(true);
    expect(pages.filter((page) => page.kind === 'information').map((page) => page.path).sort()).toEqual(
      ['/cancelation-policy', '/contact-us', '/cookies', '/cookies-privacy-statement', '/delivery', '/terms-conditions'],
    );
    const locations = pages.filter((page) => page.kind === 'location');
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.every((page) => /^-?\d+\.\d{5}$/.test(page.latitude ?? '') && /^-?\d+\.\d{5}$/.test(page.longitude ?? ''))).toBe(true);

    const [mostChosen] = await db
      .select()
      .from(schema.homeBlocks)
      .where(and(eq(schema.homeBlocks.storeId, IE), eq(schema.homeBlocks.blockType, 'most_chosen')));
    expect(mostChosen?.title).toBe('Most chosen');
    expect(await db.select().from(schema.popularSearchTerms).where(eq(schema.popularSearchTerms.storeId, IE))).not.toHaveLength(0);
    expect(await db.select().from(schema.highlightedBlocks).where(eq(schema.highlightedBlocks.storeId, IE))).not.toHaveLength(0);
    expect(await db.select().from(schema.coupons).where(eq(schema.coupons.storeId, IE))).not.toHaveLength(0);
  });
});
