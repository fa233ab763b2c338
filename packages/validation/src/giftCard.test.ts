import { describe, expect, it } from 'vitest';
import { giftCardNumberIssue, pinIssue } from './giftCard.ts';

describe('gift card numbers', () => {
  const prefixes = ['6280070'];

  it('accepts 19 digits with an issued prefix, in groups', () => {
    expect(giftCardNumberIssue('6280 0701 2345 6789 012', prefixes)).toBeNull();
  });

  it('uses the spec\'s messages for an empty, short and unknown number', () => {
    expect(giftCardNumberIssue('', prefixes)).toEqual({ id: 'validation.cardNumber.empty', values: {} });
    expect(giftCardNumberIssue('628007012345678901', prefixes)).toEqual({ id: 'validation.cardNumber.length', values: {} });
    expect(giftCardNumberIssue('62800701234567890123', prefixes)?.id).toBe('validation.cardNumber.length');
    expect(giftCardNumberIssue('6280070123456789O12', prefixes)?.id).toBe('validation.cardNumber.length');
    expect(giftCardNumberIssue('6280067123456789012', prefixes)).toEqual({ id: 'validation.cardNumber.unknown', values: {} });
  });
});

describe('the redeem PIN', () => {
  it('takes a redeem PIN of 6 digits', () => {
    expect(pinIssue('012345')).toBeNull();
    for (const pin of ['', '12345', '1234567', '12a456']) expect(pinIssue(pin)?.id).toBe('validation.pin.invalid');
  });
});
