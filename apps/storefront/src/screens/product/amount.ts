/**
 * Amounts typed by the customer are read as exact decimals and turned into integer minor units without floats.
 * Accepts a dot or a comma as the decimal separator ("25", "25.5", "25,50").
 */
const DECIMAL = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

export type ParsedAmount =
  | { readonly kind: 'amount'; readonly minor: number; readonly hasCents: boolean }
  | { readonly kind: 'invalid' };

export function parseAmount(text: string, fractionDigits = 2): ParsedAmount {
  const match = DECIMAL.exec(text.trim());
  if (!match) return { kind: 'invalid' };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > fractionDigits) return { kind: 'invalid' };
  const cents = Number(fraction.padEnd(fractionDigits, '0') || '0');
  const minor = Number(whole) * 10 ** fractionDigits + cents;
  return { kind: 'amount', minor, hasCents: cents !== 0 };
}
