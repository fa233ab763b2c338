import { loadBrand } from '@shop/brand-config/node';
import { contrastRatio } from '@shop/themes/tokens';
import { describe, expect, it } from 'vitest';
import { brandIconArt, brandIconSvg } from './brand-icon.ts';

describe('brand icons', () => {
  it.each(['GCSIE', 'GCSNL', 'CB', 'CBDE', 'CK'])('%s: its initial in its brand colours, readable', (code) => {
    const brand = loadBrand(code);
    const art = brandIconArt(brand);
    expect(art.initial).toBe(brand.name.trim().charAt(0).toUpperCase());
    expect(contrastRatio(art.foreground, art.background)).toBeGreaterThanOrEqual(4.5);
    const svg = brandIconSvg(art);
    expect(svg).toContain(`fill="${art.background}"`);
    expect(svg).toContain(`>${art.initial}</text>`);
  });

  it('differs between brand groups', () => {
    const backgrounds = ['GCSIE', 'CB', 'CK'].map((code) => brandIconArt(loadBrand(code)).background);
    expect(new Set(backgrounds).size).toBe(3);
  });

  it('escapes what it writes into the SVG', () => {
    expect(brandIconSvg({ background: '#000', foreground: '#fff', initial: '&' })).toContain('>&#38;</text>');
  });
});
