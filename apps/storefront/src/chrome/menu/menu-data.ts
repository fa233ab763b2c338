import { languagePrefix, lastPathSegment } from '@shop/brand-config';
import { ChromeMenuCategoriesDocument } from '@shop/graphql/operations';
import { currentBrand } from '../../brand/current-brand.ts';
import { serverQuery } from '../../data/server.ts';
import { href } from '../../routing/href.ts';
import type { StoreLanguage } from '../../routing/languages.ts';
import { apiPathHref } from '../links.ts';
import type { MenuCategory, TopProductsByCategory } from './menu-types.ts';

export interface MenuData {
  readonly categories: readonly MenuCategory[];
  readonly topProducts: TopProductsByCategory;
}

/** The API's menu categories and their top products; an empty menu when the API cannot be reached. */
export async function menuData(language: StoreLanguage): Promise<MenuData> {
  try {
    const prefix = languagePrefix(currentBrand, language.code);
    const { menuCategories } = await serverQuery(language.code, ChromeMenuCategoriesDocument, {});
    const entries = menuCategories.categories.map((category) => ({
      title: category.title,
      // The API files a category under the product path (`/gift-cards/spa`); its page is the category route.
      href: href(language.code, 'category', { category: lastPathSegment(category.path) }),
      topProducts: category.topList.map((product) => ({ title: product.title, href: apiPathHref(prefix, product.path) })),
    }));
    return {
      categories: entries.map(({ title, href: address }) => ({ title, href: address })),
      topProducts: Object.fromEntries(entries.map((entry) => [entry.href, entry.topProducts])),
    };
  } catch (error) {
    console.error('Header: menu categories unavailable', error instanceof Error ? error.message : error);
    return { categories: [], topProducts: {} };
  }
}
