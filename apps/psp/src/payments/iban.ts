/** ISO 13616 check digits: the IBAN moved around and read as a number must leave 1 after division by 97. */
export function ibanCheckDigits(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`
    .toUpperCase()
    .split('')
    .map((character) => (/[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character))
    .join('');
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  return ibanCheckDigits(compact.slice(0, 2), compact.slice(4)) === compact.slice(2, 4);
}

const BBAN = 'SAND0123456789';

/** The sandbox's collection account that bank transfers are paid into. */
export const COLLECTION_ACCOUNT = {
  iban: `NL${ibanCheckDigits('NL', BBAN)}${BBAN}`,
  bic: 'SANDNL2A',
  beneficiary: 'Giftcard Shop Payments B.V.',
} as const;
