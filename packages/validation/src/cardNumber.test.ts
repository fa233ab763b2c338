import { describe, expect, it } from 'vitest';
import { detectCardBrand, luhnValid, paymentCardNumberIssue, type CardBrand } from './cardNumber.ts';

/** Completes a number with its Luhn check digit. */
function withCheckDigit(partial: string): string {
  const digit = [...'0123456789'].find((candidate) => luhnValid(partial + candidate));
  return partial + digit;
}
const cardOf = (prefix: string, length: number) => withCheckDigit(prefix.padEnd(length - 1, '0'));

describe('card brands', () => {
  it.each<[CardBrand, string]>([
    ['visa', '4111 1111 1111 1111'],
    ['visa', '4222222222222'],
    ['mastercard', '5555 5555 5555 4444'],
    ['mastercard', '2223003122003222'],
    ['amex', '3782 822463 10005'],
    ['diners', '3056 930902 5904'],
    ['diners', '38520000023237'],
    ['discover', '6011 1111 1111 1117'],
    ['jcb', '3530 1113 3330 0000'],
    ['unionpay', '6200000000000005'],
  ])('detects %s for the test number %s', (brand, number) => {
    expect(detectCardBrand(number)).toBe(brand);
    expect(luhnValid(number)).toBe(true);
  });

  it.each<[CardBrand, string, number]>([
    ['electron', '4026', 16], ['electron', '417500', 16], ['electron', '4917', 16],
    ['dankort', '5019', 16],
    ['interpayment', '636', 16], ['interpayment', '636', 19],
    ['maestro', '5018', 12], ['maestro', '6304', 19], ['maestro', '6762', 16],
    ['mastercard', '2720', 16], ['mastercard', '51', 16],
    ['diners', '300', 14], ['diners', '305', 14], ['diners', '36', 14],
    ['discover', '644', 16], ['discover', '649', 16], ['discover', '65', 16],
    ['jcb', '3528', 16], ['jcb', '3589', 16],
    ['unionpay', '62', 19],
    ['amex', '34', 15],
  ])('detects %s from prefix %s and length %i', (brand, prefix, length) => {
    expect(detectCardBrand(cardOf(prefix, length))).toBe(brand);
  });

  it('needs the prefix and the length to match, before the wider brand gets its turn', () => {
    expect(detectCardBrand(cardOf('4026', 13))).toBe('visa');
    expect(detectCardBrand(cardOf('4026', 19))).toBe('visa');
    expect(detectCardBrand(cardOf('5019', 15))).toBeNull();
    expect(detectCardBrand(cardOf('2721', 16))).toBeNull();
    expect(detectCardBrand(cardOf('2220', 16))).toBeNull();
    expect(detectCardBrand(cardOf('56', 16))).toBeNull();
    expect(detectCardBrand(cardOf('34', 16))).toBeNull();
    expect(detectCardBrand(cardOf('306', 14))).toBeNull();
    expect(detectCardBrand(cardOf('3590', 16))).toBeNull();
    expect(detectCardBrand('4111-1111-abcd-1111')).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('')).toBe(false);
  });
});

describe('payment card numbers', () => {
  const supported: CardBrand[] = ['visa', 'mastercard'];

  it('accepts a supported card', () => {
    expect(paymentCardNumberIssue('4111 1111 1111 1111', supported)).toBeNull();
  });

  it('asks for a number, refuses unknown ones and names unsupported brands', () => {
    expect(paymentCardNumberIssue(' ', supported)?.id).toBe('validation.cardNumber.required');
    expect(paymentCardNumberIssue('4111 1111 1111 1112', supported)?.id).toBe('validation.cardNumber.unknown');
    expect(paymentCardNumberIssue('9111 1111 1111 1111', supported)?.id).toBe('validation.cardNumber.unknown');
    expect(paymentCardNumberIssue('3782 822463 10005', supported)?.id).toBe('validation.cardNumber.unsupported');
  });
});
