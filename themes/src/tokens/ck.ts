import { ACTIVE_SHADE, HOVER_SHADE } from '../shades.ts';
import { shade } from '../color.ts';
import { fontStack, groupTypefaces } from '../typefaces.ts';
import { fontWeight, motion, zIndex } from './shared.ts';
import type { ThemeTokens } from './types.ts';

const brand = '#0b5d4b';
const accent = '#b8471f';

const typeStack = fontStack(groupTypefaces.CK, "'Avenir Next', Avenir, 'Century Gothic', 'Segoe UI', system-ui, sans-serif");

/** CK: deep forest green with a terracotta accent, crisp square corners, flat shadows, Jost. */
export const ckTokens: ThemeTokens = {
  color: {
    brand,
    brandHover: shade(brand, HOVER_SHADE),
    brandActive: shade(brand, ACTIVE_SHADE),
    onBrand: '#ffffff',
    accent,
    accentHover: shade(accent, HOVER_SHADE),
    onAccent: '#ffffff',
    surface: '#fbfaf7',
    surfaceMuted: '#efece4',
    surfaceInverse: '#10302a',
    onSurfaceInverse: '#ffffff',
    text: '#16201d',
    textMuted: '#4f5b57',
    border: '#d5d1c6',
    borderStrong: '#7b8580',
    focus: '#005fcc',
    success: '#1b6e34',
    danger: '#a8231b',
    warning: '#7a4b00',
    overlay: 'rgba(16, 48, 42, 0.65)',
    labelLike: '#a8231b',
    labelStar: '#7a4b00',
  },
  font: {
    body: typeStack,
    heading: typeStack,
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.875rem',
  },
  fontWeight,
  lineHeight: {
    tight: '1.15',
    normal: '1.55',
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
    sm: '2px',
    md: '4px',
    lg: '6px',
    pill: '4px',
  },
  shadow: {
    sm: '0 1px 0 rgba(16, 48, 42, 0.18)',
    md: '0 2px 0 rgba(16, 48, 42, 0.2)',
    lg: '0 4px 12px rgba(16, 48, 42, 0.24)',
  },
  zIndex,
  motion,
};
