import { describe, expect, it } from 'vitest';
import { amountIssue, amountText, customAmountIssue, fixedAmountIssue, parseAmount, unreadableAmountIssue } from './amount.ts';

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
  it('reads the digits of Arabic and full-width keyboards as the digits they are', () => {
    expect(parseAmount('\u0661\u0660')).toEqual({ kind: 'amount', minor: 1000, hasCents: false });
    expect(parseAmount('\u06f2\u06f5\u066b\u0665')).toEqual({ kind: 'amount', minor: 2550, hasCents: true });
    expect(parseAmount('\uff13\uff10')).toEqual({ kind: 'amount', minor: 3000, hasCents: false });
  });
  it('tells a number too large for any store apart', () => {
    for (const text of ['99999999999999999999', '1234567890', '1234567890.5']) expect(parseAmount(text)).toEqual({ kind: 'tooLarge' });
  });
  it('names the broken rule of a number it cannot take', () => {
    const rule = { minimum: 1000, maximum: 25_000, wholeNumbersOnly: true };
    expect(unreadableAmountIssue({ kind: 'tooLarge' }, rule)).toEqual({ id: 'validation.price.maximum', values: { maximum: '250' } });
    expect(unreadableAmountIssue({ kind: 'tooManyDecimals' }, rule)).toEqual({ id: 'validation.price.wholeNumbers', values: { min: '10', max: '250' } });
    expect(unreadableAmountIssue({ kind: 'tooManyDecimals' }, { ...rule, wholeNumbersOnly: false })?.id).toBe('validation.price.decimals');
    expect(unreadableAmountIssue({ kind: 'invalid' }, rule)?.id).toBe('validation.price.positive');
    expect(unreadableAmountIssue({ kind: 'tooLarge' }, null)?.id).toBe('validation.price.positive');
  });
  it('shows minor units the way a customer types them', () => {
    expect(amountText(1000)).toBe('10');
    expect(amountText(1050)).toBe('10.50');
  });
});
