import { loadAllBrands } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { blogTopics, givingMomentKeys } from '../language-pack.ts';
import { languagePack } from '../languages.ts';
import { seedStoreFromBrand } from '../stores.ts';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg, type BannerSubject } from './index.ts';

const subjects: readonly BannerSubject[] = [...givingMomentKeys, ...blogTopics, 'generic'];
const colours = { brandColor: '#c8102e', accentColor: '#169b62' } as const;
const banner = (subject: BannerSubject) => bannerSvg({ subject, ...colours });

/**
 * Checks the markup is well-formed XML in the subset the banners use: every tag closes in order, attribute values
 * are quoted and hold no markup, and nothing but whitespace sits between tags (an image with no text).
 */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let end = 0;
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g)) {
    const between = svg.slice(end, match.index);
    if (between.trim() !== '') problems.push(`content outside a tag: ${between.slice(0, 40)}`);
    end = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      const expected = open.pop();
      if (expected !== name) problems.push(`</${name}> closes <${expected}>`);
    } else if (!selfClosing) {
      open.push(name!);
    }
  }
  if (svg.slice(end).trim() !== '') problems.push('markup that is not a tag');
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  return problems;
}

describe('page banners', () => {
  it('have a banner for the occasion of every giving moment and the subject of every blog article the seed writes', () => {
    const languages = loadAllBrands().flatMap((brand) => seedStoreFromBrand(brand).languages);
    for (const pack of languages.map(languagePack)) {
      for (const moment of pack.givingMoments) expect(givingMomentKeys).toContain(moment.key);
      for (const article of pack.blogArticles) expect(blogTopics).toContain(article.topic);
    }
  });

  it('draw each occasion and subject differently', () => {
    const drawings = subjects.map(banner);
    expect(new Set(drawings).size).toBe(subjects.length);
    // Not only colours: the props themselves differ between any two subjects.
    const shapes = drawings.map((svg) => svg.replace(/#[0-9a-f]{6}/gi, ''));
    expect(new Set(shapes).size).toBe(subjects.length);
  });

  it('are well-formed SVG with a viewBox in the 3:1 shape the storefront reserves', () => {
    for (const subject of subjects) {
      const svg = banner(subject);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 400" width="1200" height="400">/);
      expect(xmlProblems(svg), subject).toEqual([]);
    }
    expect(BANNER_WIDTH / BANNER_HEIGHT).toBe(3);
  });

  it('hold no text, so they serve every language and the heading alone names the page', () => {
    for (const subject of subjects) expect(banner(subject)).not.toMatch(/<text|<tspan|<foreignObject/);
  });

  it('load nothing from outside and run nothing', () => {
    for (const subject of subjects) {
      const svg = banner(subject);
      expect(svg).not.toMatch(/<image|<script|<style|<a\b|@import|@font-face|javascript:|\son\w+=/i);
      // References point only into the image itself.
      for (const [reference] of svg.matchAll(/href="[^"]*"|url\([^)]*\)/g)) expect(reference).toMatch(/^(href="#[\w-]+"|url\(#[\w-]+\))$/);
    }
  });

  it('stay small', () => {
    for (const subject of subjects) expect(new TextEncoder().encode(banner(subject)).length, subject).toBeLessThan(7 * 1024);
  });

  it('draw the same banner for the same design every time', () => {
    for (const subject of subjects) expect(bannerSvg({ subject, ...colours })).toBe(banner(subject));
  });

  it("are drawn in the store's colours and take nothing else from outside", () => {
    const purple = bannerSvg({ subject: 'birthday', brandColor: '#5b2a86', accentColor: '#ffb020' });
    expect(purple).toContain('fill="#5b2a86"');
    expect(purple).not.toContain('#c8102e');
    expect(() => bannerSvg({ subject: 'birthday', brandColor: '"/><script>alert(1)</script>', accentColor: '#ffb020' })).toThrow(/#rrggbb/);
  });
});
