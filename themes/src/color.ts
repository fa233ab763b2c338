/** Colour arithmetic on `#rgb` / `#rrggbb` values: shade derivation and WCAG contrast. */

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(colour: string): Rgb | undefined {
  const match = HEX_COLOUR.exec(colour.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Moves `amount` (0..1) of the way from `from` to `to`. */
function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

function channelLuminance(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: Rgb): number {
  return (
    0.2126 * channelLuminance(colour.r) +
    0.7152 * channelLuminance(colour.g) +
    0.0722 * channelLuminance(colour.b)
  );
}

/** WCAG 2.x contrast ratio between two hex colours (1..21). */
export function contrastRatio(foreground: string, background: string): number {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) {
    throw new Error(`Contrast needs hex colours, got "${foreground}" and "${background}"`);
  }
  const [lighter, darker] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Below this luminance a darker shade is barely distinguishable, so interaction shades go lighter. */
const VERY_DARK = 0.03;

/**
 * A shade of `colour` for hover/active feedback, `amount` (0..1) away from it. Hex colours are
 * computed here; any other CSS colour falls back to `color-mix()` so the browser does the maths.
 */
export function shade(colour: string, amount: number): string {
  const rgb = parseHex(colour);
  if (!rgb) {
    return `color-mix(in srgb, ${colour} ${Math.round((1 - amount) * 100)}%, black)`;
  }
  const target = relativeLuminance(rgb) < VERY_DARK ? WHITE : BLACK;
  return toHex(mix(rgb, target, amount));
}
