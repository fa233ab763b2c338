import brand from '@brand/config';
import { createGlobalTheme, globalFontFace } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';
import { brandTokens, groupTypefaces } from '@shop/themes/tokens';

// Evaluated at build time: the emitted CSS holds this brand's theme and no other.
createGlobalTheme(':root', vars, brandTokens(brand.theme.name, brand.theme.overrides));

// The stand-in for the group's web font until it has loaded (the font files themselves: theme/fonts/<group>.ts).
const { fallback } = groupTypefaces[brand.theme.name];
globalFontFace(fallback.family, {
  src: fallback.localFaces.map((face) => `local('${face}')`).join(', '),
  sizeAdjust: fallback.sizeAdjust,
  ascentOverride: fallback.ascentOverride,
  descentOverride: fallback.descentOverride,
  lineGapOverride: fallback.lineGapOverride,
});
