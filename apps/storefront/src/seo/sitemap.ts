import { lastPathSegment, routePath, type BrandConfig, type LanguageCode, type ScreenId } from '@shop/brand-config';
import type { MetadataRoute } from 'next';
import { siteOrigin } from './metadata.ts';
import { INTERNAL_PREFIX } from '../routing/internal-prefix.ts';

/** The browse screens without parameters a search engine should know (no basket, checkout or account). */
export const SITEMAP_SCREENS = [
  'home', 'productList', 'choiceCard', 'categoryAll', 'blog', 'giveMoments', 'business', 'doubler', 'contact', 'delivery',
  'cancelationPolicy', 'termsConditions', 'cookies', 'cookiesPrivacyStatement', 'redeemStart', 'redeemResult',
] as const satisfies readonly ScreenId[];

/** Screens robots should not crawl: per-visitor and transactional pages. */
export const PRIVATE_SCREENS = ['cart', 'checkout', 'account', 'redeemCheckout', 'reorder'] as const satisfies readonly ScreenId[];

/** What the API lists for one language, its paths as it writes them (`/gift-cards/spa`). */
export interface ApiPaths {
  readonly products: readonly string[];
  readonly categories: readonly string[];
  readonly blogArticles: readonly string[];
  readonly givingMoments: readonly string[];
  readonly locations: readonly string[];
  /** Fixed screens whose page asks search engines not to index it (the API's `noindex`): left out of the sitemap. */
  readonly unindexedScreens: readonly ScreenId[];
}

/** The pages the API lists, by the screen that shows them and the route parameter their slug fills. */
const LISTED_PAGES = [
  { paths: 'products', screen: 'productDetail', param: 'product', priority: 0.8 },
  { paths: 'categories', screen: 'category', param: 'category', priority: 0.7 },
  { paths: 'givingMoments', screen: 'giveMomentPage', param: 'product', priority: 0.6 },
  { paths: 'blogArticles', screen: 'blogArticle', param: 'path', priority: 0.5 },
  { paths: 'locations', screen: 'locationDetail', param: 'location', priority: 0.4 },
] as const satisfies readonly { paths: keyof Omit<ApiPaths, 'unindexedScreens'>; screen: ScreenId; param: string; priority: number }[];

const screenPath = routePath as (brand: BrandConfig, language: LanguageCode, screen: ScreenId, params?: object) => string;

function alternatesOf(brand: BrandConfig, screen: ScreenId): Record<string, string> | undefined {
  if (brand.languages.length < 2) return undefined;
  const languages: Record<string, string> = {};
  for (const language of brand.languages) languages[language.locale] = `${siteOrigin(brand)}${routePath(brand, language.code, screen as 'home')}`;
  return languages;
}

/**
 * Every public URL of a brand a search engine may index: its fixed screens in each language (but those the API marks
 * `noindex`), then the API's products, categories, giving moments, blog articles and locations.
 */
export function sitemapEntries(brand: BrandConfig, pathsByLanguage: Readonly<Partial<Record<LanguageCode, ApiPaths>>>): MetadataRoute.Sitemap {
  const origin = siteOrigin(brand);
  const entries: MetadataRoute.Sitemap = [];
  const seen = new Set<string>();
  const add = (entry: MetadataRoute.Sitemap[number]) => {
    if (seen.has(entry.url)) return;
    seen.add(entry.url);
    entries.push(entry);
  };
  for (const language of brand.languages) {
    const paths = pathsByLanguage[language.code];
    for (const screen of SITEMAP_SCREENS) {
      if (paths?.unindexedScreens.includes(screen)) continue;
      const languages = alternatesOf(brand, screen);
      add({
        url: `${origin}${routePath(brand, language.code, screen)}`,
        changeFrequency: screen === 'home' || screen === 'productList' ? 'daily' : 'weekly',
        priority: screen === 'home' ? 1 : 0.6,
        ...(languages ? { alternates: { languages } } : {}),
      });
    }
    for (const listed of LISTED_PAGES) {
      for (const apiPath of paths?.[listed.paths] ?? []) {
        const slug = lastPathSegment(apiPath);
        if (slug) add({ url: `${origin}${screenPath(brand, language.code, listed.screen, { [listed.param]: slug })}`, changeFrequency: 'weekly', priority: listed.priority });
      }
    }
  }
  return entries;
}

/** robots.txt rules: everything but the per-visitor pages (in every language) and the internal routes. */
export function robotsRules(brand: BrandConfig): MetadataRoute.Robots {
  const disallow = [`/${INTERNAL_PREFIX}/`, '/api/'];
  for (const language of brand.languages) {
    for (const screen of PRIVATE_SCREENS) disallow.push(routePath(brand, language.code, screen));
  }
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...new Set(disallow)] }],
    sitemap: `${siteOrigin(brand)}/sitemap.xml`,
    host: siteOrigin(brand),
  };
}
