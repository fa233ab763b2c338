import type { BrandConfig } from '@shop/brand-config';

/** URL prefix under which the build publishes brand assets (copied into public/brand-assets/). */
export const BRAND_ASSETS_URL = '/brand-assets';

/**
 * Where an asset lives relative to the brands folder. Asset paths in a brand config are relative
 * to the brand's own folder and may reach shared assets with "../".
 */
export function brandAssetPath(brandCode: string, src: string): string {
  const segments: string[] = [];
  for (const segment of `${brandCode}/${src}`.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) throw new Error(`Asset "${src}" of brand ${brandCode} points outside the brands folder`);
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.join('/');
}

export function brandAssetUrl(brandCode: string, src: string): string {
  return `${BRAND_ASSETS_URL}/${brandAssetPath(brandCode, src)}`;
}

/** Every asset a brand config refers to, as written in the config. */
export function referencedAssets(brand: BrandConfig): string[] {
  const sources = [
    ...Object.values(brand.logos).map((logo) => logo.src),
    ...brand.trustMarks.map((mark) => mark.src),
    ...brand.decorations.map((decoration) => decoration.src),
    ...brand.paymentLogos.map((logo) => logo.src),
    brand.choiceCard.image.src,
  ];
  return [...new Set(sources)];
}
