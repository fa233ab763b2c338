import type { Block, HreflangTag, Location, MenuCategory, Page, PageType, PagingInput, PopularSearchData } from '@shop/graphql';
import {
  artworkPath,
  findAddressSuggestions,
  findContentPageByPath,
  findLocationsInBox,
  findProductCardsByIds,
  findTaxonomyTermByPath,
  InvalidBoundingBoxError,
  listHomeBlocks,
  listMenuCategories,
  listPageVersions,
  popularSearchContent,
  type ContentPageRow,
  type ShopDatabase,
} from '@shop/db';
import { formatMajor, money } from '@shop/money';
import { townLine } from '@shop/validation';
import { invalidInput } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { findProductByPath } from './productDetail.ts';
import { pageWindow } from './paging.ts';
import { productRecordId } from './productId.ts';
import { toProductCard } from './productCards.ts';
import { storeScope } from './storeScope.ts';

const TOP_LIST_SIZE = 4;
const MAX_COUPONS = 5;
const MAX_PATH_LENGTH = 300;
const DEFAULT_SUGGESTIONS_PER_PAGE = 10;
const MAX_SUGGESTIONS_PER_PAGE = 50;

export async function menuCategories(db: ShopDatabase, tenant: Tenant): Promise<MenuCategory[]> {
  const categories = await listMenuCategories(db, storeScope(tenant), TOP_LIST_SIZE);
  return categories.map((category) => ({
    id: String(category.id),
    title: category.title,
    path: category.path,
    // An address, like product artwork: the storefront proxies /images/ and the browser caches the icon once.
    icon: { url: artworkPath('categories', category.id), alt: category.title },
    topList: category.topList.map((row) => toProductCard(row, tenant)),
  }));
}

const PAGE_TYPES: Record<ContentPageRow['kind'], PageType> = {
  giving_moment: 'GIVING_MOMENT',
  landing: 'LANDING',
  information: 'INFORMATION',
  business: 'LANDING',
  blog_article: 'BLOG_ARTICLE',
  location: 'LOCATION',
  category: 'CATEGORY',
};

async function hreflangTags(db: ShopDatabase, tenant: Tenant, translationKey: string): Promise<HreflangTag[]> {
  const versions = await listPageVersions(db, tenant.storeId, translationKey);
  const origin = tenant.brand.origins[0] ?? '';
  return versions.map((version) => ({
    langCode: version.language,
    countryCode: tenant.brand.country,
    origin,
    path: version.path,
    isDefault: tenant.brand.languages.some((language) => language.code === version.language && language.default),
  }));
}

function toLocation(row: ContentPageRow): Location {
  return {
    id: String(row.id),
    title: row.title,
    path: row.path,
    address: row.addressStreet ?? '',
    city: row.addressCity ?? '',
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  };
}

/** Resolves a storefront path to a content page, a product page or a category page. */
export async function pageByPath(db: ShopDatabase, tenant: Tenant, rawPath: string): Promise<Page | null> {
  if (rawPath.length > MAX_PATH_LENGTH) throw invalidInput('path', `Path can be at most ${MAX_PATH_LENGTH} characters.`);
  const trimmed = `/${rawPath.replace(/^\/+|\/+$/g, '')}`;
  const candidates = [trimmed, `${trimmed}/`];
  const page = await findContentPageByPath(db, storeScope(tenant), candidates);
  if (page) {
    const pageType = PAGE_TYPES[page.kind];
    return {
      id: String(page.id),
      pageType,
      path: page.path,
      title: page.title,
      heroTitle: page.heroTitle,
      body: page.body,
      metadata: {
        title: page.metaTitle,
        keywords: page.metaKeywords.split(',').map((k) => k.trim()).filter(Boolean),
        noindex: page.noindex,
        nofollow: page.nofollow,
        hreflangTags: await hreflangTags(db, tenant, page.translationKey),
      },
      product: null,
      location: pageType === 'LOCATION' ? toLocation(page) : null,
    };
  }
  const product = await findProductByPath(db, tenant, candidates);
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
  const category = await findTaxonomyTermByPath(db, storeScope(tenant), candidates);
  if (!category) return null;
  return {
    id: String(category.id),
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

/**
 * Locations inside the box, compared at the spec's 5-decimal precision by @shop/db; with `productID`, only those that
 * accept that card (an id past any record's accepts nowhere).
 */
export async function locationsInBox(db: ShopDatabase, tenant: Tenant, box: BoundingBoxInput, productID?: string | null): Promise<Location[]> {
  const productId = productID === undefined || productID === null ? undefined : productRecordId(productID);
  if (productId === null) return [];
  try {
    const hits = await findLocationsInBox(db, {
      storeId: tenant.storeId,
      language: tenant.language.code,
      box: { latMin: box.latmin, latMax: box.latmax, lonMin: box.lonmin, lonMax: box.lonmax },
      ...(productId === undefined ? {} : { productId }),
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

/** One page of the store's addresses that contain `query`; `paging` is checked like every list's (`pageWindow`). */
export async function addressSuggestions(db: ShopDatabase, tenant: Tenant, query: string, paging: PagingInput | null | undefined) {
  const window = pageWindow(paging, { itemsPerPage: DEFAULT_SUGGESTIONS_PER_PAGE, maxItemsPerPage: MAX_SUGGESTIONS_PER_PAGE });
  if (query.length > 100) throw invalidInput('filters.query', 'Search text can be at most 100 characters.');
  const rows = await findAddressSuggestions(db, { storeId: tenant.storeId, text: query, limit: window.limit, offset: window.offset });
  return rows.map((row) => {
    const countryCode = row.country ?? tenant.brand.country;
    // The street line is stored as the country writes it; the town line follows the country too ('Dublin D02 X285').
    const town = townLine({ street: row.street ?? '', postCode: row.postCode, city: row.city ?? '', countryCode });
    return {
      label: [row.street, town].filter(Boolean).join(', '),
      countryCode,
      administrativeArea: row.city ?? '',
      locality: row.city ?? '',
    };
  });
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

export async function blocksQueue(db: ShopDatabase, tenant: Tenant, queueId: string): Promise<Block[]> {
  if (queueId.length > 100) throw invalidInput('queueID', 'Queue id is too long.');
  const rows = await listHomeBlocks(db, storeScope(tenant), queueId);
  return Promise.all(
    rows.map(async (row) => ({
      id: String(row.id),
      blockType: row.blockType,
      title: row.title,
      products: (await findProductCardsByIds(db, storeScope(tenant), blockProductIds(row.items))).map((card) => toProductCard(card, tenant)),
    })),
  );
}

export async function popularSearchData(db: ShopDatabase, tenant: Tenant): Promise<PopularSearchData> {
  const content = await popularSearchContent(db, storeScope(tenant), { products: TOP_LIST_SIZE, coupons: MAX_COUPONS });
  return {
    terms: content.terms,
    entities: content.products.map((row) => toProductCard(row, tenant)),
    coupons: content.coupons.map((coupon) => ({
      title: coupon.code,
      code: coupon.code,
      description:
        coupon.valueKind === 'RELATIVE' ? `${coupon.value / 100}% off` : `${formatMajor(money(coupon.currency, coupon.value))} ${coupon.currency} off`,
    })),
    highlightedBlocks: content.highlightedBlocks.map((block) => ({
      title: block.title,
      description: block.description,
      cardImage: { url: artworkPath('highlight-cards', block.id), alt: block.title },
      backgroundImage: { url: artworkPath('highlight-backgrounds', block.id), alt: '' },
      referencedPath: block.referencedPath,
      showHand: block.showHand,
    })),
  };
}
