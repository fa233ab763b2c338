import localFont from 'next/font/local';

// The CB theme's typeface, Nunito (groupTypefaces.CB in @shop/themes): next/font serves the files from /_next/static with
// immutable caching and preloads the Latin file, which every page needs above the fold. Central European letters
// (Polish, Czech, ...) come from a second file the browser fetches only for a page that uses them. The family name
// is fixed so the theme's font stack can name it; the metric-matched fallback comes from the theme (brand-theme.css.ts).
// next/font needs literal options and a relative path, hence the walk up to the workspace's node_modules.

export const latin = localFont({
  src: '../../../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  weight: '400 700',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: 'Nunito' },
    { prop: 'unicode-range', value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD' },
  ],
});

export const latinExtended = localFont({
  src: '../../../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: 'Nunito' },
    { prop: 'unicode-range', value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF' },
  ],
});
