import type { CategoryKey } from '../categories.ts';
import type { TypeMetrics } from './fit-text.ts';
import type { Motif } from './motifs.ts';

/** What a card is for: a catalogue category, or one of the cards the shop itself issues. */
export type CardSubject = CategoryKey | 'choice' | 'donation' | 'general';

/** A card's colours: a diagonal gradient, the ink the name is set in and the motif's colour. */
export interface Palette {
  readonly from: string;
  readonly to: string;
  readonly ink: string;
  readonly motif: string;
}

/**
 * A typeface as a stack every system has a face from (the image may load nothing from outside), with how it is set.
 * `metrics` estimate the widest face of the stack, so the name never runs off the card whichever one draws it (the
 * scales were checked by measuring every seeded name in Chromium on Linux, where DejaVu stands in for the Mac and
 * Windows faces).
 */
export interface CardType {
  readonly family: string;
  readonly weight: 400 | 700;
  readonly italic: boolean;
  readonly uppercase: boolean;
  readonly metrics: TypeMetrics;
}

const SERIF = "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'DejaVu Serif', serif";

export const TYPES = {
  bistroSerif: { family: SERIF, weight: 700, italic: true, uppercase: false, metrics: { widthScale: 1.22, tracking: 0 } },
  bookSerif: { family: SERIF, weight: 400, italic: false, uppercase: false, metrics: { widthScale: 1.22, tracking: 0 } },
  didone: {
    family: "Didot, 'Bodoni 72', 'Bodoni MT', Georgia, 'DejaVu Serif', serif",
    weight: 400,
    italic: false,
    uppercase: true,
    metrics: { widthScale: 1.15, tracking: 0.08 },
  },
  grotesque: {
    family: "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif",
    weight: 700,
    italic: false,
    uppercase: false,
    metrics: { widthScale: 1.05, tracking: 0 },
  },
  condensed: {
    family: "'Arial Narrow', 'Helvetica Neue Condensed', 'Roboto Condensed', 'Liberation Sans Narrow', Arial, sans-serif",
    weight: 700,
    italic: true,
    uppercase: true,
    metrics: { widthScale: 1.05, tracking: 0.02 },
  },
  humanist: {
    family: "'Avenir Next', Avenir, 'Segoe UI', 'Trebuchet MS', 'DejaVu Sans', sans-serif",
    weight: 700,
    italic: false,
    uppercase: false,
    metrics: { widthScale: 1.2, tracking: 0 },
  },
  slab: {
    family: "Rockwell, 'Roboto Slab', 'Courier New', 'DejaVu Serif', serif",
    weight: 700,
    italic: false,
    uppercase: false,
    metrics: { widthScale: 1.26, tracking: 0 },
  },
  rounded: {
    family: "'Arial Rounded MT Bold', 'Varela Round', 'Trebuchet MS', 'DejaVu Sans', sans-serif",
    weight: 700,
    italic: false,
    uppercase: false,
    metrics: { widthScale: 1.2, tracking: 0 },
  },
  mono: {
    family: "'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', 'Courier New', monospace",
    weight: 700,
    italic: false,
    uppercase: false,
    metrics: { widthScale: 1, tracking: 0, fixedAdvance: 0.62 },
  },
} as const satisfies Record<string, CardType>;

/** How one subject's cards look; a product gets one of the palettes, picked by its name. */
export interface Scheme {
  readonly type: CardType;
  readonly motif: Motif;
  /** Empty for the shop's own cards, which are drawn in the brand's colours. */
  readonly palettes: readonly Palette[];
}

