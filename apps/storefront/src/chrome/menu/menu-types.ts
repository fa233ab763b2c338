/**
 * A menu category as the header shows it, with its addresses already built on the server. Categories and products are
 * told apart by their addresses, which are unique: every page hands the menu over, so it carries no other ids.
 */
export interface MenuCategoryLink {
  readonly title: string;
  readonly href: string;
  readonly topProducts: readonly { readonly title: string; readonly href: string }[];
}

/** Spec §9: the mobile menu lists at most 6 categories, then 'View all categories'. */
export const MOBILE_MENU_CATEGORY_LIMIT = 6;
