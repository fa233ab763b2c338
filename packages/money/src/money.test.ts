import { describe, expect, it } from 'vitest';
import { formatMajor, money, sameMoney, vatIncluded } from './money.ts';

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

describe('money in other currencies', () => {
  it('takes each currency its own minor units', async () => {
    const { moneyFromMajor, formatMajor: major } = await import('./money.ts');
    expect(moneyFromMajor('JPY', 500)).toEqual(money('JPY', 500));
    expect(moneyFromMajor('EUR', 500)).toEqual(money('EUR', 50_000));
    expect(major(money('JPY', 500))).toBe('500');
    expect(major(money('BHD', 1500))).toBe('1.500');
  });
});

describe('sameMoney', () => {
  it('is the same sum in the same currency only', () => {
    expect(sameMoney(money('EUR', 2500), { currency: 'EUR', value: 2500 })).toBe(true);
    expect(sameMoney(money('EUR', 2500), money('EUR', 2499))).toBe(false);
    expect(sameMoney(money('EUR', 2500), money('GBP', 2500))).toBe(false);
  });
});
