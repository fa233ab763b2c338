import { describe, expect, it } from 'vitest';
import { LEFT_OUT_COOKIE, leftOutCookie, leftOutQuery, readLeftOut, readLeftOutTitles } from './left-out.ts';

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

describe('the titles of the cards left out', () => {
  const jar = (value: string | undefined) => ({ get: (name: string) => (name === LEFT_OUT_COOKIE && value !== undefined ? { value } : undefined) });

  it('go to the basket in a short-lived httpOnly cookie, and are read back as written', () => {
    const cookie = leftOutCookie(['Spa day', 'Folio Books'], 'production');
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    expect(cookie?.options.maxAge).toBeLessThanOrEqual(15 * 60);
    expect(readLeftOutTitles(jar(cookie?.value))).toEqual(['Spa day', 'Folio Books']);
    expect(leftOutCookie([])).toBeNull();
  });

  it('name at most ten cards, each cut to a title’s length', () => {
    const titles = Array.from({ length: 14 }, (_, index) => `${'Card '.repeat(40)}${index}`);
    const read = readLeftOutTitles(jar(leftOutCookie(titles)?.value));
    expect(read).toHaveLength(10);
    for (const title of read) expect(title.length).toBeLessThanOrEqual(120);
  });

  it('are none when the cookie is absent or not what log in writes', () => {
    for (const value of [undefined, '', 'Spa day', '{"a":1}', '[1,2]', '[""]', JSON.stringify(Array(11).fill('x')), JSON.stringify(['x'.repeat(121)])]) {
      expect(readLeftOutTitles(jar(value)), String(value)).toEqual([]);
    }
  });
});
