import { describe, expect, it } from 'vitest';
import { judgeDoublerEntry } from './doubler.ts';

const PREFIXES = ['6280070'];

describe('a balance doubler entry', () => {
  it('reads a complete entry: the 19 digits, the PIN and the trimmed address', () => {
    expect(judgeDoublerEntry({ cardNumber: '6280 0701 2345 6789 012', pin: ' 123456 ', email: ' holder@example.ie ', acceptConditions: true }, PREFIXES)).toEqual({
      ok: true,
      values: { cardNumber: '6280070123456789012', pin: '123456', email: 'holder@example.ie' },
    });
  });

  it('names every field in error, the conditions included', () => {
    const judged = judgeDoublerEntry({ cardNumber: '6280 07', pin: '12', email: '', acceptConditions: false }, PREFIXES);
    expect(judged.ok).toBe(false);
    expect(!judged.ok && Object.fromEntries(Object.entries(judged.issues).map(([field, message]) => [field, message.id]))).toEqual({
      cardNumber: 'validation.cardNumber.length',
      pin: 'validation.pin.invalid',
      email: 'validation.email.required',
      acceptConditions: 'validation.doublerConditions.required',
    });
  });
});
