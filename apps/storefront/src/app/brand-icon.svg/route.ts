import { brandIconArt, brandIconSvg } from '../brand/brand-icon.ts';
import { currentBrand } from '../brand/current-brand.ts';

export const contentType = 'image/svg+xml';
export const size = { width: 64, height: 64 };

/** The brand's favicon, made from its colours at build time. */
export default function Icon() {
  return new Response(brandIconSvg(brandIconArt(currentBrand)), { headers: { 'Content-Type': contentType } });
}
