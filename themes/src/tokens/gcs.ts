import { ACTIVE_SHADE, HOVER_SHADE } from '../shades.ts';
import { shade } from '../color.ts';
import { fontStack, groupTypefaces } from '../typefaces.ts';
import { fontWeight, motion, zIndex } from './shared.ts';
import type { ThemeTokens } from './types.ts';

const brand = '#c8102e';
const accent = '#0a2540';

const typeStack = fontStack(groupTypefaces.GCS, "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif");

/** GCS: signal red with a midnight-blue accent, pill buttons, strong depth, Figtree. */
export const gcsTokens: ThemeTokens = {
  color: {
    brand,
    brandHover: shade(brand, HOVER_SHADE),
    brandActive: shade(brand, ACTIVE_SHADE),
    onBrand: '#ffffff',
    accent,
    accentHover: shade(accent, HOVER_SHADE),
    onAccent: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f3f5f8',
    surfaceInverse: '#0a2540',
    onSurfaceInverse: '#ffffff',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d9dee5',
    borderStrong: '#6b7280',
    focus: '#2563eb',
    success: '#15803d',
    danger: '#b91c1c',
    warning: '#92400e',
    overlay: 'rgba(10, 37, 64, 0.55)',
    labelLike: '#be123c',
    labelStar: '#92400e',
  },
  font: {
    body: typeStack,
    heading: typeStack,
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: '2.25rem',
  },
  fontWeight,
  lineHeight: {
    tight: '1.1',
    normal: '1.5',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(10, 37, 64, 0.12)',
    md: '0 8px 20px rgba(10, 37, 64, 0.18)',
    lg: '0 24px 48px rgba(10, 37, 64, 0.28)',
  },
  zIndex,
  motion,
};
