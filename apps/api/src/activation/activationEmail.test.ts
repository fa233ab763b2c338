import { describe, expect, it } from 'vitest';
import { composeCardActivationMail, mailFormat, mailText, type MailSetting } from '../mail/index.ts';

function setting(locale: 'en-IE' | 'nl-NL'): MailSetting {
  return {
    brand: {
      name: 'Giftcard Shop',
      storeUrl: 'https://www.giftcardshop.ie/',
      balanceCheckUrl: 'https://www.giftcardshop.ie/check-your-balance/',
      supportEmail: 'service@giftcardshop.ie',
      supportPhone: '+353 1 234 5678',
    },
    t: mailText(locale),
    format: mailFormat(locale, 'EUR', 'Europe/Dublin'),
  };
}

const card = { lastDigits: '1379', valueMinor: 5000, expiresAt: new Date('2031-11-23T12:00:00Z') };
const spaced = (body: string) => body.replace(/[\u00a0\u202f]/g, ' ');

describe.each([
  { locale: 'en-IE' as const, amount: '€50.00', words: ['Ending in 1379', 'Activated on', '23 November 2031', 'View your card details'], canceled: 'could not be activated' },
  { locale: 'nl-NL' as const, amount: '€ 50,00', words: ['Eindigend op 1379', 'Geactiveerd op', '23 november 2031', 'Bekijk je kaartgegevens'], canceled: 'kon niet worden geactiveerd' },
])('card activation e-mail in $locale', ({ locale, amount, words, canceled }) => {
  it('tells an activated card by its last digits, with its value, dates and the voucher link', async () => {
    const mail = await composeCardActivationMail({
      setting: setting(locale),
      outcome: 'activated',
      card,
      activatedAt: new Date('2026-11-23T22:00:00Z'),
      voucherUrl: 'https://www.giftcardshop.ie/carddetails/?order=8f0c3c1e-4a53-4a39-9d3c-2b4a1c1d2e3f',
    });
    for (const body of [mail.html, mail.text].map(spaced)) {
      expect(body).toContain(amount);
      for (const word of words) expect(body).toContain(word);
    }
    expect(mail.html).toContain('href="https://www.giftcardshop.ie/carddetails/?order=8f0c3c1e-4a53-4a39-9d3c-2b4a1c1d2e3f"');
    expect(mail.subject).toContain('Giftcard Shop');
  });

  it('tells a card that could not be activated where to get help, without a voucher link', async () => {
    const mail = await composeCardActivationMail({ setting: setting(locale), outcome: 'canceled', card });
    expect(mail.text).toContain(canceled);
    expect(mail.text).toContain('service@giftcardshop.ie');
    expect(mail.html).not.toContain('carddetails');
  });
});
