import type { ThemeName } from '@shop/brand-config';

/**
 * The metric-matched stand-in shown until the web font arrives (`font-display: swap`): a system face scaled and
 * given the web font's vertical metrics, so swapping one for the other moves nothing on the page (CLS 0).
 * The values are the ones next/font computes for an Arial fallback; Liberation Sans and Arimo share Arial's metrics.
 */
export interface FallbackFace {
  readonly family: string;
  readonly localFaces: readonly string[];
  readonly sizeAdjust: string;
  readonly ascentOverride: string;
  readonly descentOverride: string;
  readonly lineGapOverride: string;
}

/** A group's own typeface: self-hosted by the storefront (variable, 400 to 700), and its fallback. */
export interface Typeface {
  readonly family: string;
  /** The npm package the storefront serves the font files from. */
  readonly package: string;
  readonly fallback: FallbackFace;
}

/**
 * The two files each typeface is split into (Fontsource's, as Google Fonts splits them): Western European Latin,
 * which every page needs, and Central European letters (Polish, Czech, ...), which a browser fetches only for a page
 * that uses them.
 */
export const UNICODE_RANGES = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  latinExtended:
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
} as const;

const ARIAL_METRICS = ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'] as const;

function typeface(family: string, npmPackage: string, metrics: Omit<FallbackFace, 'family' | 'localFaces'>): Typeface {
  return { family, package: npmPackage, fallback: { family: `${family} Fallback`, localFaces: ARIAL_METRICS, ...metrics } };
}

export const groupTypefaces = {
  // Friendly and clear: open, round geometric shapes that stay legible in prices and small print.
  GCS: typeface('Figtree', '@fontsource-variable/figtree', {
    sizeAdjust: '99.94%',
    ascentOverride: '95.06%',
    descentOverride: '25.02%',
    lineGapOverride: '0.00%',
  }),
  // Rounded terminals, warm like the group's plum and gold and its rounded shapes.
  CB: typeface('Nunito', '@fontsource-variable/nunito', {
    sizeAdjust: '98.13%',
    ascentOverride: '103.02%',
    descentOverride: '35.97%',
    lineGapOverride: '0.00%',
  }),
  // Geometric, in the Futura tradition the group's square corners and flat shadows come from.
  CK: typeface('Jost', '@fontsource-variable/jost', {
    sizeAdjust: '95.51%',
    ascentOverride: '112.02%',
    descentOverride: '39.26%',
    lineGapOverride: '0.00%',
  }),
} as const satisfies Record<ThemeName, Typeface>;

const quoted = (family: string) => (/^[A-Za-z-]+$/.test(family) ? family : `'${family}'`);

/** A `font-family` value: the typeface, its metric-matched fallback, then the system stack. */
export function fontStack(face: Typeface, systemStack: string): string {
  return [quoted(face.family), quoted(face.fallback.family), systemStack].join(', ');
}
