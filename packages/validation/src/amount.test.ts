import { describe, expect, it } from 'vitest';
import { amountIssue, amountText, customAmountIssue, fixedAmountIssue, parseAmount } from './amount.ts';

const rule = { minimum: 1000, maximum: 15000, wholeNumbersOnly: true };

describe('any amount', () => {
  it('is a positive whole number of minor units', () => {
    expect(amountIssue(1)).toBeNull();
    for (const amount of [0, -1, 2.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN]) {
      expect(amountIssue(amount), String(amount)).toEqual({ id: 'validation.price.positive', values: {} });
    }
  });
});

describe('custom amounts', () => {
  it('accepts a whole amount inside the range', () => {
    expect(customAmountIssue(2500, rule)).toBeNull();
  });
  it('rejects zero, negative and fractional minor amounts', () => {
    for (const amount of [0, -500, 10.5]) {
      expect(customAmountIssue(amount, rule)).toEqual({ id: 'validation.price.positive', values: {} });
    }
  });
  it('names the minimum and maximum', () => {
    expect(customAmountIssue(900, rule)).toEqual({ id: 'validation.price.minimum', values: { minimum: '10' } });
    expect(customAmountIssue(15100, rule)).toEqual({ id: 'validation.price.maximum', values: { maximum: '150' } });
  });
  it('rejects decimals when only whole numbers are allowed', () => {
    expect(customAmountIssue(2550, rule)).toEqual({ id: 'validation.price.wholeNumbers', values: { min: '10', max: '150' } });
    expect(customAmountIssue(2550, { ...rule, wholeNumbersOnly: false })).toBeNull();
  });
  it('accepts only listed fixed values', () => {
    expect(fixedAmountIssue(5000, [2500, 5000])).toBeNull();
    expect(fixedAmountIssue(3000, [2500, 5000])).toEqual({ id: 'validation.price.notOffered', values: { values: '25, 50' } });
    expect(fixedAmountIssue(-1, [2500])?.id).toBe('validation.price.positive');
  });
});

describe('typed amounts', () => {
  it('reads a dot or a comma as the decimal separator, into minor units', () => {
    expect(parseAmount('25')).toEqual({ kind: 'amount', minor: 2500, hasCents: false });
    expect(parseAmount(' 25.5 ')).toEqual({ kind: 'amount', minor: 2550, hasCents: true });
    expect(parseAmount('25,05')).toEqual({ kind: 'amount', minor: 2505, hasCents: true });
    expect(parseAmount('25.00')).toEqual({ kind: 'amount', minor: 2500, hasCents: false });
  });
  it('refuses anything else', () => {
    for (const text of ['', 'ten', '-5', '1e3', '25.']) expect(parseAmount(text)).toEqual({ kind: 'invalid' });
  });
  it('tells a number with more decimals than cents apart', () => {
    for (const text of ['25.505', '12,3456']) expect(parseAmount(text)).toEqual({ kind: 'tooManyDecimals' });
  });
  it('shows minor units the way a customer types them', () => {
    expect(amountText(1000)).toBe('10');
    expect(amountText(1050)).toBe('10.50');
  });
});
