import { describe, expect, it } from 'vitest';
import { leftOutQuery, readLeftOut } from './left-out.ts';

describe('cards left out of the account basket at log in', () => {
  it('counts them in the basket address, and reads the count back', () => {
    expect(leftOutQuery(0)).toBeNull();
    expect(leftOutQuery(2)).toEqual({ leftOut: 2 });
    expect(leftOutQuery(500)).toEqual({ leftOut: 99 });
    expect(readLeftOut('2')).toBe(2);
    expect(readLeftOut(['3', '4'])).toBe(3);
  });

  it('says nothing for a count nobody could have sent', () => {
    for (const value of [undefined, '', '0', '-1', '100', '2x', ' 2']) expect(readLeftOut(value)).toBeNull();
  });
});
