/** Colour arithmetic for the artwork: readable text on a fill, lighter and darker shades of a brand colour. */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Artwork colours are #rrggbb, got "${hex}"`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const toHex = (rgb: Rgb): string => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export const LIGHT_INK = '#ffffff';
export const DARK_INK = '#141414';

/** White or near-black, whichever reads better on the fill. */
export function inkOn(fill: string): string {
  return contrast(fill, LIGHT_INK) >= contrast(fill, DARK_INK) ? LIGHT_INK : DARK_INK;
}

/** Mixes a colour towards black (amount > 0) or white (amount < 0), amount in 0..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 0 : 255;
  const weight = Math.abs(amount);
  return toHex(parseHex(hex).map((channel) => channel + (target - channel) * weight) as unknown as Rgb);
}
