import { describe, expect, it } from 'vitest';
import { fitText, textWidth, type TextBox } from './fit-text.ts';

const box: TextBox = { width: 400, maxLines: 2, maxFontSize: 60, minFontSize: 20 };
const sans = { widthScale: 1, tracking: 0 };

describe('fitText', () => {
  it('keeps a short name on one line at the largest size', () => {
    expect(fitText('Quill', box, sans)).toEqual({ lines: ['Quill'], fontSize: 60 });
  });

  it('shrinks a name until its words fit the lines, and no line is wider than the box', () => {
    const fitted = fitText('Little Explorers Adventure Playground', box, sans);
    expect(fitted.fontSize).toBeLessThan(60);
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize, sans)).toBeLessThanOrEqual(box.width);
    expect(fitted.lines.join(' ')).toBe('Little Explorers Adventure Playground');
  });

  it('splits a word wider than the box only at the smallest size', () => {
    const fitted = fitText('Donaudampfschifffahrtsgesellschaftskapitänswitwe', box, sans);
    expect(fitted.fontSize).toBe(20);
    for (const line of fitted.lines) expect(textWidth(line, 20, sans)).toBeLessThanOrEqual(box.width);
    expect(fitted.lines.join('')).toBe('Donaudampfschifffahrtsgesellschaftskapitänswitwe');
  });

  it('ends text that cannot fit with an ellipsis', () => {
    const fitted = fitText('word '.repeat(100), box, sans);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
    expect(textWidth(fitted.lines[1]!, 20, sans)).toBeLessThanOrEqual(box.width);
  });

  it('counts letter spacing and fixed-width faces', () => {
    expect(textWidth('iiii', 10, { widthScale: 1, tracking: 0.1 })).toBeCloseTo(textWidth('iiii', 10, sans) + 4);
    expect(textWidth('iiii', 10, { widthScale: 1, tracking: 0, fixedAdvance: 0.6 })).toBeCloseTo(24);
  });
});
