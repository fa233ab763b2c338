/**
 * The props a banner's scenes are composed of, drawn flat in absolute banner coordinates. Each returns SVG
 * elements with their own fills; colours come from the banner's palette (validated #rrggbb), never from copy.
 */
import { createRandom } from '../random.ts';
import { star } from './motifs.ts';

const round = (value: number) => Math.round(value * 10) / 10;
const HIGHLIGHT = 'fill="#ffffff" fill-opacity=".35"';

/** A party balloon with its knot, a sheen and a string hanging `string` units below it. */
export function balloon(cx: number, cy: number, r: number, fill: string, stringColour: string, string = r * 2.4): string {
  const ry = round(r * 1.2);
  const bottom = round(cy + ry);
  return [
    `<path d="M${cx} ${bottom}q${round(-r * 0.3)} ${round(string * 0.35)} 0 ${round(string * 0.6)}t0 ${round(string * 0.4)}" fill="none" stroke="${stringColour}" stroke-width="2" stroke-opacity=".55"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${ry}" fill="${fill}"/>`,
    `<path d="M${cx} ${bottom - 2}l-8 12h16z" fill="${fill}"/>`,
    `<ellipse cx="${round(cx - r * 0.38)}" cy="${round(cy - ry * 0.42)}" rx="${round(r * 0.18)}" ry="${round(r * 0.3)}" transform="rotate(25 ${round(cx - r * 0.38)} ${round(cy - ry * 0.42)})" ${HIGHLIGHT}/>`,
  ].join('');
}

/** Paper confetti scattered over a box: small tilted strips and dots, the same for the same seed. */
export function confetti(seed: number, box: { x: number; y: number; width: number; height: number }, colours: readonly string[], count = 16): string {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const x = Math.round(box.x + random.next() * box.width);
    const y = Math.round(box.y + random.next() * box.height);
    const fill = colours[index % colours.length]!;
    if (random.chance(0.35)) return `<circle cx="${x}" cy="${y}" r="${random.integer(4, 7)}" fill="${fill}"/>`;
    return `<rect x="${x}" y="${y}" width="${random.integer(12, 20)}" height="7" rx="2" fill="${fill}" transform="rotate(${random.integer(-70, 70)} ${x} ${y})"/>`;
  }).join('');
}

/** A four-pointed twinkle. */
export function sparkle(cx: number, cy: number, r: number, fill: string): string {
  const waist = round(r * 0.22);
  return `<path d="M${cx} ${cy - r}Q${cx + waist} ${cy - waist} ${cx + r} ${cy}Q${cx + waist} ${cy + waist} ${cx} ${cy + r}Q${cx - waist} ${cy + waist} ${cx - r} ${cy}Q${cx - waist} ${cy - waist} ${cx} ${cy - r}z" fill="${fill}"/>`;
}

export function stars(points: readonly (readonly [number, number, number])[], fill: string): string {
  return `<path d="${points.map(([cx, cy, r]) => star(cx, cy, r)).join('')}" fill="${fill}"/>`;
}

/** A two-tier cake with icing drips and candles, standing on `base`. */
export function cake(cx: number, base: number, width: number, sponge: string, icing: string, flame: string): string {
  const half = width / 2;
  const tier = round(width * 0.32);
  const top = base - tier * 2;
  const upperHalf = round(half * 0.68);
  const drips = (left: number, right: number, y: number) => {
    const step = (right - left) / 4;
    return `M${left} ${y}h${right - left}v14${[0, 1, 2, 3].map(() => `q${round(-step / 4)} 14 ${round(-step / 2)} 0t${round(-step / 2)} 0`).join('')}z`;
  };
  const candles = [-0.4, 0, 0.4].map((offset) => {
    const x = round(cx + offset * upperHalf);
    return `<rect x="${x - 4}" y="${top - 30}" width="8" height="30" rx="3" fill="#ffffff"/><path d="M${x} ${top - 50}q9 12 0 16q-9-4 0-16z" fill="${flame}"/>`;
  });
  return [
    `<rect x="${cx - half}" y="${base - tier}" width="${width}" height="${tier}" rx="10" fill="${sponge}"/>`,
    `<rect x="${cx - upperHalf}" y="${top}" width="${upperHalf * 2}" height="${tier + 6}" rx="10" fill="${sponge}"/>`,
    `<path d="${drips(cx - half, cx + half, base - tier)}${drips(cx - upperHalf, cx + upperHalf, top)}" fill="${icing}"/>`,
    candles.join(''),
    `<rect x="${cx - half - 16}" y="${base}" width="${width + 32}" height="10" rx="5" fill="${icing}"/>`,
  ].join('');
}

