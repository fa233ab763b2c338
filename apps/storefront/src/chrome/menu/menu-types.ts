/**
 * A menu category as the header shows it, with its address already built on the server. Categories and products are
 * told apart by their addresses, which are unique: every page hands the menu over, so it carries no other ids.
 */
export interface MenuCategory {
  readonly title: string;
  readonly href: string;
}

export interface MenuProduct {
  readonly title: string;
  readonly href: string;
}

/** Each category's top products, by the category's address: what the desktop menu shows beside a category. */
export type TopProductsByCategory = Readonly<Record<string, readonly MenuProduct[]>>;

/** Spec §9: the mobile menu lists at most 6 categories, then 'View all categories'. */
export const MOBILE_MENU_CATEGORY_LIMIT = 6;
