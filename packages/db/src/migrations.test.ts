import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type DatabaseConnection } from './client.ts';
import { isPgEnum, type PgEnum } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { productTranslations, products, stores, storeLanguages } from './schema.ts';
import { createTestDatabase } from './testing.ts';

let connection: DatabaseConnection;

beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(async () => {
  await connection?.close();
});

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

describe(`migrations (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('creates the tables and search extensions', async () => {
    const tables = rowsOf<{ table_name: string }>(
      await connection.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`),
    ).map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(['stores', 'products', 'product_translations', 'pages', 'orders', 'order_items']));

    const extensions = rowsOf<{ extname: string }>(await connection.db.execute(sql`SELECT extname FROM pg_extension`)).map(
      (row) => row.extname,
    );
    expect(extensions).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));

    const indexes = rowsOf<{ indexname: string }>(
      await connection.db.execute(sql`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`),
    ).map((row) => row.indexname);
    expect(indexes).toEqual(
      expect.arrayContaining(['product_translations_title_trgm_idx', 'product_translations_search_idx', 'pages_location_box_idx']),
    );
  });

  it('gives every enum of the schema the values the code names, in its order', async () => {
    const enums = Object.values(schema as Record<string, unknown>).filter((value): value is PgEnum<[string, ...string[]]> => isPgEnum(value));
    expect(enums.map((enumType) => enumType.enumName)).toContain('payment_method_kind');
    for (const enumType of enums) {
      const labels = rowsOf<{ label: string }>(
        await connection.db.execute(sql`SELECT unnest(enum_range(NULL::${sql.identifier(enumType.enumName)}))::text AS label`),
      ).map((row) => row.label);
      expect(labels, enumType.enumName).toEqual(enumType.enumValues);
    }
  });

  it('is a no-op when applied again', async () => {
    await expect(migrate(connection)).resolves.toBeUndefined();
  });

  it('builds an accent-insensitive, stemmed search document per language', async () => {
    await connection.db.insert(stores).values({
      storeId: 9001,
      code: 'TEST',
      brandGroup: 'GCS',
      country: 'IE',
      currency: 'EUR',
      defaultLanguage: 'en',
      vatBasisPoints: 2300,
      primaryColor: '#000000',
      secondaryColor: '#ffffff',
    });
    await connection.db.insert(storeLanguages).values({
      storeId: 9001,
      language: 'en',
      locale: 'en-IE',
      isDefault: true,
      productWord: 'gift cards',
      productSlug: 'gift-cards',
    });
    await connection.db.insert(products).values({
      id: 900_100_001,
      storeId: 9001,
      productType: 'GIFTCARD_DIGITAL',
      imagePath: '/images/products/900100001.svg',
      imageSvg: '<svg/>',
      backgroundColor: '#000000',
      position: 0,
    });
    await connection.db.insert(productTranslations).values({
      storeId: 9001,
      productId: 900_100_001,
      language: 'en',
      title: 'Café Restaurants',
      description: 'Dinners',
      path: '/gift-cards/cafe-restaurants',
    });
    const [row] = rowsOf<{ document: string }>(
      await connection.db.execute(sql`SELECT search_vector::text AS document FROM product_translations WHERE product_id = 900100001`),
    );
    expect(row?.document).toBe("'cafe':1 'dinner':3 'restaur':2");
  });

  it("rejects a row that points at another store's product", async () => {
    await expect(
      connection.db.insert(productTranslations).values({
        storeId: 9002,
        productId: 900_100_001,
        language: 'en',
        title: 'Leaked',
        description: 'Other store',
        path: '/gift-cards/leaked',
      }),
    ).rejects.toThrow();
  });
});
