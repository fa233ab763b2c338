import { routePath, type BrandConfig, type ScreenId } from '@shop/brand-config';

type MenuColumns = NonNullable<BrandConfig['footerMenu'][keyof BrandConfig['footerMenu']]>;
export type MenuLink = MenuColumns[number]['links'][number];
export type LanguageCode = BrandConfig['languages'][number]['code'];

export interface ResolvedLink {
  readonly href: string;
  readonly label: string;
  readonly external: boolean;
}

/**
 * A configured link names its screen at run time, so the per-screen parameter typing of
 * `routePath` cannot apply; `routePath` still rejects a missing parameter when it is called.
 */
const screenPath = routePath as (
  brand: BrandConfig,
  language: LanguageCode,
  screen: ScreenId,
  params?: Readonly<Record<string, string | undefined>>,
) => string;

/** Turns a configured link into an address: screens through the brand's route table. */
export function resolveLink(brand: BrandConfig, language: LanguageCode, link: MenuLink): ResolvedLink {
  if (link.kind === 'url') return { href: link.url, label: link.label, external: true };
  return { href: screenPath(brand, language, link.screen, link.params ?? {}), label: link.label, external: false };
}

/** The footer menu columns for a language; an empty list when the brand has none for it. */
export function footerColumns(brand: BrandConfig, language: LanguageCode): MenuColumns {
  return brand.footerMenu[language] ?? [];
}

/**
 * A storefront address for a path the API returns (`/gift-cards/spa`, `/gift-cards?type=x`): the language
 * prefix (`languagePrefix`, '' for the default language) and the routes' final '/' are added; absolute URLs are kept.
 * Takes the prefix, not the brand, so client components can use it without the brand config.
 */
export function apiPathHref(prefix: string, apiPath: string): string {
  if (/^https?:\/\//i.test(apiPath)) return apiPath;
  const [pathPart = '', ...queryParts] = apiPath.split('?');
  const query = queryParts.length > 0 ? `?${queryParts.join('?')}` : '';
  const absolute = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
  const withSlash = absolute.endsWith('/') ? absolute : `${absolute}/`;
  const prefixed = prefix !== '' && !(withSlash === `${prefix}/` || withSlash.startsWith(`${prefix}/`)) ? `${prefix}${withSlash}` : withSlash;
  return `${prefixed}${query}`;
}
