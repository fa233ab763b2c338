import type { BrandConfig } from '@shop/brand-config';
import { brandTokens } from '@shop/themes/tokens';

/** What a brand's favicon and app icons show: its initial in its own colours. */
export interface BrandIconArt {
  readonly background: string;
  readonly foreground: string;
  readonly initial: string;
}

export function brandIconArt(brand: Pick<BrandConfig, 'name' | 'theme'>): BrandIconArt {
  const { color } = brandTokens(brand.theme.name, brand.theme.overrides);
  return { background: color.brand, foreground: color.onBrand, initial: brand.name.trim().charAt(0).toUpperCase() };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The favicon as SVG: sharp at any size the browser asks for, one file for tabs, bookmarks and pinned tabs. */
export function brandIconSvg({ background, foreground, initial }: BrandIconArt): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${escapeXml(background)}"/>`,
    `<text x="32" y="46" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="40" font-weight="700" fill="${escapeXml(foreground)}">${escapeXml(initial)}</text>`,
    '</svg>',
  ].join('');
}
