import { describe, expect, it } from 'vitest';
import { drawCardNumber, luhnCheckDigit, passesLuhn } from './cardNumber.ts';

describe('card numbers', () => {
  it('computes the Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });

  it('draws 19 digits: the prefix, random digits and a valid check digit', () => {
    const numbers = Array.from({ length: 200 }, () => drawCardNumber('6280070'));
    for (const number of numbers) {
      expect(number).toMatch(/^6280070\d{12}$/);
      expect(passesLuhn(number)).toBe(true);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('refuses a prefix that leaves too few random digits', () => {
    expect(() => drawCardNumber('123456789012')).toThrow();
    expect(() => drawCardNumber('62a')).toThrow();
  });
});
