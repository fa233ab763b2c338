import { ACTIVE_SHADE, HOVER_SHADE } from '../shades.ts';
import { shade } from '../color.ts';
import { fontStack, groupTypefaces } from '../typefaces.ts';
import { fontWeight, motion, zIndex } from './shared.ts';
import type { ThemeTokens } from './types.ts';

const brand = '#5b2a86';
const accent = '#ffb020';

const typeStack = fontStack(groupTypefaces.CB, "'Segoe UI', 'Helvetica Neue', Ubuntu, Roboto, system-ui, sans-serif");

/** CB: warm plum brand with a golden accent, rounded friendly shapes, Nunito. */
export const cbTokens: ThemeTokens = {
  color: {
    brand,
    brandHover: shade(brand, HOVER_SHADE),
    brandActive: shade(brand, ACTIVE_SHADE),
    onBrand: '#ffffff',
    accent,
    accentHover: shade(accent, HOVER_SHADE),
    onAccent: '#2a1a00',
    surface: '#ffffff',
    surfaceMuted: '#f6f1fa',
    surfaceInverse: '#2a1640',
    onSurfaceInverse: '#ffffff',
    text: '#1f1a24',
    textMuted: '#5e5769',
    border: '#ddd3e6',
    borderStrong: '#8a7d99',
    focus: '#1a73e8',
    success: '#1e7a3c',
    danger: '#b3261e',
    warning: '#8a5300',
    overlay: 'rgba(31, 26, 36, 0.6)',
    labelLike: '#c2185b',
    labelStar: '#8a5300',
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
    xl: '1.5rem',
    xxl: '2rem',
  },
  fontWeight,
  lineHeight: {
    tight: '1.2',
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
    sm: '8px',
    md: '14px',
    lg: '24px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 3px rgba(63, 29, 94, 0.14)',
    md: '0 6px 16px rgba(63, 29, 94, 0.16)',
    lg: '0 16px 40px rgba(63, 29, 94, 0.22)',
  },
  zIndex,
  motion,
};
