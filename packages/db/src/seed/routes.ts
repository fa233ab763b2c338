/**
 * Screens the seed writes paths for. Their patterns come from the brand's route table (`/gift-cards/:product/`),
 * so every seeded path is one the storefront routes to its screen.
 */
export const seededScreens = [
  'home',
  'productList',
  'productDetail',
  'choiceCard',
  'category',
  'locationDetail',
  'giveMomentPage',
  'blogArticle',
  'business',
  'contact',
  'delivery',
  'cancelationPolicy',
  'termsConditions',
  'cookies',
  'cookiesPrivacyStatement',
] as const;
export type SeededScreen = (typeof seededScreens)[number];

export type SeedRoutes = Readonly<Record<SeededScreen, string>>;

/**
 * The path of a screen as the API stores it: the route pattern without the language prefix and without the final
 * '/', with its one `:parameter` (if any) replaced by `parameter`.
 */
export function routedPath(routes: SeedRoutes, screen: SeededScreen, parameter?: string): string {
  const path = routes[screen].replace(/:[A-Za-z]+/g, (name) => {
    if (parameter === undefined || parameter === '') throw new Error(`The ${screen} route needs a value for ${name}`);
    return parameter;
  });
  return path === '/' ? path : path.replace(/\/$/, '');
}
