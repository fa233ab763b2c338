import { describe, expect, it } from 'vitest';
import { allowedLengths, detectBrand } from './brand.ts';
import { passesLuhn } from './luhn.ts';

describe('detectBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4000000000000002', 'visa'],
    ['4026000000000002', 'electron'],
    ['4175000000000001', 'electron'],
    ['4917300800000000', 'electron'],
    ['5555555555554444', 'mastercard'],
    ['2223000048400011', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['371449635398431', 'amex'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['3530111333300000', 'jcb'],
    ['213100000000000', 'jcb'],
    ['6759649826438453', 'maestro'],
    ['5018000000000000', 'maestro'],
    ['0604000000000000', 'maestro'],
    ['5019717010103742', 'dankort'],
    ['6360000000000000', 'interpayment'],
    ['6200000000000005', 'unionpay'],
    ['8800000000000000', 'unionpay'],
  ])('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('detects while the shopper types, from the prefix alone', () => {
    expect(detectBrand('4')).toBe('visa');
    expect(detectBrand('34')).toBe('amex');
    expect(detectBrand('5')).toBeNull();
    expect(detectBrand('51')).toBe('mastercard');
  });

  it('knows no brand for unknown prefixes or non-digits', () => {
    expect(detectBrand('9999 9999 9999 9995')).toBeNull();
    expect(detectBrand('1234567812345678')).toBeNull();
    expect(detectBrand('')).toBeNull();
    expect(detectBrand('4111x')).toBeNull();
  });

  it('knows the allowed lengths of the matching rule', () => {
    expect(allowedLengths('4111')).toEqual([13, 16, 19]);
    expect(allowedLengths('4026')).toEqual([16]);
    expect(allowedLengths('37')).toEqual([15]);
    expect(allowedLengths('2131')).toEqual([15]);
    expect(allowedLengths('9999')).toEqual([]);
  });
});

describe('passesLuhn', () => {
  it.each(['4111111111111111', '378282246310005', '4000000000003220', '4000000000009995', '4000000000000002', '79927398713'])(
    '%s is valid',
    (number) => expect(passesLuhn(number)).toBe(true),
  );
  it.each(['4111111111111112', '79927398710', '', '4111 1111 1111 1111', 'abc'])('%s is not', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });
});
