import { describe, expect, it } from 'vitest';
import { brandTokens } from './brandTokens.ts';
import { contrastRatio, shade } from './color.ts';
import { groupTokens } from './groups.ts';
import { makeTokens, ThemeTokenError } from './makeTokens.ts';
import { ACTIVE_SHADE, HOVER_SHADE } from './shades.ts';
import type { ThemeTokenOverrides } from './tokens/types.ts';

const base = groupTokens.GCS;

describe('makeTokens', () => {
  it('returns the group tokens unchanged without overrides', () => {
    expect(makeTokens(base)).toEqual(base);
    expect(makeTokens(base, {})).toEqual(base);
  });

  it('overrides only the leaves a brand sets and keeps every sibling', () => {
    const tokens = makeTokens(base, { color: { text: '#000000' }, radius: { md: '2px' } });
    expect(tokens.color.text).toBe('#000000');
    expect(tokens.radius.md).toBe('2px');
    expect(tokens.color.surface).toBe(base.color.surface);
    expect(tokens.radius.sm).toBe(base.radius.sm);
    expect(tokens.font).toEqual(base.font);
  });

  it('does not modify the group tokens it starts from', () => {
    const before = structuredClone(base);
    makeTokens(base, { color: { brand: '#123456' }, space: { md: '20px' } });
    expect(base).toEqual(before);
  });

  it('derives hover and active shades from a new brand colour', () => {
    const tokens = makeTokens(base, { color: { brand: '#1565c0' } });
    expect(tokens.color.brandHover).toBe(shade('#1565c0', HOVER_SHADE));
    expect(tokens.color.brandActive).toBe(shade('#1565c0', ACTIVE_SHADE));
    expect(tokens.color.brandHover).not.toBe(base.color.brandHover);
    expect(tokens.color.accentHover).toBe(base.color.accentHover);
  });

  it('derives the accent hover from a new accent colour', () => {
    const tokens = makeTokens(base, { color: { accent: '#2e7d32' } });
    expect(tokens.color.accentHover).toBe(shade('#2e7d32', HOVER_SHADE));
    expect(tokens.color.brandHover).toBe(base.color.brandHover);
  });

  it('keeps shades a brand sets explicitly', () => {
    const tokens = makeTokens(base, {
      color: { brand: '#1565c0', brandHover: '#0d47a1', brandActive: '#002171', accentHover: '#333333' },
    });
    expect(tokens.color.brandHover).toBe('#0d47a1');
    expect(tokens.color.brandActive).toBe('#002171');
    expect(tokens.color.accentHover).toBe('#333333');
  });

  it('darkens ordinary colours and lightens near-black ones so the shade stays visible', () => {
    const darker = makeTokens(base, { color: { brand: '#c8102e' } }).color.brandHover;
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThan(contrastRatio('#c8102e', '#ffffff'));
    const lighter = makeTokens(base, { color: { brand: '#000000' } }).color.brandHover;
    expect(lighter).not.toBe('#000000');
    expect(contrastRatio(lighter, '#ffffff')).toBeLessThan(21);
  });

  it('lets the browser mix shades of colours given in other CSS notations', () => {
    const tokens = makeTokens(base, { color: { brand: 'rgb(10 20 30)' } });
    expect(tokens.color.brandHover).toBe('color-mix(in srgb, rgb(10 20 30) 88%, black)');
  });

  it('rejects tokens that do not exist in the contract, naming the token', () => {
    const unknown = { color: { brandd: '#fff' } } as unknown as ThemeTokenOverrides;
    expect(() => makeTokens(base, unknown)).toThrow(ThemeTokenError);
    expect(() => makeTokens(base, unknown)).toThrow('Unknown theme token "color.brandd"');
  });

  it('rejects a value where a token group is expected', () => {
    const flat = { color: '#fff' } as unknown as ThemeTokenOverrides;
    expect(() => makeTokens(base, flat)).toThrow('Theme token group "color" must be an object, not a string');
  });
});

describe('brandTokens', () => {
  it('starts from the named group', () => {
    expect(brandTokens('CK').font.body).toBe(groupTokens.CK.font.body);
    expect(brandTokens('CB', { color: { brand: '#222222' } }).color.brand).toBe('#222222');
  });
});
