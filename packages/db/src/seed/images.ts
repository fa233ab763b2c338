/** Product artwork drawn as SVG in the brand's colours; nothing is fetched from outside. */

export interface CardArtwork {
  readonly title: string;
  readonly background: string;
  readonly accent: string;
  readonly motif: Motif;
}

export const motifs = ['circles', 'stripes', 'waves', 'dots', 'diamond'] as const;
export type Motif = (typeof motifs)[number];

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function initials(title: string): string {
  return title
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

const motifShapes: Record<Motif, (accent: string) => string> = {
  circles: (accent) =>
    `<circle cx="260" cy="40" r="70" fill="${accent}" opacity="0.35"/><circle cx="290" cy="150" r="40" fill="${accent}" opacity="0.25"/>`,
  stripes: (accent) =>
    `<path d="M0 150 L320 40 L320 80 L0 190 Z" fill="${accent}" opacity="0.3"/><path d="M0 110 L320 0 L320 20 L0 130 Z" fill="${accent}" opacity="0.2"/>`,
  waves: (accent) =>
    `<path d="M0 140 C80 100 160 180 320 120 L320 200 L0 200 Z" fill="${accent}" opacity="0.35"/>`,
  dots: (accent) =>
    Array.from({ length: 12 }, (_, index) => `<circle cx="${30 + (index % 6) * 50}" cy="${150 + Math.floor(index / 6) * 25}" r="6" fill="${accent}" opacity="0.4"/>`).join(''),
  diamond: (accent) => `<path d="M240 20 L300 100 L240 180 L180 100 Z" fill="${accent}" opacity="0.3"/>`,
};

/** A 320×200 gift card face: background, motif, initials and the title. */
export function giftCardSvg({ title, background, accent, motif }: CardArtwork): string {
  const label = escapeXml(title.length > 28 ? `${title.slice(0, 27)}…` : title);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img"',
    ` aria-label="${escapeXml(title)}">`,
    `<rect width="320" height="200" rx="16" fill="${background}"/>`,
    motifShapes[motif](accent),
    `<text x="24" y="78" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(initials(title))}</text>`,
    `<text x="24" y="176" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#ffffff">${label}</text>`,
    '</svg>',
  ].join('');
}

/** A 48×48 menu icon: a rounded square with the first letter of the category. */
export function iconSvg(letter: string, background: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">',
    `<rect width="48" height="48" rx="12" fill="${background}"/>`,
    `<text x="24" y="32" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff">${escapeXml(letter.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}

/** A wide banner used as page hero and highlighted-block background. */
export function bannerSvg(title: string, background: string, accent: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">',
    `<rect width="1200" height="400" fill="${background}"/>`,
    `<path d="M0 320 C300 220 700 420 1200 260 L1200 400 L0 400 Z" fill="${accent}" opacity="0.35"/>`,
    `<text x="64" y="200" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');
}
