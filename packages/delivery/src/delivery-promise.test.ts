import { describe, expect, it } from 'vitest';
import { deliveryPromise, type PhysicalDeliveryPromise } from './delivery-promise.ts';
import { NO_HOLIDAYS, holidayCalendar, type HolidayCalendar } from './holidays.ts';
import { isoDate } from './local-date.ts';

const DUBLIN = 'Europe/Dublin';
const AMSTERDAM = 'Europe/Amsterdam';
const IRISH_HOLIDAYS = holidayCalendar('IE');
const DUTCH_HOLIDAYS = holidayCalendar('NL');

function physical(isoInstant: string, timeZone = DUBLIN, holidays: HolidayCalendar = IRISH_HOLIDAYS): PhysicalDeliveryPromise {
  const promise = deliveryPromise('PHYSICAL', new Date(isoInstant), timeZone, holidays);
  if (promise.kind !== 'PHYSICAL') throw new Error('expected a physical promise');
  return promise;
}

/** The promise's days as 'YYYY-MM-DD'. */
function days(promise: PhysicalDeliveryPromise) {
  return {
    ship: isoDate(promise.shipDate),
    letterbox: isoDate(promise.letterboxDate),
    from: isoDate(promise.deliveredFrom),
    by: isoDate(promise.deliveredBy),
  };
}

describe('deliveryPromise', () => {
  it('promises digital cards by e-mail within the hour, whatever the time', () => {
    expect(deliveryPromise('DIGITAL', new Date('2026-11-28T23:30:00Z'), DUBLIN, IRISH_HOLIDAYS)).toEqual({
      kind: 'DIGITAL',
      deliveredBy: new Date('2026-11-29T00:30:00Z'),
    });
    expect(deliveryPromise('DIGITAL', new Date('2026-03-17T12:00:00Z'), DUBLIN, IRISH_HOLIDAYS)).toMatchObject({
      deliveredBy: new Date('2026-03-17T13:00:00Z'),
    });
  });

  it('ships the same day when ordered before 17:00 on a working day', () => {
    const promise = physical('2026-11-23T16:59:00Z'); // Monday 16:59 in Dublin
    expect(promise.shipsToday).toBe(true);
    expect(days(promise)).toEqual({ ship: '2026-11-23', letterbox: '2026-11-24', from: '2026-11-24', by: '2026-11-26' });
  });

  it('ships the next working day from 17:00 on', () => {
    const promise = physical('2026-11-23T17:00:00Z');
    expect(promise.shipsToday).toBe(false);
    expect(days(promise)).toMatchObject({ ship: '2026-11-24', letterbox: '2026-11-25' });
  });

  it('reads the clock in the store time zone', () => {
    expect(physical('2026-07-01T15:59:00Z').shipsToday).toBe(true); // 16:59 in Dublin (summer time, UTC+1)
    expect(physical('2026-07-01T16:00:00Z').shipsToday).toBe(false); // 17:00 in Dublin
    // 16:30 UTC is 17:30 in Amsterdam: too late there.
    expect(physical('2026-11-23T16:30:00Z', AMSTERDAM, DUTCH_HOLIDAYS).shipsToday).toBe(false);
    // 05:59 UTC is 16:59 in Sydney (UTC+11 in November); 06:00 is 17:00.
    expect(physical('2026-11-23T05:59:00Z', 'Australia/Sydney', NO_HOLIDAYS).shipsToday).toBe(true);
    expect(physical('2026-11-23T06:00:00Z', 'Australia/Sydney', NO_HOLIDAYS).shipsToday).toBe(false);
    // 23:30 UTC on Sunday is already Monday 00:30 in Amsterdam in winter: a working day, before the cut-off.
    const mondayInAmsterdam = physical('2026-11-22T23:30:00Z', AMSTERDAM, DUTCH_HOLIDAYS);
    expect(mondayInAmsterdam.shipsToday).toBe(true);
    expect(days(mondayInAmsterdam).ship).toBe('2026-11-23');
  });

  it('ships weekend orders on Monday, for the letterbox on Tuesday', () => {
    const saturday = physical('2026-11-28T10:00:00Z');
    expect(saturday.shipsToday).toBe(false);
    expect(days(saturday)).toMatchObject({ ship: '2026-11-30', letterbox: '2026-12-01' });
    expect(saturday.letterboxDate.weekday).toBe(2);
  });

  it('delivers a Friday shipment to the letterbox on Saturday, and the window of regular post opens that day', () => {
    const friday = physical('2026-11-27T09:00:00Z');
    expect(friday.shipsToday).toBe(true);
    // Counted in working days the window would open on Monday, after the letterbox day it also promises.
    expect(days(friday)).toEqual({ ship: '2026-11-27', letterbox: '2026-11-28', from: '2026-11-28', by: '2026-12-02' });
    expect(friday.letterboxDate.weekday).toBe(6);
  });

  it('sends a late Friday order on Monday, for the letterbox on Tuesday', () => {
    expect(days(physical('2026-11-27T18:00:00Z'))).toMatchObject({ ship: '2026-11-30', letterbox: '2026-12-01' });
  });
});

