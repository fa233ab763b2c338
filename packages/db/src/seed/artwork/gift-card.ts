import { LIGHT_INK, inkOn, shade } from './colour.ts';
import { escapeXml } from './escape-xml.ts';
import { fitText, type FittedText } from './fit-text.ts';
import { drawMotif } from './motifs.ts';
import { SCHEMES, TYPES, type CardSubject, type CardType, type Palette } from './schemes.ts';

/** The shop whose card it is: its name goes on the card's band, in its brand colours. */
export interface ShopIdentity {
  readonly name: string;
  readonly brandColor: string;
  readonly accentColor: string;
}

export interface GiftCardDesign {
  /** What the card is for, set large: a restaurant's or shop's name, the choice card, a charity. */
  readonly name: string;
  readonly subject: CardSubject;
  readonly shop: ShopIdentity;
}

/** ISO/IEC 7810 ID-1 (85.60 × 53.98 mm), the size of a bank card, in tenths of a millimetre: 1.586:1. */
export const CARD_WIDTH = 856;
export const CARD_HEIGHT = 540;
const CORNER = 32;
const MARGIN = 56;
const BAND_HEIGHT = 84;
const BAND_TOP = CARD_HEIGHT - BAND_HEIGHT;
const RULE_HEIGHT = 8;
/** The name is centred in the space above the band. */
const NAME_AREA = { top: 40, bottom: BAND_TOP - 24 };
const NAME_BOX = { width: CARD_WIDTH - 2 * MARGIN, maxLines: 3, maxFontSize: 92, minFontSize: 36 };
const LINE_HEIGHT = 1.12;
const BOW_WIDTH = 64;
const SHOP_BOX = { width: CARD_WIDTH - 2 * MARGIN - BOW_WIDTH - 24, maxLines: 1, maxFontSize: 28, minFontSize: 18 };
const SHOP_TRACKING = 0.14;

const MOTIF_PLACEMENTS = ['', ' transform="translate(-40 16)"', ' transform="rotate(-6 640 230)"'] as const;

/** FNV-1a: the same name always gets the same palette and placement, and neighbours in a list differ. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const character of text) value = Math.imul(value ^ character.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

/** The shop's own cards are drawn in its brand colours; its accent draws the motif. */
function brandPalette({ brandColor, accentColor }: ShopIdentity): Palette {
  const ink = inkOn(brandColor);
  // Towards the darker or lighter end, whichever keeps the ink readable across the whole gradient.
  const to = shade(brandColor, ink === LIGHT_INK ? 0.35 : -0.35);
  return { from: brandColor, to, ink, motif: accentColor };
}

function paletteOf({ name, subject, shop }: GiftCardDesign): Palette {
  const { palettes } = SCHEMES[subject];
  return palettes.length > 0 ? palettes[hash(`${subject}:${name}`) % palettes.length]! : brandPalette(shop);
}

/** The card's main colour, for what surrounds the image (its frame, a search result's swatch) to match it. */
export function giftCardBackground(design: GiftCardDesign): string {
  return paletteOf(design).from;
}

function textElement(fitted: FittedText, type: CardType, fill: string, x: number, firstBaseline: number, tracking: number): string {
  const attributes = [
    `x="${x}"`,
    `y="${firstBaseline}"`,
    `font-family="${type.family}"`,
    `font-size="${fitted.fontSize}"`,
    `font-weight="${type.weight}"`,
    type.italic ? 'font-style="italic"' : '',
    tracking > 0 ? `letter-spacing="${Math.round(tracking * fitted.fontSize * 10) / 10}"` : '',
    `fill="${fill}"`,
  ].filter(Boolean);
  const lineGap = Math.round(fitted.fontSize * LINE_HEIGHT);
  const lines = fitted.lines.map((line, index) =>
    index === 0 ? `<tspan>${escapeXml(line)}</tspan>` : `<tspan x="${x}" dy="${lineGap}">${escapeXml(line)}</tspan>`,
  );
  return `<text ${attributes.join(' ')}>${lines.join('')}</text>`;
}

function nameText(name: string, type: CardType, ink: string): string {
  const text = type.uppercase ? name.toUpperCase() : name;
  const fitted = fitText(text, NAME_BOX, type.metrics);
  const blockHeight = fitted.fontSize * (1 + LINE_HEIGHT * (fitted.lines.length - 1));
  const centre = (NAME_AREA.top + NAME_AREA.bottom) / 2;
  // A baseline sits about 0.75 em below the top of a capital.
  const firstBaseline = Math.round(centre - blockHeight / 2 + fitted.fontSize * 0.75);
  return textElement(fitted, type, ink, MARGIN, firstBaseline, type.metrics.tracking);
}

function shopBand(shop: ShopIdentity, fill: string): string {
  const ink = inkOn(fill);
  const type = TYPES.grotesque;
  const metrics = { ...type.metrics, tracking: SHOP_TRACKING };
  const fitted = fitText(shop.name.toUpperCase(), SHOP_BOX, metrics);
  const baseline = Math.round(BAND_TOP + BAND_HEIGHT / 2 + fitted.fontSize * 0.36);
  const bowX = CARD_WIDTH - MARGIN - BOW_WIDTH / 2;
  const bowY = BAND_TOP + BAND_HEIGHT / 2;
  return [
    `<rect y="${BAND_TOP}" width="${CARD_WIDTH}" height="${BAND_HEIGHT}" fill="${fill}"/>`,
    textElement(fitted, type, ink, MARGIN, baseline, SHOP_TRACKING),
    // A ribbon bow: the mark of a present.
    `<path fill="${ink}" d="M${bowX} ${bowY}c-14-18-36-16-30 0c5 10 19 6 30 0zm0 0c14-18 36-16 30 0c-5 10-19 6-30 0zm-4 0l-10 18h8l6-12 6 12h8l-10-18z"/>`,
  ].join('');
}

/**
 * A gift card face as SVG, 856×540 (the bank-card ratio), self-contained: no fonts, images or scripts are fetched,
 * so it renders under the artwork's `default-src 'none'` policy. The design follows the subject (palette, motif and
 * typeface), varies by name within it, and carries the shop's name on a band in its brand colour.
 */
export function giftCardSvg({ name, subject, shop }: GiftCardDesign): string {
  const scheme = SCHEMES[subject];
  const variant = hash(`${subject}:${name}`);
  const palette = paletteOf({ name, subject, shop });
  const isBrandCard = scheme.palettes.length === 0;
  const bandFill = isBrandCard ? shop.accentColor : shop.brandColor;
  const placement = MOTIF_PLACEMENTS[(variant >>> 8) % MOTIF_PLACEMENTS.length]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"`,
    ` role="img" aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="bg" x2="1" y2="1"><stop stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<clipPath id="card"><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="${CORNER}"/></clipPath></defs>`,
    '<g clip-path="url(#card)">',
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>`,
    `<g fill="none" stroke="${palette.motif}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity=".4"${placement}>`,
    drawMotif(scheme.motif, palette.motif),
    '</g>',
    `<rect y="${BAND_TOP - RULE_HEIGHT}" width="${CARD_WIDTH}" height="${RULE_HEIGHT}" fill="${isBrandCard ? palette.to : shop.accentColor}"/>`,
    shopBand(shop, bandFill),
    '</g>',
    nameText(name, scheme.type, palette.ink),
    '</svg>',
  ].join('');
}
