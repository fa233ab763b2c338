import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract every group theme fills. Components read tokens only from `vars`;
 * a brand may override any leaf through its brand config (see `makeTokens`).
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    brandActive: null,
    onBrand: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    surface: null,
    surfaceMuted: null,
    surfaceInverse: null,
    onSurfaceInverse: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    focus: null,
    success: null,
    danger: null,
    warning: null,
    overlay: null,
    labelLike: null,
    labelStar: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: {
    none: null,
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  zIndex: {
    base: null,
    dropdown: null,
    sticky: null,
    header: null,
    overlay: null,
    modal: null,
    toast: null,
  },
  motion: {
    fast: null,
    modal: null,
    slide: null,
    easing: null,
  },
});

export type ThemeVars = typeof vars;
