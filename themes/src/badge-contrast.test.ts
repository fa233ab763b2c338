import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color.ts';
import { groupTokens, THEME_NAMES } from './groups.ts';

const WCAG_AA_TEXT = 4.5;

/**
 * Label colours the catalogue gives product cards. The card picks light text (the theme's `onSurfaceInverse`)
 * wherever white reaches 4.5:1 on the label, so that token must be as light as white for every one of them.
 */
const CATALOGUE_LABEL_COLOURS = ['#e4003a', '#00875a', '#6f2dbd'] as const;

describe.each(THEME_NAMES)('every badge of theme %s reaches 4.5:1', (name) => {
  const { color } = groupTokens[name];
  const badges = [
    ['"Free" badge', color.onBrand, color.success],
    ['basket count badge', color.onAccent, color.accent],
    ['"like" label', color.onSurfaceInverse, color.labelLike],
    ['"star" label', color.onSurfaceInverse, color.labelStar],
    ...CATALOGUE_LABEL_COLOURS.map((background) => [`catalogue label ${background}`, color.onSurfaceInverse, background] as const),
  ] as const;

  it.each(badges)('%s', (_badge, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });
});
