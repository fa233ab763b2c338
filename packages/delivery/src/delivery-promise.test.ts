import { describe, expect, it } from 'vitest';
import { deliveryPromise, type DeliveryPromise } from './delivery-promise.ts';

const DUBLIN = 'Europe/Dublin';

function physical(isoInstant: string, timeZone = DUBLIN): Extract<DeliveryPromise, { kind: 'PHYSICAL' }> {
  const promise = deliveryPromise('PHYSICAL', new Date(isoInstant), timeZone);
  if (promise.kind !== 'PHYSICAL') throw new Error('expected a physical promise');
  return promise;
}

const ymd = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

describe('deliveryPromise', () => {
  it('promises digital cards by e-mail within the hour, whatever the time', () => {
    expect(deliveryPromise('DIGITAL', new Date('2026-11-28T23:30:00Z'), DUBLIN)).toEqual({ kind: 'DIGITAL' });
  });

  it('ships the same day when ordered before 17:00 on a working day', () => {
    const promise = physical('2026-11-23T16:59:00Z'); // Monday 16:59 in Dublin
    expect(promise.shipsToday).toBe(true);
    expect(ymd(promise.shipDate)).toBe('2026-11-23');
    expect(ymd(promise.letterboxDate)).toBe('2026-11-24');
    expect(ymd(promise.deliveredFrom)).toBe('2026-11-24');
    expect(ymd(promise.deliveredBy)).toBe('2026-11-26');
  });

  it('ships the next working day from 17:00 on', () => {
    const promise = physical('2026-11-23T17:00:00Z');
    expect(promise.shipsToday).toBe(false);
    expect(ymd(promise.shipDate)).toBe('2026-11-24');
    expect(ymd(promise.letterboxDate)).toBe('2026-11-25');
  });

  it('reads the clock in the store time zone (Dublin summer time is UTC+1)', () => {
    expect(physical('2026-07-01T15:59:00Z').shipsToday).toBe(true); // 16:59 in Dublin
    expect(physical('2026-07-01T16:00:00Z').shipsToday).toBe(false); // 17:00 in Dublin
    // 16:30 UTC is 17:30 in Amsterdam: too late there.
    expect(physical('2026-11-23T16:30:00Z', 'Europe/Amsterdam').shipsToday).toBe(false);
  });

  it('ships weekend orders on Monday, for the letterbox on Tuesday', () => {
    const saturday = physical('2026-11-28T10:00:00Z');
    expect(saturday.shipsToday).toBe(false);
    expect(ymd(saturday.shipDate)).toBe('2026-11-30');
    expect(ymd(saturday.letterboxDate)).toBe('2026-12-01');
    expect(saturday.letterboxDate.weekday).toBe(2);
  });

  it('delivers a Friday shipment to the letterbox on Saturday, but counts regular post in working days', () => {
    const friday = physical('2026-11-27T09:00:00Z');
    expect(friday.shipsToday).toBe(true);
    expect(ymd(friday.letterboxDate)).toBe('2026-11-28');
    expect(friday.letterboxDate.weekday).toBe(6);
    expect(ymd(friday.deliveredFrom)).toBe('2026-11-30');
    expect(ymd(friday.deliveredBy)).toBe('2026-12-02');
  });

  it('sends a late Friday order on Monday, for the letterbox on Tuesday', () => {
    const lateFriday = physical('2026-11-27T18:00:00Z');
    expect(ymd(lateFriday.shipDate)).toBe('2026-11-30');
    expect(ymd(lateFriday.letterboxDate)).toBe('2026-12-01');
  });
});
