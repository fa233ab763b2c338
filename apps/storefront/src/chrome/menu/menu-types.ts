/** A menu category as the header shows it, with its addresses already built on the server. */
export interface MenuCategoryLink {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly topProducts: readonly { readonly id: string; readonly title: string; readonly href: string }[];
}

/** Spec §9: the mobile menu lists at most 6 categories, then 'View all categories'. */
export const MOBILE_MENU_CATEGORY_LIMIT = 6;
