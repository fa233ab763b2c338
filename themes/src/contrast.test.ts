import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color.ts';
import { groupTokens, THEME_NAMES } from './groups.ts';

const WCAG_AA_TEXT = 4.5;
const WCAG_AA_NON_TEXT = 3;

describe('contrast ratio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses colours it cannot measure', () => {
    expect(() => contrastRatio('rebeccapurple', '#fff')).toThrow(/hex colours/);
  });
});

describe.each(THEME_NAMES)('theme %s meets WCAG AA', (name) => {
  const { color } = groupTokens[name];
  const textPairs = [
    ['text on surface', color.text, color.surface],
    ['text on muted surface', color.text, color.surfaceMuted],
    ['muted text on surface', color.textMuted, color.surface],
    ['muted text on muted surface', color.textMuted, color.surfaceMuted],
    ['onBrand on brand', color.onBrand, color.brand],
    ['onBrand on brand hover', color.onBrand, color.brandHover],
    ['onBrand on brand active', color.onBrand, color.brandActive],
    ['onAccent on accent', color.onAccent, color.accent],
    ['onAccent on accent hover', color.onAccent, color.accentHover],
    ['inverse text on inverse surface', color.onSurfaceInverse, color.surfaceInverse],
    ['brand as link text on surface', color.brand, color.surface],
    ['danger text on surface', color.danger, color.surface],
    ['success text on surface', color.success, color.surface],
    ['warning text on surface', color.warning, color.surface],
  ] as const;

  it.each(textPairs)('%s (4.5:1)', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it('focus ring stands out from the surface (3:1)', () => {
    expect(contrastRatio(color.focus, color.surface)).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
  });

  it('strong borders of form fields stand out from the surface (3:1)', () => {
    expect(contrastRatio(color.borderStrong, color.surface)).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
  });
});

describe('the three groups look different', () => {
  it.each([
    ['color.brand', (n: keyof typeof groupTokens) => groupTokens[n].color.brand],
    ['color.accent', (n: keyof typeof groupTokens) => groupTokens[n].color.accent],
    ['font.body', (n: keyof typeof groupTokens) => groupTokens[n].font.body],
    ['radius.md', (n: keyof typeof groupTokens) => groupTokens[n].radius.md],
    ['shadow.md', (n: keyof typeof groupTokens) => groupTokens[n].shadow.md],
  ])('%s differs between every group', (_token, pick) => {
    expect(new Set(THEME_NAMES.map(pick)).size).toBe(THEME_NAMES.length);
  });
});
