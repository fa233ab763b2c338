import type { Block, HreflangTag, Location, MenuCategory, Page, PageType, PopularSearchData } from '@shop/graphql';
import { findLocationsInBox, InvalidBoundingBoxError, type ShopDatabase } from '@shop/db';
import { invalidInput } from '../errors.ts';
import type { SqlClient } from '../sql.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { findProductByPath } from './productDetail.ts';
import { PRODUCT_CARD_COLUMNS, toProductCard, type ProductCardRow } from './productCards.ts';

const TOP_LIST_SIZE = 4;
const MAX_PATH_LENGTH = 300;
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

async function productCardsByIds(sql: SqlClient, tenant: Tenant, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await sql.query<ProductCardRow>(
    `SELECT ${PRODUCT_CARD_COLUMNS} FROM products p
     JOIN product_translations t ON t.store_id = p.store_id AND t.product_id = p.id AND t.language = $2
     WHERE p.store_id = $1 AND p.id = ANY($3::int[])`,
    [tenant.storeId, tenant.language.code, ids],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), toProductCard(row, tenant)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function menuCategories(sql: SqlClient, tenant: Tenant): Promise<MenuCategory[]> {
  const categories = await sql.query<{ id: string; title: string; path: string; icon_svg: string }>(
    `SELECT mc.id::text AS id, t.title, t.path, mc.icon_svg FROM menu_categories mc
     JOIN menu_category_translations t ON t.store_id = mc.store_id AND t.menu_category_id = mc.id AND t.language = $2
     WHERE mc.store_id = $1 ORDER BY mc.position, mc.id`,
    [tenant.storeId, tenant.language.code],
  );
  const top = await sql.query<ProductCardRow & { menu_category_id: string }>(
    `SELECT tp.menu_category_id::text AS menu_category_id, ${PRODUCT_CARD_COLUMNS}
     FROM menu_category_top_products tp
     JOIN products p ON p.store_id = tp.store_id AND p.id = tp.product_id
     JOIN product_translations t ON t.store_id = p.store_id AND t.product_id = p.id AND t.language = $2
     WHERE tp.store_id = $1 ORDER BY tp.menu_category_id, tp.position`,
    [tenant.storeId, tenant.language.code],
  );
  return categories.map((category) => ({
    id: category.id,
    title: category.title,
    path: category.path,
    icon: { url: svgDataUrl(category.icon_svg), alt: category.title },
    topList: top
      .filter((row) => row.menu_category_id === category.id)
      .slice(0, TOP_LIST_SIZE)
      .map((row) => toProductCard(row, tenant)),
  }));
}

interface PageRow {
  id: string;
  kind: string;
  translation_key: string;
  path: string;
  title: string;
  hero_title: string | null;
  body: string;
  meta_title: string;
  meta_keywords: string;
  noindex: boolean;
  nofollow: boolean;
  latitude: number | null;
  longitude: number | null;
  address_street: string | null;
  address_city: string | null;
}

const PAGE_TYPES: Record<string, PageType> = {
  giving_moment: 'GIVING_MOMENT',
  landing: 'LANDING',
  information: 'INFORMATION',
  business: 'LANDING',
  blog_article: 'BLOG_ARTICLE',
  location: 'LOCATION',
  category: 'CATEGORY',
};

async function hreflangTags(sql: SqlClient, tenant: Tenant, translationKey: string): Promise<HreflangTag[]> {
  const rows = await sql.query<{ language: string; path: string }>(
    `SELECT language, path FROM pages WHERE store_id = $1 AND translation_key = $2 ORDER BY language`,
    [tenant.storeId, translationKey],
  );
  const origin = tenant.brand.origins[0] ?? '';
  return rows.map((row) => ({
    langCode: row.language,
    countryCode: tenant.brand.country,
    origin,
    path: row.path,
    isDefault: tenant.brand.languages.some((language) => language.code === row.language && language.default),
  }));
}

function toLocation(row: Pick<PageRow, 'id' | 'title' | 'path' | 'address_street' | 'address_city' | 'latitude' | 'longitude'>): Location {
  return {
    id: row.id,
    title: row.title,
    path: row.path,
    address: row.address_street ?? '',
    city: row.address_city ?? '',
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  };
}

/** Resolves a storefront path to a content page, a product page or a category page. */
export async function pageByPath(sql: SqlClient, tenant: Tenant, rawPath: string): Promise<Page | null> {
  if (rawPath.length > MAX_PATH_LENGTH) throw invalidInput('path', `Path can be at most ${MAX_PATH_LENGTH} characters.`);
  const trimmed = `/${rawPath.replace(/^\/+|\/+$/g, '')}`;
  const candidates = [trimmed, `${trimmed}/`];
  const [page] = await sql.query<PageRow>(
    `SELECT id::text AS id, kind::text AS kind, translation_key, path, title, hero_title, body, meta_title, meta_keywords,
       noindex, nofollow, latitude::float8 AS latitude, longitude::float8 AS longitude, address_street, address_city
     FROM pages WHERE store_id = $1 AND language = $2 AND path = ANY($3::text[]) LIMIT 1`,
    [tenant.storeId, tenant.language.code, candidates],
  );
  if (page) {
    const pageType = PAGE_TYPES[page.kind] ?? 'LANDING';
    return {
      id: page.id,
      pageType,
      path: page.path,
      title: page.title,
      heroTitle: page.hero_title,
      body: page.body,
      metadata: {
        title: page.meta_title,
        keywords: page.meta_keywords.split(',').map((k) => k.trim()).filter(Boolean),
        noindex: page.noindex,
        nofollow: page.nofollow,
        hreflangTags: await hreflangTags(sql, tenant, page.translation_key),
      },
      product: null,
      location: pageType === 'LOCATION' ? toLocation(page) : null,
    };
  }
  for (const candidate of candidates) {
    const product = await findProductByPath(sql, tenant, candidate);
    if (product) {
      return {
        id: product.id,
        pageType: 'PRODUCT',
        path: product.path,
        title: product.title,
        heroTitle: null,
        body: product.description,
        metadata: { title: product.title, keywords: [], noindex: false, nofollow: false, hreflangTags: [] },
        product,
        location: null,
      };
    }
  }
  const [category] = await sql.query<{ id: string; title: string; path: string }>(
    `SELECT tt.id::text AS id, t.title, t.path FROM taxonomy_term_translations t
     JOIN taxonomy_terms tt ON tt.store_id = t.store_id AND tt.id = t.term_id
     WHERE t.store_id = $1 AND t.language = $2 AND t.path = ANY($3::text[]) LIMIT 1`,
    [tenant.storeId, tenant.language.code, candidates],
  );
  if (!category) return null;
  return {
    id: category.id,
    pageType: 'CATEGORY',
    path: category.path,
    title: category.title,
    heroTitle: null,
    body: '',
    metadata: { title: category.title, keywords: [], noindex: false, nofollow: false, hreflangTags: [] },
    product: null,
    location: null,
  };
}

export interface BoundingBoxInput {
  readonly latmin: number;
  readonly latmax: number;
  readonly lonmin: number;
  readonly lonmax: number;
}

/** Locations inside the box, compared at the spec's 5-decimal precision by @shop/db. */
export async function locationsInBox(db: ShopDatabase, tenant: Tenant, box: BoundingBoxInput): Promise<Location[]> {
  try {
    const hits = await findLocationsInBox(db, {
      storeId: tenant.storeId,
      language: tenant.language.code,
      box: { latMin: box.latmin, latMax: box.latmax, lonMin: box.lonmin, lonMax: box.lonmax },
    });
    return hits.map((hit) => ({
      id: String(hit.id),
      title: hit.title,
      path: hit.path,
      address: hit.street ?? '',
      city: hit.city ?? '',
      latitude: hit.latitude,
      longitude: hit.longitude,
    }));
  } catch (error) {
    if (error instanceof InvalidBoundingBoxError) throw invalidInput(`box.${error.parameter.toLowerCase()}`, error.message);
    throw error;
  }
}

export async function addressSuggestions(sql: SqlClient, tenant: Tenant, query: string, limit: number) {
  if (query.length > 100) throw invalidInput('filters.query', 'Search text can be at most 100 characters.');
  const text = query.trim();
  if (text.length === 0) return [];
  const rows = await sql.query<{ street: string | null; post_code: string | null; city: string | null; country: string | null }>(
    `SELECT DISTINCT address_street AS street, address_post_code AS post_code, address_city AS city, address_country AS country
     FROM pages WHERE store_id = $1 AND kind = 'location'
       AND shop_search_text(concat_ws(' ', address_street, address_post_code, address_city)) LIKE '%' || shop_search_text($2) || '%'
     ORDER BY city, street LIMIT $3`,
    [tenant.storeId, text.replace(/[%_\\]/g, ''), limit],
  );
  return rows.map((row) => ({
    label: [row.street, [row.post_code, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    countryCode: row.country ?? tenant.brand.country,
    administrativeArea: row.city ?? '',
    locality: row.city ?? '',
  }));
}

/** Product ids of a block: its `items` may be a list of ids or an object with `productIds`. */
function blockProductIds(items: unknown): number[] {
  const list = Array.isArray(items)
    ? items
    : items && typeof items === 'object' && Array.isArray((items as { productIds?: unknown }).productIds)
      ? (items as { productIds: unknown[] }).productIds
      : [];
  return list.map((value) => (typeof value === 'object' && value !== null ? (value as { productId?: unknown }).productId : value))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
}

export async function blocksQueue(sql: SqlClient, tenant: Tenant, queueId: string): Promise<Block[]> {
  if (queueId.length > 100) throw invalidInput('queueID', 'Queue id is too long.');
  const rows = await sql.query<{ id: string; block_type: string; title: string; items: unknown }>(
    `SELECT id::text AS id, block_type, title, items FROM home_blocks
     WHERE store_id = $1 AND language = $2 AND queue_id = $3 ORDER BY position`,
    [tenant.storeId, tenant.language.code, queueId],
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      blockType: row.block_type,
      title: row.title,
      products: await productCardsByIds(sql, tenant, blockProductIds(row.items)),
    })),
  );
}

