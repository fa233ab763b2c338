import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, minorUnitDigits } from './formatMoney.ts';
import { Money } from './Money.tsx';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    { locale: 'en-IE', currency: 'EUR', value: 2500, expected: '€25.00 EUR' },
    { locale: 'nl-NL', currency: 'EUR', value: 2500, expected: `€${NBSP}25,00 EUR` },
    { locale: 'en-GB', currency: 'GBP', value: 1999, expected: '£19.99 GBP' },
    { locale: 'de-CH', currency: 'CHF', value: 5005, expected: `CHF${NBSP}50.05` },
    { locale: 'ja-JP', currency: 'JPY', value: 2500, expected: '￥2,500 JPY' },
  ])('shows symbol and code for $locale $currency', ({ locale, currency, value, expected }) => {
    expect(formatMoney({ value, currency, locale })).toBe(expected);
  });

  it('shows only the symbol or only the code when asked', () => {
    expect(formatMoney({ value: 2500, currency: 'EUR', locale: 'en-IE', display: 'symbol' })).toBe('€25.00');
    expect(formatMoney({ value: 2500, currency: 'EUR', locale: 'en-IE', display: 'code' })).toBe(
      `EUR${NBSP}25.00`,
    );
  });

  it('keeps cents exact for amounts that floats cannot hold', () => {
    expect(formatMoney({ value: 900719925474099, currency: 'EUR', locale: 'en-IE', display: 'symbol' })).toBe(
      '€9,007,199,254,740.99',
    );
    expect(formatMoney({ value: 5, currency: 'EUR', locale: 'en-IE', display: 'symbol' })).toBe('€0.05');
    expect(formatMoney({ value: -1050, currency: 'GBP', locale: 'en-GB', display: 'symbol' })).toBe('-£10.50');
  });

  it('reads the minor-unit exponent from Intl', () => {
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('BHD')).toBe(3);
    expect(formatMoney({ value: 1234, currency: 'BHD', locale: 'en-GB', display: 'code' })).toBe(
      `BHD${NBSP}1.234`,
    );
  });

  it('rejects amounts that are not whole minor units', () => {
    expect(() => formatMoney({ value: 25.5, currency: 'EUR', locale: 'en-IE' })).toThrow(
      'Money value must be an integer number of minor units, got 25.5',
    );
  });
});

describe('Money', () => {
  it('renders the formatted amount', () => {
    const { container } = render(<Money value={2500} currency="EUR" locale="nl-NL" />);
    expect(container.textContent).toBe(`€${NBSP}25,00 EUR`);
    expect(screen.getByText('€ 25,00 EUR')).toBeVisible();
  });
});
