import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows symbol and code by default, the store locale deciding the order and separators', () => {
    expect(formatMoney({ value: 2500, currency: 'EUR', locale: 'en-IE' })).toBe('€25.00 EUR');
    expect(nbsp(formatMoney({ value: 2500, currency: 'EUR', locale: 'nl-NL', display: 'symbol' }))).toBe('€ 25,00');
    expect(nbsp(formatMoney({ value: 2500, currency: 'DKK', locale: 'da-DK', display: 'symbol' }))).toBe('25,00 kr.');
  });

  it('does not repeat a code the locale already uses as symbol', () => {
    expect(nbsp(formatMoney({ value: 2500, currency: 'CHF', locale: 'de-CH' }))).toBe('CHF 25.00');
  });

  it('drops the decimals of whole amounts in sentences, and only of whole amounts', () => {
    expect(formatMoney({ value: 50_000, currency: 'EUR', locale: 'en-IE', display: 'symbol', wholeWithoutDecimals: true })).toBe('€500');
    expect(formatMoney({ value: 50_050, currency: 'EUR', locale: 'en-IE', display: 'symbol', wholeWithoutDecimals: true })).toBe('€500.50');
    expect(nbsp(formatMoney({ value: 950_000, currency: 'MXN', locale: 'es-MX', display: 'symbol', wholeWithoutDecimals: true }))).toBe('$9,500');
  });

  it('formats currencies without minor units', () => {
    expect(formatMoney({ value: 500, currency: 'JPY', locale: 'en-IE', display: 'code' }).replace(/\s/g, ' ')).toBe('JPY 500');
  });

  it('formats the largest safe amount exactly', () => {
    expect(formatMoney({ value: 9_007_199_254_740_991, currency: 'EUR', locale: 'en-IE', display: 'symbol' })).toBe('€90,071,992,547,409.91');
  });
});
