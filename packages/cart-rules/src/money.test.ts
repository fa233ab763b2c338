import { describe, expect, it } from 'vitest';
import { checkCustomAmount, checkFixedAmount } from './amount.ts';
import { checkPersonalNote } from './personalNote.ts';
import { formatMajor, money, vatIncluded } from './money.ts';

const rule = { minimum: money('EUR', 1000), maximum: money('EUR', 15000), wholeNumbersOnly: true };

describe('custom amounts', () => {
  it('accepts a whole amount inside the range', () => {
    expect(checkCustomAmount(2500, rule)).toEqual({ ok: true });
  });
  it('rejects zero and negative amounts', () => {
    expect(checkCustomAmount(0, rule)).toEqual({ ok: false, message: 'Please, enter a positive value' });
    expect(checkCustomAmount(-500, rule)).toEqual({ ok: false, message: 'Please, enter a positive value' });
  });
  it('names the minimum and maximum', () => {
    expect(checkCustomAmount(900, rule)).toEqual({ ok: false, message: 'The minimum is 10' });
    expect(checkCustomAmount(15100, rule)).toEqual({ ok: false, message: 'The maximum is 150' });
  });
  it('rejects decimals when only whole numbers are allowed', () => {
    expect(checkCustomAmount(2550, rule)).toEqual({
      ok: false,
      message: 'Choose a value of at least 10 and at most 150 without decimal places.',
    });
    expect(checkCustomAmount(2550, { ...rule, wholeNumbersOnly: false })).toEqual({ ok: true });
  });
  it('accepts only listed fixed values', () => {
    const values = [money('EUR', 2500), money('EUR', 5000)];
    expect(checkFixedAmount(5000, values)).toEqual({ ok: true });
    expect(checkFixedAmount(3000, values)).toEqual({ ok: false, message: 'Choose one of the available values: 25, 50' });
  });
});

describe('personal note', () => {
  it('trims and accepts a normal note', () => {
    expect(checkPersonalNote('  Happy birthday, Síle!  ')).toEqual({ ok: true, text: 'Happy birthday, Síle!' });
  });
  it('rejects empty and whitespace-only notes', () => {
    expect(checkPersonalNote('   ')).toEqual({ ok: false, message: 'Personal note is empty' });
  });
  it('rejects emoji, including flags and skin tones', () => {
    for (const note of ['Cheers 🎉', 'Go 🇮🇪', 'hi 👍🏽', 'love ❤️']) {
      expect(checkPersonalNote(note)).toEqual({ ok: false, message: 'Emojis are not allowed' });
    }
  });
  it('allows 159 characters and rejects 160', () => {
    expect(checkPersonalNote('a'.repeat(159)).ok).toBe(true);
    expect(checkPersonalNote('a'.repeat(160))).toEqual({
      ok: false,
      message: 'Personal note should be less than 160 characters',
    });
  });
});

describe('money', () => {
  it('extracts VAT from a VAT-inclusive amount with half-up rounding', () => {
    expect(vatIncluded(money('EUR', 1230), 2300)).toEqual(money('EUR', 230));
    expect(vatIncluded(money('EUR', 100), 2100)).toEqual(money('EUR', 17));
  });
  it('refuses fractional minor units', () => {
    expect(() => money('EUR', 10.5)).toThrow(RangeError);
  });
  it('formats major units the way messages show them', () => {
    expect(formatMajor(money('EUR', 1000))).toBe('10');
    expect(formatMajor(money('EUR', 1050))).toBe('10.50');
  });
});