export async function popularSearchData(sql: SqlClient, tenant: Tenant): Promise<PopularSearchData> {
  const params = [tenant.storeId, tenant.language.code];
  const terms = await sql.query<{ title: string; url: string }>(
    `SELECT title, url FROM popular_search_terms WHERE store_id = $1 AND language = $2 ORDER BY position`,
    params,
  );
  const entities = await sql.query<ProductCardRow>(
    `SELECT ${PRODUCT_CARD_COLUMNS} FROM products p
     JOIN product_translations t ON t.store_id = p.store_id AND t.product_id = p.id AND t.language = $2
     WHERE p.store_id = $1 ORDER BY p.popularity DESC, p.position, p.id LIMIT ${TOP_LIST_SIZE}`,
    params,
  );
  const coupons = await sql.query<{ code: string; value_kind: string; value: number; currency: string }>(
    `SELECT c.code, c.value_kind::text AS value_kind, c.value, s.currency FROM coupons c JOIN stores s ON s.store_id = c.store_id
     WHERE c.store_id = $1 AND c.is_active AND c.valid_from <= now() AND (c.valid_until IS NULL OR c.valid_until > now())
     ORDER BY c.id LIMIT 5`,
    [tenant.storeId],
  );
  const blocks = await sql.query<{ title: string; description: string; card_image_svg: string; background_image_svg: string; referenced_path: string; show_hand: boolean }>(
    `SELECT title, description, card_image_svg, background_image_svg, referenced_path, show_hand
     FROM highlighted_blocks WHERE store_id = $1 AND language = $2 ORDER BY position`,
    params,
  );
  return {
    terms,
    entities: entities.map((row) => toProductCard(row, tenant)),
    coupons: coupons.map((coupon) => ({
      title: coupon.code,
      code: coupon.code,
      description:
        coupon.value_kind === 'RELATIVE' ? `${coupon.value / 100}% off` : `${(coupon.value / 100).toFixed(2)} ${coupon.currency} off`,
    })),
    highlightedBlocks: blocks.map((block) => ({
      title: block.title,
      description: block.description,
      cardImage: { url: svgDataUrl(block.card_image_svg), alt: block.title },
      backgroundImage: { url: svgDataUrl(block.background_image_svg), alt: '' },
      referencedPath: block.referenced_path,
      showHand: block.show_hand,
    })),
  };
}
