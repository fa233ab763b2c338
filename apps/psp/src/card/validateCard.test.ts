import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_CARD_MESSAGE, validateCardForm, type CardFormInput } from './validateCard.ts';

const now = new Date('2026-06-15T12:00:00Z');
const valid: CardFormInput = { holderName: 'Jane Shopper', number: '4111 1111 1111 1111', expiryMonth: '06', expiryYear: '2026', cvc: '123' };

describe('validateCardForm', () => {
  it('accepts a valid card and keeps only brand, last 4 and the digits for this request', () => {
    const result = validateCardForm(valid, now);
    expect(result).toEqual({ ok: true, card: { brand: 'visa', digits: '4111111111111111', last4: '1111' } });
  });

  it('accepts two-digit years and amex with a 4-digit CVC', () => {
    const result = validateCardForm({ ...valid, number: '3782 822463 10005', expiryYear: '27', cvc: '1234' }, now);
    expect(result.ok).toBe(true);
  });

  it('reports every empty field', () => {
    const result = validateCardForm({ holderName: ' ', number: '', expiryMonth: '', expiryYear: '', cvc: '' }, now);
    expect(result).toEqual({
      ok: false,
      errors: {
        holderName: 'Enter the cardholder name.',
        number: 'Enter your card number here.',
        expiry: 'Enter the expiry date.',
        cvc: 'Enter the security code (CVC).',
      },
    });
  });

  it('refuses unknown card types', () => {
    const result = validateCardForm({ ...valid, number: '9999 9999 9999 9995' }, now);
    expect(result.ok === false && result.errors.number).toBe(UNSUPPORTED_CARD_MESSAGE);
  });

  it('checks the length for the brand and the Luhn digit', () => {
    const short = validateCardForm({ ...valid, number: '4111 1111 1111 11' }, now);
    expect(short.ok === false && short.errors.number).toBe('A Visa card number has 13, 16 or 19 digits.');
    const amex = validateCardForm({ ...valid, number: '3782 822463 1000', cvc: '1234' }, now);
    expect(amex.ok === false && amex.errors.number).toBe('An American Express card number has 15 digits.');
    const luhn = validateCardForm({ ...valid, number: '4111 1111 1111 1112' }, now);
    expect(luhn.ok === false && luhn.errors.number).toMatch(/not valid/);
  });

  it('refuses an expiry in the past but accepts the current month', () => {
    const past = validateCardForm({ ...valid, expiryMonth: '05', expiryYear: '2026' }, now);
    expect(past.ok === false && past.errors.expiry).toBe('This card has expired.');
    expect(validateCardForm({ ...valid, expiryMonth: '6', expiryYear: '26' }, now).ok).toBe(true);
    const month = validateCardForm({ ...valid, expiryMonth: '13' }, now);
    expect(month.ok === false && month.errors.expiry).toMatch(/month/);
  });

  it('wants 3 CVC digits, 4 for amex', () => {
    const visa = validateCardForm({ ...valid, cvc: '1234' }, now);
    expect(visa.ok === false && visa.errors.cvc).toMatch(/3 digits/);
    const amex = validateCardForm({ ...valid, number: '378282246310005', cvc: '123' }, now);
    expect(amex.ok === false && amex.errors.cvc).toMatch(/4 digits/);
  });
});
