import { describe, expect, it } from 'vitest';
import { formatValidationMessage } from './index.ts';

describe('formatValidationMessage', () => {
  it('gives the spec\'s words in the reference locale, with the values filled in', () => {
    expect(formatValidationMessage('en-IE', 'validation.name.tooLong', { maximumNameLength: 50 })).toBe(
      'The name can not be more than 50 characters long',
    );
    expect(formatValidationMessage('en-IE', 'validation.cardNumber.unknown')).toBe(
      "We don't know this number, please check the number and try again.",
    );
  });

  it('speaks the store locale\'s language, falling back like the catalogs do', () => {
    expect(formatValidationMessage('nl-NL', 'validation.postcode.invalid', { label: 'Postcode' })).toBe('Postcode heeft niet het juiste formaat');
    expect(formatValidationMessage('nl-BE', 'validation.email.mismatch')).toBe('De e-mailadressen komen niet overeen');
    expect(formatValidationMessage('de-DE', 'validation.email.invalid')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
  });
});
