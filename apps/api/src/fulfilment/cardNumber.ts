import { randomInt } from 'node:crypto';

export const CARD_NUMBER_LENGTH = 19;

/** The Luhn check digit for a string of digits (the digit that makes `digits + check` pass the Luhn test). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    // Counting from the right of the payload, every first, third, … digit sits in a doubled position of the full number.
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function passesLuhn(number: string): boolean {
  return /^\d+$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

/** A random 19-digit card number: the brand's prefix, random digits, a Luhn check digit. */
export function drawCardNumber(prefix: string): string {
  if (!/^\d+$/.test(prefix) || prefix.length > CARD_NUMBER_LENGTH - 8) throw new Error('card number prefix must be 1–11 digits');
  let payload = prefix;
  while (payload.length < CARD_NUMBER_LENGTH - 1) payload += String(randomInt(10));
  return payload + String(luhnCheckDigit(payload));
}
