import { describe, expect, it } from 'vitest';
import { judgeActivation } from './activation.ts';

const PREFIXES = ['6280070'];
const NUMBER = '6280070123456789012';

describe('judgeActivation', () => {
  it('reads a grouped number, an amount with comma cents and a padded address', () => {
    expect(judgeActivation({ cardNumber: '6280 0701 2345 6789 012', amount: ' 50,5 ', email: ' holder@example.ie ' }, PREFIXES)).toEqual({
      ok: true,
      values: { cardNumber: NUMBER, amountMinor: 5050, email: 'holder@example.ie' },
    });
  });

  it('names every field that is wrong, in the spec words', () => {
    const judged = judgeActivation({ cardNumber: '628007012345', amount: '0', email: 'holder@' }, PREFIXES);
    expect(judged).toEqual({
      ok: false,
      issues: {
        cardNumber: { id: 'validation.cardNumber.length', values: {} },
        amount: { id: 'validation.price.positive', values: {} },
        email: { id: 'validation.email.invalid', values: {} },
      },
    });
  });

  it('tells an empty field, an amount that is not one and a number of another issuer', () => {
    expect(judgeActivation({ cardNumber: '', amount: '', email: '' }, PREFIXES)).toMatchObject({
      ok: false,
      issues: { cardNumber: { id: 'validation.cardNumber.empty' }, amount: { id: 'validation.price.positive' }, email: { id: 'validation.email.required' } },
    });
    expect(judgeActivation({ cardNumber: `9${NUMBER.slice(1)}`, amount: '25 euro', email: 'holder@example.ie' }, PREFIXES)).toMatchObject({
      ok: false,
      issues: { cardNumber: { id: 'validation.cardNumber.unknown' }, amount: { id: 'validation.price.positive' } },
    });
  });

  it('tells an amount with more decimals than cents by its decimals, not as a value that is not positive', () => {
    for (const amount of ['12.345', '12,3456']) {
      expect(judgeActivation({ cardNumber: NUMBER, amount, email: 'holder@example.ie' }, PREFIXES), amount).toMatchObject({
        ok: false,
        issues: { amount: { id: 'validation.price.decimals' } },
      });
    }
  });
});
