import { and, asc, eq } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { menuCategories, menuCategoryTopProducts, menuCategoryTranslations, products, productTranslations } from '../schema.ts';
import { productCardColumns, translationOf, type ProductCardRow, type StoreScope } from './product-cards.ts';

export interface MenuCategoryRow {
  readonly id: number;
  readonly title: string;
  readonly path: string;
  readonly iconSvg: string;
  /** The category's top products in menu order, at most `topListSize`. */
  readonly topList: ProductCardRow[];
}

/** The gift-card category menu in the scope's language, each category with its top products. */
export async function listMenuCategories(db: ShopDatabase, scope: StoreScope, topListSize: number): Promise<MenuCategoryRow[]> {
  const categories = await db
    .select({ id: menuCategories.id, title: menuCategoryTranslations.title, path: menuCategoryTranslations.path, iconSvg: menuCategories.iconSvg })
    .from(menuCategories)
    .innerJoin(
      menuCategoryTranslations,
      and(
        eq(menuCategoryTranslations.storeId, menuCategories.storeId),
        eq(menuCategoryTranslations.menuCategoryId, menuCategories.id),
        eq(menuCategoryTranslations.language, scope.language),
      ),
    )
    .where(eq(menuCategories.storeId, scope.storeId))
    .orderBy(asc(menuCategories.position), asc(menuCategories.id));
  const topProducts = await db
    .select({ menuCategoryId: menuCategoryTopProducts.menuCategoryId, card: productCardColumns })
    .from(menuCategoryTopProducts)
    .innerJoin(products, and(eq(products.storeId, menuCategoryTopProducts.storeId), eq(products.id, menuCategoryTopProducts.productId)))
    .innerJoin(productTranslations, translationOf(scope.language))
    .where(eq(menuCategoryTopProducts.storeId, scope.storeId))
    .orderBy(asc(menuCategoryTopProducts.menuCategoryId), asc(menuCategoryTopProducts.position));
  return categories.map((category) => ({
    ...category,
    topList: topProducts
      .filter((top) => top.menuCategoryId === category.id)
      .slice(0, topListSize)
      .map((top) => top.card),
  }));
}
