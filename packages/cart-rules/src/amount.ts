import { formatMajor, type Money } from './money.ts';

export interface CustomAmountRule {
  readonly minimum: Money;
  readonly maximum: Money;
  readonly wholeNumbersOnly: boolean;
}

/** A rejected amount carries the spec's message (§5, price rules). */
export type AmountCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

const MINOR_PER_MAJOR = 100;

export function checkCustomAmount(amount: number, rule: CustomAmountRule): AmountCheck {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, message: 'Please, enter a positive value' };
  const min = formatMajor(rule.minimum);
  const max = formatMajor(rule.maximum);
  if (rule.wholeNumbersOnly && amount % MINOR_PER_MAJOR !== 0) {
    return {
      ok: false,
      message: `Choose a value of at least ${min} and at most ${max} without decimal places.`,
    };
  }
  if (amount < rule.minimum.value) return { ok: false, message: `The minimum is ${min}` };
  if (amount > rule.maximum.value) return { ok: false, message: `The maximum is ${max}` };
  return { ok: true };
}

/** Fixed-value variations accept only one of their listed values. */
export function checkFixedAmount(amount: number, fixedValues: readonly Money[]): AmountCheck {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, message: 'Please, enter a positive value' };
  if (fixedValues.some((value) => value.value === amount)) return { ok: true };
  const choices = fixedValues.map((value) => formatMajor(value)).join(', ');
  return { ok: false, message: `Choose one of the available values: ${choices}` };
}
