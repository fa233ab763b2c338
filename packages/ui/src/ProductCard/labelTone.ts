/** Which text colour reads best on a label whose background colour comes from the catalogue. */
export type LabelTone = 'dark' | 'light';

interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/i;

function parseColour(colour: string): Rgb | undefined {
  const value = colour.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const short = hex.length <= 4;
    const channel = (index: number) =>
      Number.parseInt(short ? hex.charAt(index).repeat(2) : hex.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2) };
  }
  const rgb = RGB_FUNCTION.exec(value);
  if (rgb) return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]) };
  return undefined;
}

function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const srgb = Math.min(channel, 255) / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG AA for normal text. */
const AA_CONTRAST = 4.5;

/**
 * Picks light text whenever white text reaches WCAG AA on the background, else the tone that
 * contrasts more. Light text wins mid-tones on purpose: the themes' dark text is near-black rather
 * than black, so on a background such as #00875a it falls below 4.5:1 where white still passes.
 * A colour we cannot read falls back to the surface background, which always takes dark text.
 */
export function labelTone(background: string): LabelTone {
  const rgb = parseColour(background);
  if (!rgb) return 'dark';
  const l = luminance(rgb);
  const contrastWithWhite = 1.05 / (l + 0.05);
  const contrastWithBlack = (l + 0.05) / 0.05;
  return contrastWithWhite >= AA_CONTRAST || contrastWithWhite >= contrastWithBlack ? 'light' : 'dark';
}
