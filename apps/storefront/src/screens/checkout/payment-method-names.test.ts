import { describe, expect, it } from 'vitest';
import { getIntl } from '../../i18n/server-intl.ts';
import { nameSaysMarks, paymentMethodName } from './payment-method-names.ts';

describe('payment method names', () => {
  it('names a bank redirect after the scheme the store shows for it', () => {
    expect(paymentMethodName(getIntl('nl-NL'), 'BANK_REDIRECT', ['ideal'])).toBe('iDEAL');
    expect(paymentMethodName(getIntl('de-AT'), 'BANK_REDIRECT', ['EPS'])).toBe('eps-Überweisung');
  });

  it('offers the Belgian banks as a choice in the page language', () => {
    expect(paymentMethodName(getIntl('nl-BE'), 'BANK_REDIRECT', ['kbccbc', 'belfius'])).toBe('KBC/CBC of Belfius');
    expect(paymentMethodName(getIntl('fr-BE'), 'BANK_REDIRECT', ['kbccbc', 'belfius'])).toBe('KBC/CBC ou Belfius');
  });

  it('calls a bank redirect without a scheme by its plain name, never by a scheme of another country', () => {
    expect(paymentMethodName(getIntl('en-IE'), 'BANK_REDIRECT', [])).toBe('Online banking');
    expect(paymentMethodName(getIntl('de-DE'), 'BANK_REDIRECT', ['secure'])).toBe('Onlinebanking');
  });

  it('names the other methods from the catalogue, whatever their marks', () => {
    expect(paymentMethodName(getIntl('en-IE'), 'CARD', ['visa', 'mastercard'])).toBe('Credit or debit card');
    expect(paymentMethodName(getIntl('fr-FR'), 'BANK_TRANSFER', [])).toBe('Virement bancaire');
  });

  it('calls BLIK by its name in every language, its mark then being decoration', () => {
    expect(paymentMethodName(getIntl('pl-PL'), 'BLIK', ['blik'])).toBe('BLIK');
    expect(paymentMethodName(getIntl('en-IE'), 'BLIK', [])).toBe('BLIK');
    expect(nameSaysMarks('BLIK', ['blik'])).toBe(true);
  });

  it('treats marks as decoration only where the name already says them', () => {
    expect(nameSaysMarks('BANK_REDIRECT', ['ideal'])).toBe(true);
    expect(nameSaysMarks('BANK_REDIRECT', [])).toBe(false);
    expect(nameSaysMarks('CARD', ['visa'])).toBe(false);
  });
});
