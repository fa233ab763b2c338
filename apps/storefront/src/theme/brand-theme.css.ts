import built from '@brand/built';
import { createGlobalTheme, globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';
import { brandOverrideVars, brandTokens, groupTypefaces } from '@shop/themes/tokens';
import type { BuiltBrands } from '../brand/served/built-brands.ts';

// Evaluated at build time. A build holds the brands of one theme (brand/served/built-brands.ts): the emitted CSS holds
// that theme once and, for each brand that overrides it, the differences under its code (the root layout writes
// <html data-brand>). No other theme ships.
const brands = Object.values(built as BuiltBrands).map((entry) => entry.brand);
const theme = brands[0]!.theme.name;

createGlobalTheme(':root', vars, brandTokens(theme));
for (const brand of brands) {
  const changed = brandOverrideVars(vars, theme, brand.theme.overrides);
  if (Object.keys(changed).length > 0) globalStyle(`:root[data-brand="${brand.code}"]`, { vars: changed });
}

// The stand-in for the group's web font until it has loaded (the font files themselves: theme/fonts/<group>.ts).
const { fallback } = groupTypefaces[theme];
globalFontFace(fallback.family, {
  src: fallback.localFaces.map((face) => `local('${face}')`).join(', '),
  sizeAdjust: fallback.sizeAdjust,
  ascentOverride: fallback.ascentOverride,
  descentOverride: fallback.descentOverride,
  lineGapOverride: fallback.lineGapOverride,
});
