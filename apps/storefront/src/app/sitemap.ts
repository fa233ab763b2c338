import type { LanguageCode, ScreenId } from '@shop/brand-config';
import {
  SitemapCategoriesDocument, SitemapContentPagesDocument, SitemapLocationsDocument, SitemapProductsDocument, type ContentListKind,
} from '@shop/graphql/operations';
import type { MetadataRoute } from 'next';
import { currentBrand } from '../brand/current-brand.ts';
import { serverQuery } from '../data/server.ts';
import { WHOLE_WORLD } from '../screens/catalogue/bounding-box.ts';
import { INFORMATION_SCREENS, informationPage } from '../screens/catalogue/ContentPageScreens.tsx';
import { SITEMAP_SCREENS, sitemapEntries, type ApiPaths } from '../seo/sitemap.ts';

// Built on request (the API need not run during the build); the catalogue queries behind it are cached.
export const dynamic = 'force-dynamic';

const PRODUCT_PAGE_SIZE = 100;
const CONTENT_PAGE_SIZE = 50;
/** A safety stop: no store lists more than this many pages of one kind. */
const MAX_PAGES = 200;

/** Every page of a paged API list, until its last page (or the safety stop). */
async function allPages(read: (pageNumber: number) => Promise<{ readonly paths: readonly string[]; readonly totalPages: number | null }>): Promise<string[]> {
  const paths: string[] = [];
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber += 1) {
    const page = await read(pageNumber);
    paths.push(...page.paths);
    if (page.totalPages === null || pageNumber >= page.totalPages) break;
  }
  return paths;
}

const productPaths = (lang: LanguageCode) =>
  allPages(async (pageNumber) => {
    const { products } = await serverQuery(lang, SitemapProductsDocument, { paging: { itemsPerPage: PRODUCT_PAGE_SIZE, pageNumber } });
    return { paths: products.products.map((product) => product.path), totalPages: products.paging?.totalPages ?? null };
  });

const contentPaths = (lang: LanguageCode, kind: ContentListKind) =>
  allPages(async (pageNumber) => {
    const { contentPages } = await serverQuery(lang, SitemapContentPagesDocument, { kind, paging: { itemsPerPage: CONTENT_PAGE_SIZE, pageNumber } });
    return { paths: contentPages.items.map((item) => item.path), totalPages: contentPages.paging?.totalPages ?? null };
  });

/** The fixed screens whose page the API marks `noindex`: only an information screen's page carries its own flags. */
async function unindexedScreens(lang: LanguageCode): Promise<ScreenId[]> {
  const listed = INFORMATION_SCREENS.filter((screen) => (SITEMAP_SCREENS as readonly ScreenId[]).includes(screen));
  const pages = await Promise.all(listed.map(async (screen) => ({ screen, page: await informationPage(lang, screen) })));
  return pages.filter(({ page }) => page?.metadata.noindex).map(({ screen }) => screen);
}

async function apiPaths(lang: LanguageCode): Promise<ApiPaths> {
  const [products, categories, blogArticles, givingMoments, locations, unindexed] = await Promise.all([
    productPaths(lang),
    serverQuery(lang, SitemapCategoriesDocument, {}),
    contentPaths(lang, 'BLOG_ARTICLE'),
    contentPaths(lang, 'GIVING_MOMENT'),
    serverQuery(lang, SitemapLocationsDocument, { box: WHOLE_WORLD }),
    unindexedScreens(lang),
  ]);
  return {
    products,
    categories: categories.menuCategories.categories.map((category) => category.path),
    blogArticles,
    givingMoments,
    locations: locations.locationsInBoundingBox.locations.map((location) => location.path),
    unindexedScreens: unindexed,
  };
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const byLanguage: Partial<Record<LanguageCode, ApiPaths>> = {};
  for (const language of currentBrand.languages) byLanguage[language.code] = await apiPaths(language.code);
  return sitemapEntries(currentBrand, byLanguage);
}
