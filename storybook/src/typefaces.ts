import { groupTypefaces, UNICODE_RANGES, type ThemeName } from '@shop/themes/tokens';
import figtreeLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';
import figtreeLatinExtended from '@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2?url';
import jostLatin from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import jostLatinExtended from '@fontsource-variable/jost/files/jost-latin-ext-wght-normal.woff2?url';
import nunitoLatin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import nunitoLatinExtended from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2?url';

/** The same files the storefront serves for each group (its src/theme/fonts/<group>.ts), for the Vite build here. */
const FILES: Readonly<Record<ThemeName, { readonly latin: string; readonly latinExtended: string }>> = {
  GCS: { latin: figtreeLatin, latinExtended: figtreeLatinExtended },
  CB: { latin: nunitoLatin, latinExtended: nunitoLatinExtended },
  CK: { latin: jostLatin, latinExtended: jostLatinExtended },
};

/**
 * Registers every group's typeface under the family name its theme's font stack names, so each brand's stories are
 * set in the type its storefront uses. The browser fetches a file only when a story's text needs it.
 */
export function registerGroupTypefaces(fonts: FontFaceSet = document.fonts): void {
  for (const [group, files] of Object.entries(FILES) as [ThemeName, (typeof FILES)[ThemeName]][]) {
    for (const subset of ['latin', 'latinExtended'] as const) {
      const face = new FontFace(groupTypefaces[group].family, `url(${files[subset]}) format('woff2')`, {
        weight: '400 700',
        display: 'swap',
        unicodeRange: UNICODE_RANGES[subset],
      });
      fonts.add(face);
    }
  }
}
