import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { groupTokens, groupTypefaces, UNICODE_RANGES } from '@shop/themes/tokens';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

interface FontkitFont {
  readonly ascent: number;
}
// The same font reader and fallback arithmetic next/font uses for `adjustFontFallback: 'Arial'`.
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit') as { default: (buffer: Buffer) => FontkitFont };
const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file') as {
  getFallbackMetricsFromFontFile: (font: FontkitFont, category: 'sans-serif') => Record<string, string>;
};

/** The font files and family names a group's font module hands to next/font (its options are literals by necessity). */
function fontModule(group: string) {
  const source = readFileSync(path.join(here, `${group}.ts`), 'utf8');
  return {
    files: [...source.matchAll(/src: '([^']+)'/g)].map((match) => path.resolve(here, match[1]!)),
    families: [...source.matchAll(/prop: 'font-family', value: '([^']+)'/g)].map((match) => match[1]),
    unicodeRanges: [...source.matchAll(/prop: 'unicode-range', value: '([^']+)'/g)].map((match) => match[1]),
  };
}

describe.each(Object.entries(groupTypefaces))('the %s typeface', (group, typeface) => {
  it('is loaded from its package under the family name the theme uses, Latin and Central European apart', () => {
    const { files, families, unicodeRanges } = fontModule(group);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toContain(`/node_modules/${typeface.package}/files/`);
      expect(existsSync(file), file).toBe(true);
    }
    expect(families).toEqual([typeface.family, typeface.family]);
    expect(files.map((file) => path.basename(file))).toEqual([expect.stringMatching(/-latin-wght-normal\.woff2$/), expect.stringMatching(/-latin-ext-wght-normal\.woff2$/)]);
    expect(unicodeRanges).toEqual([UNICODE_RANGES.latin, UNICODE_RANGES.latinExtended]);
  });

  it('is named first in the theme, then its fallback, then the system faces', () => {
    const tokens = groupTokens[group as keyof typeof groupTokens];
    for (const stack of [tokens.font.body, tokens.font.heading]) {
      expect(stack.startsWith(`${typeface.family}, '${typeface.fallback.family}', `)).toBe(true);
    }
  });

  it('has a fallback with the metrics next/font computes from the font file', () => {
    const latin = fontModule(group).files.find((file) => file.endsWith('-latin-wght-normal.woff2'))!;
    const metrics = getFallbackMetricsFromFontFile(fontkit.default(readFileSync(latin)), 'sans-serif');
    expect(typeface.fallback).toMatchObject({
      sizeAdjust: metrics.sizeAdjust,
      ascentOverride: metrics.ascentOverride,
      descentOverride: metrics.descentOverride,
      lineGapOverride: metrics.lineGapOverride,
    });
  });
});