/** A heart whose point is `size` below its top. */
export function heart(cx: number, cy: number, size: number, fill: string, rotation = 0): string {
  const s = size / 100;
  const d = `M0 38C-26 14-50 0-50-24C-50-44-34-56-18-56C-8-56-2-50 0-44C2-50 8-56 18-56C34-56 50-44 50-24C50 0 26 14 0 38z`;
  return `<path d="${d}" fill="${fill}" transform="translate(${cx} ${cy}) rotate(${rotation}) scale(${round(s)})"/>`;
}

/** A daisy-like bloom: rounded petals around a centre. */
export function flower(cx: number, cy: number, r: number, petals: string, centre: string, count = 6): string {
  const petal = Array.from({ length: count }, (_, index) =>
    `<ellipse cx="${cx}" cy="${round(cy - r * 0.55)}" rx="${round(r * 0.3)}" ry="${round(r * 0.5)}" transform="rotate(${Math.round((360 / count) * index)} ${cx} ${cy})"/>`,
  ).join('');
  return `<g fill="${petals}">${petal}</g><circle cx="${cx}" cy="${cy}" r="${round(r * 0.28)}" fill="${centre}"/>`;
}

/** A tulip on a curved stem with one leaf, rooted at (x, y). */
export function tulip(x: number, y: number, height: number, bloom: string, leaf: string, lean = 0): string {
  const topX = x + lean;
  const topY = y - height;
  return [
    `<path d="M${x} ${y}Q${x} ${round(y - height * 0.5)} ${topX} ${topY}" fill="none" stroke="${leaf}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M${x} ${round(y - height * 0.15)}q${round(height * 0.35)}-${round(height * 0.12)} ${round(height * 0.38)}-${round(height * 0.5)}q-${round(height * 0.3)} ${round(height * 0.1)}-${round(height * 0.38)} ${round(height * 0.5)}z" fill="${leaf}"/>`,
    `<path d="M${topX - 24} ${topY - 40}l12 14 12-20 12 20 12-14v26a24 24 0 0 1-48 0z" fill="${bloom}"/>`,
  ].join('');
}

/** A leafy sprig from (x, y) in direction `angle` (degrees, 0 = right). */
export function sprig(x: number, y: number, length: number, angle: number, fill: string): string {
  const leaves = [0.3, 0.55, 0.8].map((at) => {
    const lx = round(length * at);
    return `<ellipse cx="${lx}" cy="-14" rx="18" ry="8" transform="rotate(-30 ${lx} -14)"/><ellipse cx="${lx + 6}" cy="14" rx="18" ry="8" transform="rotate(30 ${lx + 6} 14)"/>`;
  });
  return `<g fill="${fill}" transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0H${length}" stroke="${fill}" stroke-width="4" stroke-linecap="round"/>${leaves.join('')}<ellipse cx="${length + 10}" cy="0" rx="16" ry="8"/></g>`;
}

