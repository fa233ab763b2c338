import { ImageResponse } from 'next/og';
import { brandIconArt } from '../brand/brand-icon.ts';
import { currentBrand } from '../brand/current-brand.ts';

export const contentType = 'image/png';
export const size = { width: 180, height: 180 };

/** The icon a phone puts on its home screen for the shop: the favicon's art as the PNG phones ask for. */
export default function AppleIcon() {
  const art = brandIconArt(currentBrand);
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
    size,
  );
}
