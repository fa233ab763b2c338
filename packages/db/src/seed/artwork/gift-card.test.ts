import { describe, expect, it } from 'vitest';
import { categoryKeys } from '../categories.ts';
import { contrast } from './colour.ts';
import { categoryIconSvg, giftCardBackground, giftCardSvg, shopIdentity, type CardSubject } from './index.ts';
import { SCHEMES } from './schemes.ts';

const shop = shopIdentity({ name: 'Giftcard Shop', primaryColor: '#c8102e', secondaryColor: '#0a2540' });
const subjects: readonly CardSubject[] = [...categoryKeys, 'choice', 'donation', 'general'];

/** The lines of the card's name as drawn: the text of each tspan of the first (largest) text element after the band. */
function nameLines(svg: string): { lines: string[]; fontSize: number } {
  const nameElement = [...svg.matchAll(/<text [^>]*font-size="(\d+)"[^>]*>(.*?)<\/text>/g)].at(-1)!;
  return { fontSize: Number(nameElement[1]), lines: [...nameElement[2]!.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((match) => match[1]!) };
}

describe('gift card artwork', () => {
  it('escapes names so markup in them stays text', () => {
    const svg = giftCardSvg({ name: 'Thread & Co "Atelier" <b>Rosé\'s</b>', subject: 'fashion', shop });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('aria-label="Thread &#38; Co &#34;Atelier&#34; &#60;b&#62;Rosé&#39;s&#60;/b&#62;"');
    expect(nameLines(svg).lines.join(' ')).toContain('THREAD &#38; CO');
    // Every & left in the markup starts a character reference.
    expect(svg.match(/&(?!#\d+;)/g)).toBeNull();
  });

  it('escapes the shop name on the band', () => {
    const svg = giftCardSvg({ name: 'Pure Glow', subject: 'wellness', shop: { ...shop, name: 'Tom & Jerry <Gifts>' } });
    expect(svg).toContain('TOM &#38; JERRY &#60;GIFTS&#62;');
  });

  it('keeps a long name on at most three lines at a readable size, shrinking it before it wraps', () => {
    const short = nameLines(giftCardSvg({ name: 'Quill', subject: 'books', shop }));
    const long = nameLines(
      giftCardSvg({ name: 'The Harbour House Bistro and Oyster Bar on the Old Quay of Dún Laoghaire Harbour', subject: 'restaurants', shop }),
    );
    expect(short.lines).toEqual(['Quill']);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.fontSize).toBeLessThan(short.fontSize);
    expect(long.fontSize).toBeGreaterThanOrEqual(36);
  });

  it('cuts a name longer than three lines can hold with an ellipsis instead of running off the card', () => {
    const name = Array.from({ length: 30 }, () => 'Geschenkgutschein').join(' ');
    const { lines } = nameLines(giftCardSvg({ name, subject: 'general', shop }));
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toMatch(/…$/);
  });

  it('names the card\'s main colour for the frame around it', () => {
    const design = { name: 'Olive Grove Kitchen', subject: 'restaurants', shop } as const;
    expect(giftCardSvg(design)).toContain(`<stop stop-color="${giftCardBackground(design)}"/>`);
  });

  it('draws the same card for the same product every time', () => {
    const design = { name: 'Olive Grove Kitchen', subject: 'restaurants', shop } as const;
    expect(giftCardSvg(design)).toBe(giftCardSvg({ ...design }));
  });

  it('gives each category its own card and varies the cards within one', () => {
    const byCategory = subjects.map((subject) => giftCardSvg({ name: 'Harbour House', subject, shop }));
    expect(new Set(byCategory).size).toBe(subjects.length);
    const backgrounds = ['Harbour House', 'Copper Pot', 'Olive Grove', 'Wild Garlic', 'Blue Anchor', 'Saffron'].map(
      (name) => /stop-color="(#[0-9a-f]{6})"/.exec(giftCardSvg({ name, subject: 'restaurants', shop }))![1],
    );
    expect(new Set(backgrounds).size).toBeGreaterThan(1);
  });

  it("draws the shop's own cards in its brand colour, with its name on the band", () => {
    const svg = giftCardSvg({ name: 'All-in-1 Choice card', subject: 'choice', shop });
    expect(svg).toContain('stop-color="#c8102e"');
    expect(svg).toContain('GIFTCARD SHOP');
  });

  it('is a self-contained SVG of a few kB in the bank-card ratio', () => {
    for (const subject of subjects) {
      const svg = giftCardSvg({ name: 'Crème de la Crème Pâtisserie & Salon de Thé', subject, shop });
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 856 540" width="856" height="540"/);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
      // Nothing the sandboxed image could fetch: no links, images, scripts, styles or fonts from elsewhere.
      expect(svg).not.toMatch(/href|<image|<script|<style|@import|@font-face|url\((?!#)/);
    }
    expect(856 / 540).toBeCloseTo(85.6 / 53.98, 2);
  });

  it('sets every name in a colour readable on its whole background', () => {
    for (const [subject, scheme] of Object.entries(SCHEMES)) {
      for (const palette of scheme.palettes) {
        const weakest = Math.min(contrast(palette.ink, palette.from), contrast(palette.ink, palette.to));
        expect(weakest, `${subject} ${palette.from}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('category icons', () => {
  it("draw each category's card motif, in a colour readable on the store's brand colour", () => {
    const icons = categoryKeys.map((category) => categoryIconSvg(category, '#c8102e'));
    expect(new Set(icons).size).toBe(categoryKeys.length);
    for (const icon of icons) {
      expect(icon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48"/);
      expect(icon).toContain('stroke="#ffffff"');
      expect(icon.length).toBeLessThan(2048);
    }
    expect(categoryIconSvg('books', '#ffd23f')).toContain('stroke="#141414"');
  });
});
