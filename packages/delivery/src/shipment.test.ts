import { describe, expect, it } from 'vitest';
import { deliveryPromise } from './delivery-promise.ts';
import { holidayCalendar } from './holidays.ts';
import { needsRegisteredShipping } from './registered-shipping.ts';
import { shipmentDates } from './shipment-dates.ts';
import { storeTimeZone } from './store-time-zone.ts';

describe('needsRegisteredShipping', () => {
  const threshold = 30_000;

  it('ships registered over the threshold, not at it', () => {
    expect(needsRegisteredShipping({ totalMinor: 30_001, thresholdMinor: threshold, containsWine: false })).toBe(true);
    expect(needsRegisteredShipping({ totalMinor: 30_000, thresholdMinor: threshold, containsWine: false })).toBe(false);
  });

  it('always ships wine registered', () => {
    expect(needsRegisteredShipping({ totalMinor: 3_500, thresholdMinor: threshold, containsWine: true })).toBe(true);
  });
});

describe('shipmentDates', () => {
  const now = new Date('2026-03-16T18:00:00Z');

  it('stores a physical promise as store-local ISO days', () => {
    expect(shipmentDates(deliveryPromise('PHYSICAL', now, 'Europe/Dublin', holidayCalendar('IE')))).toEqual({
      kind: 'PHYSICAL', dispatchDate: '2026-03-18', deliveredFrom: '2026-03-19', deliveredBy: '2026-03-23',
    });
  });

  it('opens a registered shipment\'s window on a working day: a Friday shipment is signed for on Monday, not left on Saturday', () => {
    const friday = deliveryPromise('PHYSICAL', new Date('2026-11-27T10:00:00Z'), 'Europe/Dublin', holidayCalendar('IE'));
    expect(shipmentDates(friday)).toMatchObject({ dispatchDate: '2026-11-27', deliveredFrom: '2026-11-28', deliveredBy: '2026-12-02' });
    expect(shipmentDates(friday, { registered: true })).toEqual({
      kind: 'PHYSICAL', dispatchDate: '2026-11-27', deliveredFrom: '2026-11-30', deliveredBy: '2026-12-02',
    });
  });

  it('stores a digital promise as the latest send time', () => {
    expect(shipmentDates(deliveryPromise('DIGITAL', now, 'Europe/Dublin', holidayCalendar('IE')))).toEqual({
      kind: 'DIGITAL', promisedBy: new Date('2026-03-16T19:00:00Z'),
    });
  });
});

describe('storeTimeZone', () => {
  it('runs each store country\'s dispatch clock in its zone', () => {
    expect(storeTimeZone('IE')).toBe('Europe/Dublin');
    expect(storeTimeZone('NL')).toBe('Europe/Amsterdam');
  });

  it('refuses a country it does not know', () => {
    expect(() => storeTimeZone('XX')).toThrow('No store time zone is known for country XX');
    expect(() => storeTimeZone('constructor')).toThrow();
  });
});
