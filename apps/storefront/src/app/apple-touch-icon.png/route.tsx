import { ImageResponse } from 'next/og';
import { brandIconArt } from '../../brand/brand-icon.ts';
import { currentBrand } from '../../brand/current-brand.ts';
import { BRAND_ICONS, ICON_CACHE_CONTROL } from '../../seo/icons.ts';

export const dynamic = 'force-static';

/** The icon a phone puts on its home screen for the shop: the favicon's art as the PNG phones ask for. */
export function GET(): Response {
  const art = brandIconArt(currentBrand);
  const { size } = BRAND_ICONS.touch;
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: art.background,
          color: art.foreground,
          fontSize: 112,
          fontWeight: 700,
        }}
      >
        {art.initial}
      </div>
    ),
    { width: size, height: size, headers: { 'Cache-Control': ICON_CACHE_CONTROL } },
  );
}
