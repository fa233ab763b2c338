import { describe, expect, it } from 'vitest';
import { boundingBoxQuery, parseBoundingBox } from './bounding-box.ts';

const dublin = { latmin: '53.30000', latmax: '53.40000', lonmin: '-6.30000', lonmax: '-6.20000' };

describe('parseBoundingBox', () => {
  it('reports no area when none of the parameters is given', () => {
    expect(parseBoundingBox({})).toEqual({ kind: 'absent' });
    expect(parseBoundingBox({ page: '2' })).toEqual({ kind: 'absent' });
  });

  it('reads a valid box', () => {
    expect(parseBoundingBox(dublin)).toEqual({ kind: 'box', box: { latmin: 53.3, latmax: 53.4, lonmin: -6.3, lonmax: -6.2 } });
  });

  it('rounds to 5 decimals', () => {
    const parsed = parseBoundingBox({ ...dublin, latmin: '53.123456789' });
    expect(parsed).toMatchObject({ kind: 'box', box: { latmin: 53.12346 } });
  });

  it('names every missing or malformed parameter', () => {
    expect(parseBoundingBox({ latmin: '53.3', latmax: 'north', lonmin: '' })).toEqual({
      kind: 'invalid',
      problems: [
        { param: 'latmax', reason: 'notANumber' },
        { param: 'lonmin', reason: 'missing' },
        { param: 'lonmax', reason: 'missing' },
      ],
    });
  });

  it('rejects coordinates outside the globe', () => {
    expect(parseBoundingBox({ ...dublin, latmax: '91', lonmax: '180.5' })).toEqual({
      kind: 'invalid',
      problems: [
        { param: 'latmax', reason: 'outOfRange' },
        { param: 'lonmax', reason: 'outOfRange' },
      ],
    });
  });

  it('rejects a minimum above its maximum', () => {
    expect(parseBoundingBox({ ...dublin, latmin: '54', lonmin: '-6.1' })).toEqual({
      kind: 'invalid',
      problems: [
        { param: 'latmin', reason: 'minAboveMax' },
        { param: 'lonmin', reason: 'minAboveMax' },
      ],
    });
  });

  it('rejects exponent and hexadecimal notations that Number() would accept', () => {
    expect(parseBoundingBox({ ...dublin, latmin: '5e1', lonmin: '0x10' })).toMatchObject({
      kind: 'invalid',
      problems: [{ param: 'latmin', reason: 'notANumber' }, { param: 'lonmin', reason: 'notANumber' }],
    });
  });
});

describe('boundingBoxQuery', () => {
  it('writes every value with exactly 5 decimals', () => {
    expect(boundingBoxQuery({ latmin: 53.3, latmax: 53.4, lonmin: -6.3, lonmax: -6 })).toEqual({
      latmin: '53.30000',
      latmax: '53.40000',
      lonmin: '-6.30000',
      lonmax: '-6.00000',
    });
  });
});
