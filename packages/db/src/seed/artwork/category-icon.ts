import type { CategoryKey } from '../categories.ts';
import { inkOn } from './colour.ts';
import { drawMotif } from './motifs.ts';
import { SCHEMES } from './schemes.ts';

/** Where the card motifs are drawn on the card face (their right-hand part), framed square for an icon. */
const MOTIF_FRAME = '400 40 480 440';

/** A 48×48 menu icon: the category's card motif, drawn bold on a rounded square in the store's brand colour. */
export function categoryIconSvg(category: CategoryKey, background: string): string {
  const ink = inkOn(background);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">',
    `<rect width="48" height="48" rx="12" fill="${background}"/>`,
    `<svg x="6" y="6" width="36" height="36" viewBox="${MOTIF_FRAME}">`,
    `<g fill="none" stroke="${ink}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round">`,
    drawMotif(SCHEMES[category].motif, ink),
    '</g></svg></svg>',
  ].join('');
}
