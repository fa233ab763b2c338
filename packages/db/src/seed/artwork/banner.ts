/**
 * The editorial banner of a giving moment or blog article: an illustration in the store's colours with a fan of
 * gift cards (the artwork's 856:540 face) among props for the occasion. It carries no text, so it serves every
 * language; the page's heading says what it is about. Like the card artwork it loads nothing from outside.
 */
import { inkOn, shade } from './colour.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './gift-card.ts';
import { bannerScene, type BannerPalette, type BannerSubject } from './banner-scenes.ts';
import { drawMotif, type Motif } from './motifs.ts';

export type { BannerSubject } from './banner-scenes.ts';

/** 3:1, the shape the storefront's teasers reserve for a page's banner. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export interface BannerDesign {
  readonly subject: BannerSubject;
  /** The store's brand colour and accent, #rrggbb. */
  readonly brandColor: string;
  readonly accentColor: string;
}

/** A card's colours: its face, the band and badge, and the motif's line. */
interface CardFace {
  readonly fill: string;
  readonly band: string;
  readonly motif: string;
}

interface CardPlacement {
  readonly cx: number;
  readonly cy: number;
  readonly angle: number;
  readonly scale: number;
}

const CARD_CORNER = 32;
const CARD_BAND = 84;

function paletteOf(brand: string, accent: string): BannerPalette {
  return {
    brand,
    accent,
    brandSoft: shade(brand, -0.72),
    accentSoft: shade(accent, -0.72),
    deep: shade(brand, 0.45),
    gold: '#f2b134',
    cream: '#fffaf0',
    leaf: '#5f8f5b',
  };
}

/**
 * The card drawn once: a face with the motif, a badge with a bow, the band, a sheen and a soft
 * shadow. Each card of the fan uses it with its own colours, which reach the parts by inheritance: the face takes
 * `fill`, the motif `stroke`, the badge and band `color`.
 */
function cardTemplate(motif: Motif): string {
  return [
    '<g id="giftcard">',
    `<rect x="12" y="30" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="${CARD_CORNER}" fill="#000000" fill-opacity=".2" stroke="none" filter="url(#shadow)"/>`,
    '<g clip-path="url(#card)">',
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" stroke="none"/>`,
    `<g fill="none" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" opacity=".5">${drawMotif(motif, 'currentColor')}</g>`,
    // A ribbon bow on a round badge, the mark of a present, where a real card carries its name.
    '<g fill="currentColor" stroke="none"><circle cx="150" cy="150" r="86"/>',
    '<path fill="#ffffff" d="M150 150c-28-36-72-32-60 0c10 20 38 12 60 0zm0 0c28-36 72-32 60 0c-10 20-38 12-60 0zm-8 0l-20 36h16l12-24 12 24h16l-20-36z"/>',
    `<rect y="${CARD_HEIGHT - CARD_BAND}" width="${CARD_WIDTH}" height="${CARD_BAND}"/></g>`,
    `<path d="M0 0H${CARD_WIDTH * 0.55}L${CARD_WIDTH * 0.3} ${CARD_HEIGHT}H0z" fill="#ffffff" fill-opacity=".07" stroke="none"/>`,
    '</g></g>',
  ].join('');
}

function card({ cx, cy, angle, scale }: CardPlacement, face: CardFace): string {
  const transform = `translate(${cx} ${cy}) rotate(${angle}) scale(${scale}) translate(${-CARD_WIDTH / 2} ${-CARD_HEIGHT / 2})`;
  return `<use href="#giftcard" transform="${transform}" fill="${face.fill}" color="${face.band}" stroke="${face.motif}"/>`;
}

/** The fan: two cards behind, the brand's own card in front. */
function cardFan(palette: BannerPalette): string {
  return [
    card({ cx: 640, cy: 190, angle: -13, scale: 0.3 }, { fill: palette.accent, band: palette.brand, motif: inkOn(palette.accent) }),
    card({ cx: 905, cy: 178, angle: 11, scale: 0.3 }, { fill: palette.cream, band: palette.brand, motif: palette.brand }),
    card({ cx: 770, cy: 228, angle: -3, scale: 0.34 }, { fill: palette.brand, band: palette.accent, motif: palette.accent }),
  ].join('');
}

/**
 * A banner as SVG, 1200×400. The same design always gives the same markup; the only values from outside are the
 * two colours, which must be #rrggbb (anything else throws, so nothing but a colour reaches the markup).
 */
export function bannerSvg({ subject, brandColor, accentColor }: BannerDesign): string {
  const palette = paletteOf(brandColor, accentColor);
  const scene = bannerScene(subject, palette);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="sky" x2="1" y2="1"><stop stop-color="${shade(brandColor, -0.9)}"/><stop offset="1" stop-color="${shade(accentColor, -0.84)}"/></linearGradient>`,
    `<clipPath id="card"><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="${CARD_CORNER}"/></clipPath>`,
    '<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feGaussianBlur stdDeviation="18"/></filter>',
    cardTemplate(scene.cardMotif),
    '</defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="775" cy="205" r="215" fill="${palette.brandSoft}" fill-opacity=".7"/>`,
    `<circle cx="40" cy="400" r="170" fill="${palette.accentSoft}" fill-opacity=".6"/>`,
    `<circle cx="1180" cy="10" r="120" fill="${palette.brandSoft}" fill-opacity=".5"/>`,
    scene.back,
    cardFan(palette),
    scene.front,
    '</svg>',
  ].join('');
}