describe('deliveryPromise on public holidays', () => {
  it('does not ship on St Patrick\'s Day in Ireland, nor deliver', () => {
    // Monday 16 March 2026, before the cut-off: shipped Monday, but Tuesday the 17th is a holiday.
    expect(days(physical('2026-03-16T10:00:00Z'))).toEqual({ ship: '2026-03-16', letterbox: '2026-03-18', from: '2026-03-18', by: '2026-03-20' });
    // Monday evening and on the day itself: shipped Wednesday.
    expect(days(physical('2026-03-16T18:00:00Z'))).toEqual({ ship: '2026-03-18', letterbox: '2026-03-19', from: '2026-03-19', by: '2026-03-23' });
    const onTheDay = physical('2026-03-17T10:00:00Z');
    expect(onTheDay.shipsToday).toBe(false);
    expect(days(onTheDay).ship).toBe('2026-03-18');
  });

  it('knows St Patrick\'s Day only in Ireland', () => {
    expect(physical('2026-03-17T10:00:00Z', AMSTERDAM, DUTCH_HOLIDAYS).shipsToday).toBe(true);
  });

  it('skips King\'s Day in the Netherlands after a late Friday order', () => {
    // Friday 24 April 2026, 17:30 in Amsterdam (UTC+2); Monday the 27th is King's Day.
    expect(days(physical('2026-04-24T15:30:00Z', AMSTERDAM, DUTCH_HOLIDAYS))).toEqual({
      ship: '2026-04-28', letterbox: '2026-04-29', from: '2026-04-29', by: '2026-05-01',
    });
    // 16:59 the same Friday: shipped that day, in the letterbox on Saturday; counted in working days, by Thursday.
    expect(days(physical('2026-04-24T14:59:00Z', AMSTERDAM, DUTCH_HOLIDAYS))).toEqual({
      ship: '2026-04-24', letterbox: '2026-04-25', from: '2026-04-25', by: '2026-04-30',
    });
  });

  it('counts Easter Monday out, in both countries', () => {
    // Thursday 2 April 2026, 18:00 in Dublin (UTC+1): Good Friday is a working day in Ireland.
    expect(days(physical('2026-04-02T17:00:00Z'))).toEqual({ ship: '2026-04-03', letterbox: '2026-04-04', from: '2026-04-04', by: '2026-04-09' });
    // An Easter Saturday order waits for Tuesday.
    expect(days(physical('2026-04-04T10:00:00Z', AMSTERDAM, DUTCH_HOLIDAYS))).toEqual({
      ship: '2026-04-07', letterbox: '2026-04-08', from: '2026-04-08', by: '2026-04-10',
    });
  });

  it('ships between Christmas and New Year around the substitute day', () => {
    // Thursday 24 December 2026, 18:00: the 25th, the 26th (Saturday) and its substitute Monday the 28th are off.
    expect(days(physical('2026-12-24T18:00:00Z'))).toEqual({ ship: '2026-12-29', letterbox: '2026-12-30', from: '2026-12-30', by: '2027-01-04' });
  });
});
