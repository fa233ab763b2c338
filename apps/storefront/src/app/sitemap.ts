import type { LanguageCode } from '@shop/brand-config';
import { SitemapCategoriesDocument, SitemapProductsDocument } from '@shop/graphql/operations';
import type { MetadataRoute } from 'next';
import { currentBrand } from '../brand/current-brand.ts';
import { serverQuery } from '../data/server.ts';
import { sitemapEntries, type ApiPaths } from '../seo/sitemap.ts';

// Built on request (the API need not run during the build); the catalogue queries behind it are cached.
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 100;
/** A safety stop: no store lists more than this many pages of products. */
const MAX_PAGES = 200;

async function productPaths(lang: LanguageCode): Promise<string[]> {
  const paths: string[] = [];
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber += 1) {
    const { products } = await serverQuery(lang, SitemapProductsDocument, { paging: { itemsPerPage: PAGE_SIZE, pageNumber } });
    paths.push(...products.products.map((product) => product.path));
    if (!products.paging || pageNumber >= products.paging.totalPages) break;
  }
  return paths;
}

async function apiPaths(lang: LanguageCode): Promise<ApiPaths> {
  const [products, categories] = await Promise.all([
    productPaths(lang),
    serverQuery(lang, SitemapCategoriesDocument, {}),
  ]);
  return { products, categories: categories.menuCategories.categories.map((category) => category.path) };
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const byLanguage: Partial<Record<LanguageCode, ApiPaths>> = {};
  for (const language of currentBrand.languages) byLanguage[language.code] = await apiPaths(language.code);
  return sitemapEntries(currentBrand, byLanguage);
}
