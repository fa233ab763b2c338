import { brandIconArt, brandIconSvg } from '../../brand/brand-icon.ts';
import { currentBrand } from '../../brand/current-brand.ts';
import { BRAND_ICONS, ICON_CACHE_CONTROL } from '../../seo/icons.ts';

export const dynamic = 'force-static';

/** The brand's favicon, made from its colours at build time. */
export function GET(): Response {
  return new Response(brandIconSvg(brandIconArt(currentBrand)), {
    headers: { 'Content-Type': BRAND_ICONS.favicon.type, 'Cache-Control': ICON_CACHE_CONTROL },
  });
}
