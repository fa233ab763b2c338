import { storeHomeUrl, type StoreChoice } from './countries.ts';
import type { SwitchPaths } from './switch-paths.ts';

export interface HreflangLink {
  /** BCP 47 tag as written in the page head: 'nl-BE', 'en-IE', 'x-default'. */
  readonly hreflang: string;
  readonly href: string;
}

export interface DestinationRequest {
  readonly target: StoreChoice;
  readonly language: string;
  /** The page's alternate-language links (`<link rel="alternate" hreflang>`). */
  readonly hreflangLinks: readonly HreflangLink[];
  /** The current screen's and the home page's addresses in the chosen store and language. */
  readonly paths: () => Promise<SwitchPaths>;
}

function matchingHreflang(links: readonly HreflangLink[], language: string, country: string): string | null {
  const wanted = `${language}-${country}`.toLowerCase();
  return links.find((link) => link.hreflang.toLowerCase() === wanted)?.href ?? null;
}

/**
 * Spec §4: where the page reloads after the language form is applied: the same screen when it is a
 * known non-entity route, else the page's matching hreflang link, else the chosen store's home page
 * in the chosen language (another store means another brand's address).
 */
export async function destinationFor({ target, language, hreflangLinks, paths }: DestinationRequest): Promise<string> {
  const known = await paths().catch((): SwitchPaths => ({ translated: null, home: null }));
  if (known.translated) return known.translated;
  const alternate = matchingHreflang(hreflangLinks, language, target.country);
  if (alternate) return alternate;
  return known.home ?? storeHomeUrl(target, language);
}

/** The alternate-language links of the current document. */
export function documentHreflangLinks(document: Document): HreflangLink[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => ({
    hreflang: link.hreflang,
    href: link.href,
  }));
}
