/**
 * Plain token data and functions, free of vanilla-extract runtime: safe to import from Node
 * (brand-config validation, build scripts) as `@shop/themes/tokens`.
 */
export { groupTokens, THEME_NAMES, isThemeName } from './groups.ts';
export type { ThemeName } from './groups.ts';
export { makeTokens, ThemeTokenError } from './makeTokens.ts';
export { brandTokens } from './brandTokens.ts';
export { fontStack, groupTypefaces, UNICODE_RANGES, type FallbackFace, type Typeface } from './typefaces.ts';
export { contrastRatio, parseHex, shade } from './color.ts';
export { HOVER_SHADE, ACTIVE_SHADE } from './shades.ts';
export type { ThemeTokens, ThemeTokenOverrides, DeepPartial } from './tokens/types.ts';
export { brandOverrideVars } from './brandOverrideVars.ts';