export const SCHEMES: Readonly<Record<CardSubject, Scheme>> = {
  restaurants: {
    type: TYPES.bistroSerif,
    motif: 'plate',
    palettes: [
      { from: '#7a1f1a', to: '#a63a2a', ink: '#fff7ec', motif: '#ffd9a8' },
      { from: '#1f3a2e', to: '#2f5d46', ink: '#f6efe0', motif: '#e8c27a' },
      { from: '#f4e9d8', to: '#ead7bb', ink: '#4a1d14', motif: '#b8432f' },
    ],
  },
  fashion: {
    type: TYPES.didone,
    motif: 'hanger',
    palettes: [
      { from: '#111111', to: '#2b2b2b', ink: '#f5f0e8', motif: '#c9a46a' },
      { from: '#f3d6d0', to: '#e9b9ae', ink: '#3b1d24', motif: '#ffffff' },
      { from: '#1b2a4a', to: '#304a7a', ink: '#ffffff', motif: '#9fb8e6' },
    ],
  },
  experiences: {
    type: TYPES.grotesque,
    motif: 'mountains',
    palettes: [
      { from: '#0f4c5c', to: '#176b78', ink: '#ffffff', motif: '#ffe08a' },
      { from: '#f4a261', to: '#f7c08a', ink: '#2a1208', motif: '#b5452a' },
      { from: '#264653', to: '#2a6f6a', ink: '#ffffff', motif: '#e9c46a' },
    ],
  },
  wellness: {
    type: TYPES.humanist,
    motif: 'lotus',
    palettes: [
      { from: '#dfeee6', to: '#c3dfd1', ink: '#1f4536', motif: '#5f9e80' },
      { from: '#e8e1f3', to: '#d3c6ea', ink: '#3a2a5c', motif: '#8a6fc0' },
      { from: '#f7e6da', to: '#efd0bb', ink: '#5a3221', motif: '#c98b6b' },
    ],
  },
  entertainment: {
    type: TYPES.condensed,
    motif: 'stars',
    palettes: [
      { from: '#1a1033', to: '#3b1d6e', ink: '#ffffff', motif: '#ffcf3f' },
      { from: '#0b0b1e', to: '#28124a', ink: '#ffffff', motif: '#ff4f8b' },
      { from: '#8e0e3a', to: '#b3154f', ink: '#ffffff', motif: '#ffd166' },
    ],
  },
  books: {
    type: TYPES.bookSerif,
    motif: 'book',
    palettes: [
      { from: '#f3ead8', to: '#e6d5b3', ink: '#2e2416', motif: '#8b5e34' },
      { from: '#203a43', to: '#2c5364', ink: '#f8f1e0', motif: '#d9b77e' },
      { from: '#5c2a2a', to: '#7b3b3b', ink: '#fbefe0', motif: '#e0b589' },
    ],
  },
  home: {
    type: TYPES.slab,
    motif: 'house',
    palettes: [
      { from: '#e9e4da', to: '#d8cfbd', ink: '#2f3a2f', motif: '#7d8f69' },
      { from: '#3d5a4c', to: '#4e6d5f', ink: '#ffffff', motif: '#d9c9a3' },
      { from: '#e9a07d', to: '#f0b899', ink: '#2a140b', motif: '#8c3b1c' },
    ],
  },
  sport: {
    type: TYPES.condensed,
    motif: 'track',
    palettes: [
      { from: '#0d3b66', to: '#145c9e', ink: '#ffffff', motif: '#f4d35e' },
      { from: '#0b5e44', to: '#0b7a45', ink: '#ffffff', motif: '#d8f3dc' },
      { from: '#f79d4a', to: '#f9b872', ink: '#1f0d02', motif: '#ffffff' },
    ],
  },
  travel: {
    type: TYPES.humanist,
    motif: 'globe',
    palettes: [
      { from: '#023e8a', to: '#0069a8', ink: '#ffffff', motif: '#90e0ef' },
      { from: '#f1e3c6', to: '#e5cf9f', ink: '#1d3557', motif: '#457b9d' },
      { from: '#1d3557', to: '#2f5a7a', ink: '#ffffff', motif: '#f1faee' },
    ],
  },
  kids: {
    type: TYPES.rounded,
    motif: 'balloons',
    palettes: [
      { from: '#ffd23f', to: '#ffc21a', ink: '#2b1b00', motif: '#ee4266' },
      { from: '#3bceac', to: '#5fd8bc', ink: '#06251e', motif: '#ffffff' },
      { from: '#540d6e', to: '#6e2184', ink: '#ffffff', motif: '#ffd23f' },
    ],
  },
  food: {
    type: TYPES.bistroSerif,
    motif: 'cup',
    palettes: [
      { from: '#f6e7c1', to: '#eed49a', ink: '#3d2409', motif: '#c0392b' },
      { from: '#4a2c1a', to: '#6b3e26', ink: '#fff4e0', motif: '#f2c572' },
      { from: '#2d5016', to: '#3d6a1c', ink: '#ffffff', motif: '#f2e394' },
    ],
  },
  tech: {
    type: TYPES.mono,
    motif: 'circuit',
    palettes: [
      { from: '#0a0f1e', to: '#14213d', ink: '#e5f4ff', motif: '#00d1ff' },
      { from: '#eef2f7', to: '#dbe3ee', ink: '#0b1b33', motif: '#3a7bd5' },
      { from: '#1b1b3a', to: '#2e2e6e', ink: '#ffffff', motif: '#7cf0bd' },
    ],
  },
  choice: { type: TYPES.grotesque, motif: 'bow', palettes: [] },
  donation: { type: TYPES.humanist, motif: 'heart', palettes: [] },
  general: { type: TYPES.grotesque, motif: 'bow', palettes: [] },
};
