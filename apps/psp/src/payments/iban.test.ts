import { describe, expect, it } from 'vitest';
import { COLLECTION_ACCOUNT, ibanCheckDigits, isValidIban } from './iban.ts';

describe('IBAN', () => {
  it('computes ISO 13616 check digits', () => {
    expect(ibanCheckDigits('NL', 'ABNA0417164300')).toBe('91');
    expect(ibanCheckDigits('GB', 'WEST12345698765432')).toBe('82');
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true);
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
  });

  it('gives the sandbox a valid collection account', () => {
    expect(isValidIban(COLLECTION_ACCOUNT.iban)).toBe(true);
  });
});
