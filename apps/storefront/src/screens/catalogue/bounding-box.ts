/** Spec §2: location pages carry their area as latmin/latmax/lonmin/lonmax with 5 decimals. */
export const BOX_DECIMALS = 5;

export const BOX_PARAMS = ['latmin', 'latmax', 'lonmin', 'lonmax'] as const;
export type BoxParam = (typeof BOX_PARAMS)[number];

export type BoundingBox = Readonly<Record<BoxParam, number>>;

/** The whole world: the area shown before the visitor narrows it down. */
export const WHOLE_WORLD: BoundingBox = { latmin: -90, latmax: 90, lonmin: -180, lonmax: 180 };

export type BoxProblemReason = 'missing' | 'notANumber' | 'outOfRange' | 'minAboveMax';

export interface BoxProblem {
  readonly param: BoxParam;
  readonly reason: BoxProblemReason;
}

export type BoxParse =
  | { readonly kind: 'absent' }
  | { readonly kind: 'box'; readonly box: BoundingBox }
  | { readonly kind: 'invalid'; readonly problems: readonly BoxProblem[] };

type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

const LIMIT: Record<BoxParam, number> = { latmin: 90, latmax: 90, lonmin: 180, lonmax: 180 };
const DECIMAL = /^-?\d{1,3}(\.\d+)?$/;

function first(value: string | readonly string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.trim() : undefined;
}

function roundToBoxPrecision(value: number): number {
  const factor = 10 ** BOX_DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * Reads the area of the locations overview from the query string. No box parameters at all means "no area chosen";
 * otherwise all four must be decimal degrees within range, each minimum not above its maximum. Values are rounded to
 * 5 decimals, the precision locations are stored with.
 */
export function parseBoundingBox(query: RawQuery): BoxParse {
  const texts = BOX_PARAMS.map((param) => [param, first(query[param])] as const);
  if (texts.every(([, text]) => text === undefined || text === '')) return { kind: 'absent' };

  const problems: BoxProblem[] = [];
  const values: Partial<Record<BoxParam, number>> = {};
  for (const [param, text] of texts) {
    if (text === undefined || text === '') problems.push({ param, reason: 'missing' });
    else if (!DECIMAL.test(text)) problems.push({ param, reason: 'notANumber' });
    else {
      const value = roundToBoxPrecision(Number(text));
      if (Math.abs(value) > LIMIT[param]) problems.push({ param, reason: 'outOfRange' });
      else values[param] = value;
    }
  }
  const { latmin, latmax, lonmin, lonmax } = values;
  if (latmin !== undefined && latmax !== undefined && latmin > latmax) problems.push({ param: 'latmin', reason: 'minAboveMax' });
  if (lonmin !== undefined && lonmax !== undefined && lonmin > lonmax) problems.push({ param: 'lonmin', reason: 'minAboveMax' });
  if (problems.length > 0 || latmin === undefined || latmax === undefined || lonmin === undefined || lonmax === undefined) {
    return { kind: 'invalid', problems };
  }
  return { kind: 'box', box: { latmin, latmax, lonmin, lonmax } };
}

/** The box as query parameters, each with exactly 5 decimals. */
export function boundingBoxQuery(box: BoundingBox): Record<BoxParam, string> {
  return {
    latmin: box.latmin.toFixed(BOX_DECIMALS),
    latmax: box.latmax.toFixed(BOX_DECIMALS),
    lonmin: box.lonmin.toFixed(BOX_DECIMALS),
    lonmax: box.lonmax.toFixed(BOX_DECIMALS),
  };
}
