import { describe, expect, it } from 'vitest';
import { decimalString, majorNumber, minorFromMajor, minorUnitDigits } from './currency.ts';

describe('currency minor units', () => {
  it('knows each currency its own exponent', () => {
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('BHD')).toBe(3);
  });

  it('turns major amounts into exact minor units', () => {
    expect(minorFromMajor('EUR', 500)).toBe(50_000);
    expect(minorFromMajor('EUR', 10.1)).toBe(1010);
    expect(minorFromMajor('JPY', 500)).toBe(500);
    expect(minorFromMajor('BHD', 1.234)).toBe(1234);
    expect(() => minorFromMajor('EUR', 10.005)).toThrow(RangeError);
    expect(() => minorFromMajor('JPY', 1.5)).toThrow(RangeError);
  });

  it('writes minor units as exact decimals, without float division', () => {
    expect(decimalString(2500, 'EUR')).toBe('25.00');
    expect(decimalString(5, 'EUR')).toBe('0.05');
    expect(decimalString(-1999, 'EUR')).toBe('-19.99');
    expect(decimalString(500, 'JPY')).toBe('500');
    expect(decimalString(9_007_199_254_740_991, 'EUR')).toBe('90071992547409.91');
    expect(() => decimalString(1.5, 'EUR')).toThrow(RangeError);
    expect(majorNumber(1999, 'EUR')).toBe(19.99);
  });
});
