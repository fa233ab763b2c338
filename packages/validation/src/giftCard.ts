import { validationMessage, type ValidationMessage } from './messages.ts';

export const GIFT_CARD_NUMBER_LENGTH = 19;
export const PIN_LENGTH = 6;

/**
 * A gift card number to activate or redeem (spec §5): 19 digits starting with one of the prefixes the store issues
 * (the brand file's `giftCards.numberPrefix`).
 */
export function giftCardNumberIssue(cardNumber: string, allowedPrefixes: readonly string[]): ValidationMessage | null {
  const digits = compactCardNumber(cardNumber);
  if (digits === '') return validationMessage('validation.cardNumber.empty');
  if (!new RegExp(`^\\d{${GIFT_CARD_NUMBER_LENGTH}}$`).test(digits)) return validationMessage('validation.cardNumber.length');
  if (!allowedPrefixes.some((prefix) => digits.startsWith(prefix))) return validationMessage('validation.cardNumber.unknown');
  return null;
}

/** The redeem PIN printed on the card. */
export function pinIssue(pin: string): ValidationMessage | null {
  return new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin.trim()) ? null : validationMessage('validation.pin.invalid');
}

/** Digits only: people type card numbers in groups. */
export function compactCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}
