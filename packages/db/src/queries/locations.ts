import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { pageProducts, pages } from '../schema.ts';

export interface BoundingBox {
  readonly latMin: number;
  readonly latMax: number;
  readonly lonMin: number;
  readonly lonMax: number;
}

export interface LocationHit {
  readonly id: number;
  readonly title: string;
  readonly path: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly street: string | null;
  readonly postCode: string | null;
  readonly city: string | null;
  readonly country: string | null;
  /** The gift card accepted at this location. */
  readonly productId: number | null;
}

export class InvalidBoundingBoxError extends Error {
  constructor(
    message: string,
    readonly parameter: keyof BoundingBox,
  ) {
    super(message);
    this.name = 'InvalidBoundingBoxError';
  }
}

/** Coordinates are stored as numeric(8,5): five decimals. */
const toFiveDecimals = (value: number): string => value.toFixed(5);

function validate(box: BoundingBox): void {
  const ranges: Record<keyof BoundingBox, number> = { latMin: 90, latMax: 90, lonMin: 180, lonMax: 180 };
  for (const [parameter, limit] of Object.entries(ranges) as [keyof BoundingBox, number][]) {
    const value = box[parameter];
    if (!Number.isFinite(value) || Math.abs(value) > limit) {
      throw new InvalidBoundingBoxError(`${parameter} must be a number between -${limit} and ${limit}`, parameter);
    }
  }
  if (box.latMin > box.latMax) throw new InvalidBoundingBoxError('latMin must not be greater than latMax', 'latMin');
  if (box.lonMin > box.lonMax) throw new InvalidBoundingBoxError('lonMin must not be greater than lonMax', 'lonMin');
}

/** Location pages of a store inside a latitude/longitude box, north to south; with `productId`, those that accept that card. */
export async function findLocationsInBox(
  db: ShopDatabase,
  input: { readonly storeId: number; readonly language: string; readonly box: BoundingBox; readonly productId?: number; readonly limit?: number },
): Promise<LocationHit[]> {
  validate(input.box);
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? 200), 1), 500);
  const rows = await db
    .select({
      id: pages.id,
      title: pages.title,
      path: pages.path,
      latitude: sql<string>`${pages.latitude}::text`,
      longitude: sql<string>`${pages.longitude}::text`,
      street: pages.addressStreet,
      postCode: pages.addressPostCode,
      city: pages.addressCity,
      country: pages.addressCountry,
      productId: pageProducts.productId,
    })
    .from(pages)
    .leftJoin(
      pageProducts,
      and(eq(pageProducts.storeId, pages.storeId), eq(pageProducts.pageId, pages.id), eq(pageProducts.fieldName, 'giftcard')),
    )
    .where(
      and(
        eq(pages.storeId, input.storeId),
        eq(pages.language, input.language),
        eq(pages.kind, 'location'),
        between(pages.latitude, toFiveDecimals(input.box.latMin), toFiveDecimals(input.box.latMax)),
        between(pages.longitude, toFiveDecimals(input.box.lonMin), toFiveDecimals(input.box.lonMax)),
        input.productId === undefined ? undefined : eq(pageProducts.productId, input.productId),
      ),
    )
    .orderBy(sql`${pages.latitude} DESC`, asc(pages.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) }));
}
