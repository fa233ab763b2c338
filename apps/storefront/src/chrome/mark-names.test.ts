import { PAYMENT_LOGO_KINDS, TRUST_MARK_KINDS } from '@shop/brand-config';
import { describe, expect, it } from 'vitest';
import { getIntl } from '../i18n/server-intl.ts';
import { paymentLogoName, trustMarkName } from './mark-names.ts';

describe('payment and trust mark names', () => {
  it('reads a payment brand by its own name in every language', () => {
    for (const locale of ['en-IE', 'nl-BE', 'fr-BE', 'de-CH']) expect(paymentLogoName(getIntl(locale), 'ideal')).toBe('iDEAL');
  });

  it('reads generic payment marks and trust marks in the page\'s language, so each half of a bilingual store reads its own', () => {
    expect(paymentLogoName(getIntl('nl-BE'), 'secure')).toBe('Veilig betalen');
    expect(paymentLogoName(getIntl('fr-BE'), 'secure')).toBe('Paiement sécurisé');
    expect(paymentLogoName(getIntl('en-IE'), 'invoice')).toBe('Pay by invoice');
    expect(paymentLogoName(getIntl('nl-NL'), 'invoice')).toBe('Op factuur');
    expect(trustMarkName(getIntl('de-CH'), 'trustedShops')).toBe('Zertifiziert von Trusted Shops');
    expect(trustMarkName(getIntl('fr-CA'), 'trustedShops')).toBe('Certifié par Trusted Shops');
    expect(trustMarkName(getIntl('en-CA'), 'trustedShops')).toBe('Trusted Shops certified');
  });

  it('has a name for every kind in every catalog locale', () => {
    for (const locale of ['en-IE', 'nl-NL', 'fr-FR', 'it-IT', 'pl-PL', 'pt-BR', 'de-DE', 'es-MX', 'da-DK', 'sv-SE', 'nb-NO']) {
      const intl = getIntl(locale);
      for (const kind of PAYMENT_LOGO_KINDS) expect(paymentLogoName(intl, kind).trim()).not.toBe('');
      for (const kind of TRUST_MARK_KINDS) expect(trustMarkName(intl, kind).trim()).not.toBe('');
    }
  });
});