/** A fir branch: needles along a stem. */
export function firBranch(x: number, y: number, length: number, angle: number, fill: string): string {
  const needles = Array.from({ length: Math.floor(length / 14) }, (_, index) => {
    const nx = 10 + index * 14;
    return `M${nx} 0l16-18M${nx} 0l16 18`;
  }).join('');
  return `<path d="M0 0H${length}${needles}" fill="none" stroke="${fill}" stroke-width="5" stroke-linecap="round" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

/** Two wedding rings, one with a stone. */
export function rings(cx: number, cy: number, r: number, gold: string, stone: string): string {
  const band = round(r * 0.2);
  const left = round(cx - r * 0.45);
  const right = round(cx + r * 0.45);
  return [
    `<g fill="none" stroke="${gold}" stroke-width="${band}"><circle cx="${left}" cy="${cy}" r="${r}"/><circle cx="${right}" cy="${cy + round(r * 0.1)}" r="${r}"/></g>`,
    `<circle cx="${left}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity=".4" stroke-width="${round(band * 0.25)}" stroke-dasharray="${round(r * 0.9)} ${round(r * 6)}"/>`,
    `<path d="M${left} ${round(cy - r - band * 0.4)}l-${round(r * 0.22)}-${round(r * 0.22)}l${round(r * 0.1)}-${round(r * 0.14)}h${round(r * 0.24)}l${round(r * 0.1)} ${round(r * 0.14)}z" fill="${stone}"/>`,
  ].join('');
}

/** A Christmas bauble hanging on a thread from the top edge. */
export function bauble(cx: number, cy: number, r: number, fill: string, cap: string, thread: string): string {
  return [
    `<path d="M${cx} 0V${cy - r}" stroke="${thread}" stroke-width="2" stroke-opacity=".6"/>`,
    `<rect x="${round(cx - r * 0.25)}" y="${round(cy - r - 12)}" width="${round(r * 0.5)}" height="14" rx="3" fill="${cap}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`,
    `<path d="M${cx - r} ${cy}q${r} ${round(r * 0.35)} ${r * 2} 0" fill="none" stroke="${cap}" stroke-width="${round(r * 0.14)}"/>`,
    `<ellipse cx="${round(cx - r * 0.4)}" cy="${round(cy - r * 0.4)}" rx="${round(r * 0.16)}" ry="${round(r * 0.26)}" transform="rotate(35 ${round(cx - r * 0.4)} ${round(cy - r * 0.4)})" ${HIGHLIGHT}/>`,
  ].join('');
}

/** A gift box with ribbon and bow, its bottom-left corner at (x, y). */
export function giftBox(x: number, y: number, width: number, height: number, fill: string, ribbon: string): string {
  const lid = round(height * 0.22);
  const cx = x + width / 2;
  const top = y - height;
  const bow = round(width * 0.22);
  return [
    `<rect x="${x}" y="${top + lid}" width="${width}" height="${height - lid}" rx="4" fill="${fill}"/>`,
    `<rect x="${x - 8}" y="${top}" width="${width + 16}" height="${lid}" rx="4" fill="${fill}"/>`,
    `<rect x="${x - 8}" y="${top + lid - 4}" width="${width + 16}" height="6" fill="#000000" fill-opacity=".12"/>`,
    `<rect x="${round(cx - width * 0.08)}" y="${top}" width="${round(width * 0.16)}" height="${height}" fill="${ribbon}"/>`,
    `<path d="M${cx} ${top}c-${bow}-${bow} -${round(bow * 1.6)}-${round(bow * 0.2)} -${round(bow * 0.8)} 0zM${cx} ${top}c${bow}-${bow} ${round(bow * 1.6)}-${round(bow * 0.2)} ${round(bow * 0.8)} 0z" fill="${ribbon}" stroke="${ribbon}" stroke-width="6" stroke-linejoin="round"/>`,
  ].join('');
}

/** A crescent moon opening to the right: the left half of a disc less a shallower arc. */
export function moon(cx: number, cy: number, r: number, fill: string): string {
  const inner = round(r * 1.3);
  return `<path d="M${cx} ${cy - r}A${r} ${r} 0 0 0 ${cx} ${cy + r}A${inner} ${inner} 0 0 1 ${cx} ${cy - r}z" fill="${fill}"/>`;
}

