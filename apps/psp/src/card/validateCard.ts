import { allowedLengths, CARD_BRANDS, detectBrand, type CardBrand } from './brand.ts';
import { passesLuhn } from './luhn.ts';

export interface CardFormInput {
  readonly holderName: string;
  readonly number: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly cvc: string;
}

export type CardField = 'holderName' | 'number' | 'expiry' | 'cvc';

export type CardErrors = Partial<Record<CardField, string>>;

/** What survives validation. `digits` lives only for the request that carries it and is never stored. */
export interface ValidCard {
  readonly brand: CardBrand;
  readonly digits: string;
  readonly last4: string;
}

export type CardValidation = { readonly ok: true; readonly card: ValidCard } | { readonly ok: false; readonly errors: CardErrors };

export const UNSUPPORTED_CARD_MESSAGE = 'This card type is not supported';

function checkNumber(raw: string): { brand: CardBrand; digits: string } | string {
  const digits = raw.replace(/[\s-]/g, '');
  if (digits === '') return 'Enter your card number here.';
  if (!/^\d+$/.test(digits)) return 'Enter the card number using digits only.';
  const brand = detectBrand(digits);
  if (!brand) return UNSUPPORTED_CARD_MESSAGE;
  const lengths = allowedLengths(digits);
  if (!lengths.includes(digits.length)) {
    const name = CARD_BRANDS[brand].name;
    return `${/^[AEIOU]/.test(name) ? 'An' : 'A'} ${name} card number has ${describeLengths(lengths)} digits.`;
  }
  if (!passesLuhn(digits)) return 'This card number is not valid. Please check it and try again.';
  return { brand, digits };
}

function describeLengths(lengths: readonly number[]): string {
  const first = lengths[0];
  const last = lengths[lengths.length - 1];
  if (lengths.length === 1 || first === undefined || last === undefined) return String(first);
  const contiguous = last - first === lengths.length - 1;
  if (contiguous) return `${first} to ${last}`;
  return `${lengths.slice(0, -1).join(', ')} or ${last}`;
}

function checkExpiry(monthRaw: string, yearRaw: string, now: Date): string | null {
  const month = monthRaw.trim();
  const year = yearRaw.trim();
  if (month === '' && year === '') return 'Enter the expiry date.';
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) {
    return 'Enter the expiry month as a number from 1 to 12.';
  }
  if (!/^(\d{2}|\d{4})$/.test(year)) return 'Enter the expiry year, for example 2030.';
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  // A card is valid until the last day of its expiry month.
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  if (fullYear < currentYear || (fullYear === currentYear && Number(month) < currentMonth)) return 'This card has expired.';
  if (fullYear > currentYear + 20) return 'Enter a valid expiry year.';
  return null;
}

function checkCvc(raw: string, brand: CardBrand | null): string | null {
  const cvc = raw.trim();
  if (cvc === '') return 'Enter the security code (CVC).';
  if (brand) {
    const length = CARD_BRANDS[brand].cvcLength;
    if (!new RegExp(`^\\d{${length}}$`).test(cvc)) {
      return length === 4
        ? 'The security code of an American Express card is 4 digits (on the front).'
        : 'The security code is 3 digits (on the back of the card).';
    }
    return null;
  }
  return /^\d{3,4}$/.test(cvc) ? null : 'The security code is 3 or 4 digits.';
}

/** Server-side validation of the hosted card form: every field is checked, every problem reported. */
export function validateCardForm(input: CardFormInput, now: Date): CardValidation {
  const errors: CardErrors = {};
  const holderName = input.holderName.trim();
  if (holderName === '') errors.holderName = 'Enter the cardholder name.';
  else if (holderName.length > 100) errors.holderName = 'The cardholder name can be at most 100 characters.';

  const number = checkNumber(input.number);
  if (typeof number === 'string') errors.number = number;

  const expiry = checkExpiry(input.expiryMonth, input.expiryYear, now);
  if (expiry) errors.expiry = expiry;

  const cvc = checkCvc(input.cvc, typeof number === 'string' ? detectBrand(input.number) : number.brand);
  if (cvc) errors.cvc = cvc;

  if (typeof number === 'string' || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { brand: number.brand, digits: number.digits, last4: number.digits.slice(-4) } };
}
