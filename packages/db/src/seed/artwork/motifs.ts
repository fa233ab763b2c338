/**
 * Line drawings that say what a card is for, on the right of an 856×540 card face (the name is set on the left).
 * Each is drawn with the group's stroke (no fill) unless it fills a shape itself; `fill` is the motif colour.
 */

export const MOTIFS = [
  'plate', 'hanger', 'mountains', 'lotus', 'stars', 'book', 'house', 'track', 'globe', 'balloons', 'cup', 'circuit',
  'bow', 'heart',
] as const;
export type Motif = (typeof MOTIFS)[number];

const round = (value: number) => Math.round(value);

/** A five-pointed star around (cx, cy). */
export function star(cx: number, cy: number, radius: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const r = index % 2 === 0 ? radius : radius * 0.45;
    return `${round(cx + r * Math.cos(angle))} ${round(cy + r * Math.sin(angle))}`;
  });
  return `M${points.join('L')}Z`;
}

const path = (d: string) => `<path d="${d}"/>`;
const circle = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;

const drawings: Readonly<Record<Motif, (fill: string) => string>> = {
  plate: () =>
    circle(640, 230, 150) + circle(640, 230, 104) +
    path('M440 90v85m-22-85v58q0 26 22 26t22-26v-58M440 175v200M840 90q-34 44-34 124h34zM840 214v161'),
  hanger: () =>
    path('M610 110a30 30 0 1 1 30 30v30L440 300h400L640 170M520 456l120-120M600 456l120-120M680 456l120-120M760 456l96-96'),
  mountains: () => circle(716, 140, 54) + path('M380 456L560 236l74 86 112-146 190 250'),
  lotus: () =>
    path(
      'M660 380c-70-60-70-170 0-230c70 60 70 170 0 230zM660 380c-110-10-170-90-160-180c90 10 150 90 160 180zM660 380c110-10 170-90 160-180c-90 10-150 90-160 180zM510 428q150 34 300 0',
    ),
  stars: (fill) => `<path fill="${fill}" d="${star(690, 220, 120)}${star(496, 110, 40)}${star(820, 390, 34)}"/>`,
  book: () =>
    path(
      'M470 170q85-40 170 0q85-40 170 0v230q-85-40-170 0q-85-40-170 0zM640 170v230M500 230q55-20 110 0M500 280q55-20 110 0M670 230q55-20 110 0M670 280q55-20 110 0',
    ),
  house: () => path('M460 300l180-160 180 160M500 266v190h280V266M610 456v-96h60v96M700 300h50v46h-50z'),
  track: () =>
    path('M440 456a320 320 0 0 1 640 0M520 456a240 240 0 0 1 480 0M600 456a160 160 0 0 1 320 0') +
    circle(540, 160, 70) + path('M478 130q62 30 124 0M478 190q62-30 124 0'),
  globe: () =>
    circle(690, 210, 130) +
    path('M690 80c-80 70-80 190 0 260c80-70 80-190 0-260M560 210h260M580 140h220M580 280h220') +
    '<path stroke-dasharray="2 26" d="M420 430C520 330 560 420 600 380"/>',
  balloons: (fill) =>
    `<g fill="${fill}" fill-opacity=".5"><ellipse cx="600" cy="170" rx="60" ry="76"/><ellipse cx="724" cy="134" rx="56" ry="70"/>` +
    '<ellipse cx="806" cy="236" rx="50" ry="62"/></g>' +
    path('M600 246q-22 60 10 140M724 204q20 70-20 170M806 298q-12 44 10 96'),
  cup: () =>
    path(
      'M560 250h200v80a90 90 0 0 1-90 90h-20a90 90 0 0 1-90-90zM760 270h24a40 40 0 0 1 0 80h-28M500 444h320M610 210q-20-30 0-60t0-60M670 210q-20-30 0-60t0-60M730 210q-20-30 0-60t0-60',
    ),
  circuit: (fill) =>
    path('M430 120h150l40 40h100M430 200h90l40 40h200M490 310h130l40-40h150M560 390h100l40 40h130') +
    `<g fill="${fill}">${circle(720, 160, 14)}${circle(760, 240, 14)}${circle(810, 270, 14)}${circle(830, 430, 14)}</g>`,
  bow: (fill) =>
    `<path fill="${fill}" stroke="none" d="M676 0h48v456h-48z"/>` +
    path('M700 130c-70-80-170-60-130 10c24 40 90 20 130-10zM700 130c70-80 170-60 130 10c-24 40-90 20-130-10zM700 130l-60 110M700 130l60 110'),
  heart: () => path('M660 400c-150-90-210-170-170-240c30-50 120-60 170 10c50-70 140-60 170-10c40 70-20 150-170 240z'),
};

/** The motif's shapes; the caller wraps them in a group with the stroke colour and opacity. */
export function drawMotif(motif: Motif, fill: string): string {
  return drawings[motif](fill);
}