/** A soft cloud on a flat base, `width` wide. */
export function cloud(cx: number, base: number, width: number, fill: string): string {
  const u = width / 10;
  return `<path d="M${round(cx - 5 * u)} ${base}a${round(1.8 * u)} ${round(1.8 * u)} 0 0 1 ${round(2 * u)}-${round(2.4 * u)}a${round(2.6 * u)} ${round(2.6 * u)} 0 0 1 ${round(4.6 * u)}-${round(0.8 * u)}a${round(2 * u)} ${round(2 * u)} 0 0 1 ${round(3.4 * u)} ${round(3.2 * u)}z" fill="${fill}"/>`;
}

/** A sun with short rays. */
export function sun(cx: number, cy: number, r: number, fill: string): string {
  const rays = Array.from({ length: 12 }, (_, index) => {
    const angle = (Math.PI / 6) * index;
    const [inner, outer] = [r * 1.25, r * 1.55];
    return `M${round(cx + inner * Math.cos(angle))} ${round(cy + inner * Math.sin(angle))}L${round(cx + outer * Math.cos(angle))} ${round(cy + outer * Math.sin(angle))}`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="${rays}" stroke="${fill}" stroke-width="6" stroke-linecap="round"/>`;
}

/** An egg with a zigzag band. */
export function egg(cx: number, cy: number, r: number, fill: string, band: string, tilt = 0): string {
  const h = round(r * 1.3);
  // The band stays inside the egg's outline, which is narrower than r just below the middle.
  const zig = Array.from({ length: 6 }, (_, index) => `l${round((r * 0.72) / 3)} ${index % 2 === 0 ? -10 : 10}`).join('');
  return [
    `<g transform="rotate(${tilt} ${cx} ${cy})">`,
    `<path d="M${cx} ${cy - h}C${cx + r} ${cy - h} ${cx + r} ${cy + r} ${cx} ${cy + r}C${cx - r} ${cy + r} ${cx - r} ${cy - h} ${cx} ${cy - h}z" fill="${fill}"/>`,
    `<path d="M${round(cx - r * 0.72)} ${cy + 8}${zig}" fill="none" stroke="${band}" stroke-width="6" stroke-linejoin="round"/>`,
    `<circle cx="${round(cx - r * 0.35)}" cy="${round(cy - r * 0.4)}" r="${round(r * 0.14)}" ${HIGHLIGHT}/>`,
    '</g>',
  ].join('');
}

/** A graduation cap (mortarboard) with its tassel. */
export function mortarboard(cx: number, cy: number, width: number, fill: string, tassel: string): string {
  const half = width / 2;
  const depth = round(width * 0.26);
  return [
    `<path d="M${round(cx - half * 0.55)} ${cy + 6}v${round(depth * 0.9)}q${round(half * 0.55)} ${round(depth * 0.5)} ${round(half * 1.1)} 0v-${round(depth * 0.9)}z" fill="${fill}"/>`,
    `<path d="M${cx - half} ${cy}L${cx} ${cy - depth}L${cx + half} ${cy}L${cx} ${cy + depth}z" fill="${fill}"/>`,
    `<path d="M${cx - half} ${cy}L${cx} ${cy - depth}L${cx + half} ${cy}" fill="none" stroke="#ffffff" stroke-opacity=".18" stroke-width="4"/>`,
    `<path d="M${cx} ${cy}L${round(cx + half * 0.8)} ${round(cy + depth * 0.3)}v${round(depth * 1.1)}" fill="none" stroke="${tassel}" stroke-width="4"/>`,
    `<path d="M${round(cx + half * 0.8 - 7)} ${round(cy + depth * 1.4)}h14l4 26h-22z" fill="${tassel}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="7" fill="${tassel}"/>`,
  ].join('');
}

/** A rolled diploma tied with a ribbon, lying at `angle`. */
export function diploma(cx: number, cy: number, length: number, paper: string, ribbon: string, angle: number): string {
  const half = length / 2;
  return [
    `<g transform="rotate(${angle} ${cx} ${cy})">`,
    `<rect x="${cx - half}" y="${cy - 18}" width="${length}" height="36" rx="18" fill="${paper}"/>`,
    `<ellipse cx="${cx + half - 12}" cy="${cy}" rx="8" ry="16" fill="#000000" fill-opacity=".08"/>`,
    `<rect x="${cx - 12}" y="${cy - 20}" width="24" height="40" fill="${ribbon}"/>`,
    `<path d="M${cx - 6} ${cy + 18}l-18 38 14-4 8 12 6-46zM${cx + 6} ${cy + 18}l18 38-14-4-8 12-6-46z" fill="${ribbon}"/>`,
    '</g>',
  ].join('');
}

/** A king's crown with three jewels. */
export function crown(cx: number, base: number, width: number, gold: string, jewel: string): string {
  const half = width / 2;
  const height = round(width * 0.62);
  const top = base - height;
  return [
    `<path d="M${cx - half} ${base}L${cx - half} ${top}L${round(cx - half / 2)} ${round(top + height * 0.42)}L${cx} ${top - 10}L${round(cx + half / 2)} ${round(top + height * 0.42)}L${cx + half} ${top}L${cx + half} ${base}z" fill="${gold}" stroke="${gold}" stroke-width="6" stroke-linejoin="round"/>`,
    `<rect x="${cx - half - 4}" y="${base - 14}" width="${width + 8}" height="16" rx="4" fill="${gold}"/>`,
    `<g fill="${jewel}"><circle cx="${cx - half}" cy="${top - 6}" r="8"/><circle cx="${cx}" cy="${top - 16}" r="9"/><circle cx="${cx + half}" cy="${top - 6}" r="8"/><circle cx="${cx}" cy="${round(base - height * 0.42)}" r="9"/></g>`,
  ].join('');
}

/** A bishop's mitre with a cross, as Sinterklaas wears it. */
export function mitre(cx: number, base: number, height: number, fill: string, trim: string): string {
  const half = round(height * 0.36);
  const top = base - height;
  const crossY = round(top + height * 0.45);
  return [
    `<path d="M${round(cx - half * 0.85)} ${base}L${cx - half} ${round(top + height * 0.4)}Q${round(cx - half * 0.7)} ${round(top + height * 0.1)} ${cx} ${top}Q${round(cx + half * 0.7)} ${round(top + height * 0.1)} ${cx + half} ${round(top + height * 0.4)}L${round(cx + half * 0.85)} ${base}z" fill="${fill}"/>`,
    `<path d="M${round(cx - half * 0.86)} ${base - 10}H${round(cx + half * 0.86)}M${cx} ${top + 10}V${base - 10}" stroke="${trim}" stroke-width="10" fill="none"/>`,
    `<path d="M${cx - 16} ${crossY}h32M${cx} ${crossY - 16}v32" stroke="${fill}" stroke-width="8"/>`,
    `<path d="M${cx - 18} ${crossY}h36M${cx} ${crossY - 18}v36" stroke="${trim}" stroke-width="5"/>`,
  ].join('');
}

/** Round spiced biscuits (pepernoten) in a small heap. */
export function biscuits(cx: number, cy: number, fill: string): string {
  const spots: readonly (readonly [number, number])[] = [[-30, 0], [0, -6], [30, 2], [-14, 20], [16, 22], [-44, 22], [44, 24]];
  return `<g fill="${fill}">${spots.map(([dx, dy]) => `<circle cx="${cx + dx}" cy="${cy + dy}" r="13"/>`).join('')}</g>` +
    `<g fill="#ffffff" fill-opacity=".25">${spots.map(([dx, dy]) => `<circle cx="${cx + dx - 4}" cy="${cy + dy - 4}" r="4"/>`).join('')}</g>`;
}

/** A baby's rattle. */
export function rattle(cx: number, cy: number, r: number, fill: string, handle: string, angle: number): string {
  return [
    `<g transform="rotate(${angle} ${cx} ${cy})">`,
    `<rect x="${cx - 7}" y="${cy + r - 4}" width="14" height="${round(r * 1.5)}" rx="7" fill="${handle}"/>`,
    `<circle cx="${cx}" cy="${round(cy + r * 2.6)}" r="${round(r * 0.42)}" fill="none" stroke="${handle}" stroke-width="10"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`,
    `<path d="M${cx - r} ${cy}h${r * 2}" stroke="#ffffff" stroke-opacity=".5" stroke-width="8"/>`,
    '</g>',
  ].join('');
}

/** A dinner plate seen from above with a fork on the left and a knife on the right. */
export function placeSetting(cx: number, cy: number, r: number, plate: string, rim: string, cutlery: string): string {
  const forkX = round(cx - r * 1.35);
  const knifeX = round(cx + r * 1.35);
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${plate}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.72)}" fill="none" stroke="${rim}" stroke-width="4"/>`,
    `<path d="M${forkX - 12} ${cy - r}v${round(r * 0.55)}q0 16 12 16t12-16v-${round(r * 0.55)}M${forkX} ${cy - r}v${round(r * 0.55)}M${forkX} ${round(cy - r * 0.3)}V${cy + r}" fill="none" stroke="${cutlery}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M${knifeX} ${cy + r}V${cy - r}q18 20 12 ${round(r * 0.9)}h-12" fill="${cutlery}" stroke="${cutlery}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

/** A wine glass, partly filled. */
export function wineGlass(cx: number, base: number, height: number, glass: string, wine: string): string {
  const bowl = round(height * 0.45);
  const top = base - height;
  const half = round(bowl * 0.55);
  return [
    `<path d="M${cx - half + 4} ${round(top + bowl * 0.4)}h${(half - 4) * 2}q0 ${round(bowl * 0.6)}-${half - 4} ${round(bowl * 0.6)}t-${half - 4}-${round(bowl * 0.6)}z" fill="${wine}"/>`,
    `<path d="M${cx - half} ${top}h${half * 2}q0 ${bowl}-${half} ${bowl}t-${half}-${bowl}zM${cx} ${top + bowl}V${base}M${cx - half} ${base}h${half * 2}" fill="none" stroke="${glass}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

/** A clock face at ten to two. */
export function clock(cx: number, cy: number, r: number, face: string, rim: string): string {
  const ticks = Array.from({ length: 12 }, (_, index) => {
    const angle = (Math.PI / 6) * index;
    return `M${round(cx + r * 0.78 * Math.cos(angle))} ${round(cy + r * 0.78 * Math.sin(angle))}L${round(cx + r * 0.88 * Math.cos(angle))} ${round(cy + r * 0.88 * Math.sin(angle))}`;
  }).join('');
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${face}" stroke="${rim}" stroke-width="${round(r * 0.12)}"/>`,
    `<path d="${ticks}M${cx} ${cy}L${round(cx - r * 0.42)} ${round(cy - r * 0.3)}M${cx} ${cy}L${round(cx + r * 0.5)} ${round(cy - r * 0.42)}" stroke="${rim}" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="7" fill="${rim}"/>`,
  ].join('');
}

/** A paper plane with a dashed trail behind it. */
export function paperPlane(cx: number, cy: number, size: number, fill: string, trail: string): string {
  const s = size / 100;
  return [
    `<path d="M${cx - round(260 * s)} ${cy + round(90 * s)}C${cx - round(200 * s)} ${cy - round(20 * s)} ${cx - round(120 * s)} ${cy + round(70 * s)} ${cx - round(50 * s)} ${cy + round(20 * s)}" fill="none" stroke="${trail}" stroke-width="4" stroke-dasharray="10 12" stroke-linecap="round"/>`,
    `<g transform="translate(${cx} ${cy}) scale(${round(s)})"><path d="M-40 10L60-40L20 50z" fill="${fill}"/><path d="M-40 10L60-40L0 18z" fill="#000000" fill-opacity=".12"/><path d="M0 18L60-40L10 40z" fill="#ffffff" fill-opacity=".3"/></g>`,
  ].join('');
}

/** Rolling hills along the bottom edge. */
export function hills(fill: string, far: string): string {
  return `<path d="M0 330Q220 260 460 320T900 300T1200 320V400H0z" fill="${far}"/><path d="M0 360Q300 300 620 360T1200 350V400H0z" fill="${fill}"/>`;
}
