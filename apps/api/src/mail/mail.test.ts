import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  composeGiftCardMail,
  composeOrderConfirmationMail,
  composePasswordResetMail,
  composeQuoteConfirmationMail,
  composeQuoteDeskMail,
  composeTransferInstructionsMail,
  createMailer,
  mailFormat,
  mailText,
  MailDeliveryError,
  senderFor,
  type MailSetting,
} from './index.ts';
import { startTestSmtp, type TestSmtp } from './testSmtp.ts';

function setting(locale: 'en-IE' | 'nl-NL'): MailSetting {
  return {
    brand: {
      name: 'Gift Card Shop',
      storeUrl: 'https://www.giftcardshop.ie/',
      balanceCheckUrl: 'https://www.giftcardshop.ie/check-your-balance/',
      supportEmail: 'service@giftcardshop.ie',
      supportPhone: '+353 1 555 0100',
    },
    t: mailText(locale),
    format: mailFormat(locale, 'EUR', 'Europe/Dublin'),
  };
}

/** Intl separates the currency sign with a no-break space in some locales. */
const spaced = (body: string) => body.replace(/[\u00a0\u202f]/g, ' ');

const card = { number: '6280001234567890126', pin: '493817', valueMinor: 2500, expiresAt: new Date('2027-11-23T12:00:00Z') };
const hostileMessage = 'Happy birthday! <script>alert("x")</script> <b>bold</b> & more';

describe("a customer's own words", () => {
  it('keep their line breaks in both parts of a quote e-mail and of a gift card e-mail', async () => {
    const message = 'We need 40 cards.\nTwenty of €25 and twenty of €50.\r\n\r\nDelivery before Friday, please.';
    const request = {
      number: 'Q-1042', companyName: 'Walsh & Daughters', vatNumber: null, contactName: 'Aoife Walsh', email: 'aoife@example.ie', phoneNumber: null,
      reference: null, message, requestedAt: new Date('2026-11-27T10:00:00Z'), promisedBy: new Date('2026-11-27T11:00:00Z'),
    };
    const mails = [
      await composeQuoteConfirmationMail({ setting: setting('en-IE'), request }),
      await composeQuoteDeskMail({ setting: setting('en-IE'), request }),
      await composeGiftCardMail({
        setting: setting('en-IE'), receiverName: 'Aoife', senderName: 'Ciarán', ownOrder: false, personalMessage: 'Happy birthday!\nLove, Ciarán',
        designName: null, cardTitle: null, cards: [card], activateUrl: null,
      }),
    ];
    for (const [index, mail] of mails.entries()) {
      const lines = index < 2 ? ['We need 40 cards.', 'Twenty of €25 and twenty of €50.', 'Delivery before Friday, please.'] : ['Happy birthday!', 'Love, Ciarán'];
      const textLines = mail.text.split('\n').map((line) => line.trim());
      for (const line of lines) expect(textLines).toContain(line);
      expect(mail.html).toContain(`${lines[0]}<br/>`);
    }
  });
});

describe.each([
  { locale: 'en-IE' as const, amount: '€25.00 EUR', date: '23 November 2027', words: ['Card number', 'PIN', 'Valid until'] },
  { locale: 'nl-NL' as const, amount: '€ 25,00 EUR', date: '23 november 2027', words: ['Kaartnummer', 'Pincode', 'Geldig tot en met'] },
])('templates in $locale', ({ locale, amount, date, words }) => {
  it('gift card e-mail: which card, amount, grouped number, PIN, message, design, validity, store link', async () => {
    const mail = await composeGiftCardMail({
      setting: setting(locale),
      receiverName: 'Aoife',
      senderName: 'Ciarán',
      ownOrder: false,
      personalMessage: hostileMessage,
      designName: 'Birthday balloons',
      cardTitle: 'Encore Cinemas',
      cards: [card],
      activateUrl: null,
    });
    for (const body of [mail.html, mail.text].map(spaced)) {
      expect(body).toContain('Gift Card Shop');
      expect(body).toContain(amount);
      expect(body).toContain('6280 0012 3456 7890 126');
      expect(body).toContain('493817');
      expect(body).toContain('Birthday balloons');
      expect(body).toContain('Encore Cinemas');
      expect(body).toContain(date);
      expect(body).toContain('https://www.giftcardshop.ie/');
      for (const word of words) expect(body).toContain(word);
    }
    expect(mail.html).toContain('href="https://www.giftcardshop.ie/check-your-balance/"');
    expect(mail.subject).toContain('Ciarán');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('order confirmation: number, lines, receivers, promises, totals, payment method, link', async () => {
    const mail = await composeOrderConfirmationMail({
      setting: setting(locale),
      buyerName: 'Ciarán',
      orderNumber: '70-0000042',
      placedAt: new Date('2026-11-23T10:00:00Z'),
      paymentMethod: { kind: 'CARD', marks: ['visa', 'mastercard'] },
      shipments: [
        {
          kind: 'DIGITAL',
          packages: [
            {
              lines: [{ title: 'Bol.com gift card', qty: 2, unitMinor: 2500 }],
              extras: [{ title: 'Birthday balloons', priceMinor: 195 }],
              receiver: { name: 'Aoife Byrne', email: 'aoife@example.ie' },
            },
          ],
        },
        {
          kind: 'PHYSICAL',
          addressLines: ['Seán Murphy', '12 Main Street', 'Dublin D02 X285', 'IE'],
          promise: { dispatchDate: '2026-11-24', deliveredFrom: '2026-11-25', deliveredBy: '2026-11-27' },
          registered: true,
          packages: [{ lines: [{ title: 'Wine gift card', qty: 1, unitMinor: 5000 }], extras: [] }],
        },
      ],
      // As the API adds them up: the subtotal holds the cards (€100) and their extras (€1.95).
      totals: { subTotal: 10_195, extras: 195, fees: [{ title: 'Service fee', amount: 150 }], shipping: 395, tax: 139, grandTotal: 10_740 },
      confirmationUrl: 'https://www.giftcardshop.ie/checkout/confirmation/abc/',
    });
    expect(mail.subject).toContain('70-0000042');
    for (const body of [mail.html, mail.text].map(spaced)) {
      for (const fact of ['70-0000042', 'Bol.com gift card', 'Aoife Byrne', 'aoife@example.ie', '12 Main Street', 'Dublin D02 X285', 'Wine gift card']) {
        expect(body).toContain(fact);
      }
      expect(body).toContain(locale === 'en-IE' ? '€107.40' : '€ 107,40');
      expect(body).toContain(locale === 'en-IE' ? '€3.95' : '€ 3,95');
      // The cards' row is the cards alone, so the rows add up to the total.
      expect(body).toContain(locale === 'en-IE' ? '€100.00' : '€ 100,00');
      expect(body).not.toContain(locale === 'en-IE' ? '€101.95' : '€ 101,95');
      expect(body).toContain(locale === 'en-IE' ? '24 November 2026' : '24 november 2026');
      expect(body).toContain(locale === 'en-IE' ? 'within 1 hour' : 'Binnen 1 uur');
      expect(body).toContain(locale === 'en-IE' ? 'registered post' : 'Aangetekend');
      expect(body).toContain(locale === 'en-IE' ? 'Credit or debit card' : 'Creditcard');
      expect(body).toContain('https://www.giftcardshop.ie/checkout/confirmation/abc/');
    }
  });

  it("names a bank redirect by the schemes the store shows for it, else by the method's plain name", async () => {
    const confirm = (marks: readonly string[]) =>
      composeOrderConfirmationMail({
        setting: setting(locale),
        buyerName: 'Ciarán',
        orderNumber: '70-0000043',
        placedAt: new Date('2026-11-23T10:00:00Z'),
        paymentMethod: { kind: 'BANK_REDIRECT', marks },
        shipments: [],
        totals: { subTotal: 2500, extras: 0, fees: [], shipping: 0, tax: 0, grandTotal: 2500 },
        confirmationUrl: 'https://www.giftcardshop.ie/checkout/confirmation/abc/',
      });
    expect((await confirm(['kbccbc', 'belfius'])).text).toContain(locale === 'en-IE' ? 'KBC/CBC or Belfius' : 'KBC/CBC of Belfius');
    expect((await confirm(['ideal'])).text).toContain('iDEAL');
    expect((await confirm([])).text).toContain(locale === 'en-IE' ? 'Online banking' : 'Betalen via je bank');
  });

  it('gives a buyer who sent the cards to themselves what they ordered, not a gift from themselves', async () => {
    const mail = await composeGiftCardMail({
      setting: setting(locale), receiverName: 'Ciarán Walsh', senderName: 'Ciarán', ownOrder: true, personalMessage: null, designName: null, cardTitle: null, cards: [card, { ...card, number: '6280001234567890134' }], activateUrl: null,
    });
    expect(mail.subject).toBe(locale === 'en-IE' ? 'Your 2 gift cards from Gift Card Shop' : 'Je 2 cadeaubonnen van Gift Card Shop');
    expect(mail.text).toContain(locale === 'en-IE' ? 'Here are the 2 gift cards you ordered at Gift Card Shop.' : 'Hier zijn de 2 cadeaubonnen die je bij Gift Card Shop hebt besteld.');
    expect(mail.text).not.toContain(locale === 'en-IE' ? 'Ciarán has sent you' : 'Ciarán heeft je');
  });

  it('says why it was sent: an order for order mails, the address given for anything else', async () => {
    const order = await composeGiftCardMail({
      setting: setting(locale), receiverName: 'Aoife', senderName: 'Ciarán', ownOrder: false, personalMessage: null, designName: null, cardTitle: null, cards: [card], activateUrl: null,
    });
    const reset = await composePasswordResetMail({ setting: setting(locale), resetUrl: 'https://www.giftcardshop.ie/account/new-password/?token=t' });
    const orderWords = locale === 'en-IE' ? 'because of an order at Gift Card Shop' : 'vanwege een bestelling bij Gift Card Shop';
    const requestWords = locale === 'en-IE' ? 'because this address was given at Gift Card Shop' : 'omdat dit adres is opgegeven bij Gift Card Shop';
    expect(order.text).toContain(orderWords);
    expect(reset.text).toContain(requestWords);
    expect(reset.text).not.toContain(orderWords);
    expect(reset.text).not.toMatch(/your order|je bestelling/);
  });

  it('bank transfer instructions: IBAN, BIC, beneficiary, reference, amount, expiry', async () => {
    const mail = await composeTransferInstructionsMail({
      setting: setting(locale),
      buyerName: 'Ciarán',
      orderNumber: '70-0000042',
      transfer: {
        iban: 'IE29AIBK93115212345678',
        bic: 'AIBKIE2D',
        beneficiary: 'Sandbox Payments B.V.',
        reference: 'RF18 5390 0754 7034',
        amountMinor: 10_740,
        expiresAt: new Date('2026-11-30T12:00:00Z'),
      },
      confirmationUrl: 'https://www.giftcardshop.ie/checkout/confirmation/abc/',
    });
    for (const body of [mail.html, mail.text].map(spaced)) {
      for (const fact of ['IE29 AIBK 9311 5212 3456 78', 'AIBKIE2D', 'Sandbox Payments B.V.', 'RF18 5390 0754 7034', '70-0000042']) {
        expect(body).toContain(fact);
      }
      expect(body).toContain(locale === 'en-IE' ? '€107.40' : '€ 107,40');
      expect(body).toContain(locale === 'en-IE' ? '30 November 2026' : '30 november 2026');
    }
  });
});

describe('mailer', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('delivers over SMTP with the HTML and text parts', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url });
    await mailer.send({
      from: senderFor({ name: 'Gift Card Shop', support: { email: 'service@giftcardshop.ie' } }, ''),
      to: 'aoife@example.ie',
      subject: 'Hello',
      html: '<p>Hi there</p>',
      text: 'Hi there',
      headers: { 'X-Shop-Order': '70-0000042' },
    });
    mailer.close();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.from?.text).toBe('"Gift Card Shop" <no-reply@giftcardshop.ie>');
    expect(mail?.subject).toBe('Hello');
    expect(mail?.text?.trim()).toBe('Hi there');
    expect(mail?.html).toContain('<p>Hi there</p>');
    expect(mail?.headers.get('x-shop-order')).toBe('70-0000042');
  });

  it('fails every send when mail is off, so mail jobs retry instead of passing', async () => {
    const mailer = createMailer({ smtpUrl: undefined });
    expect(mailer.enabled).toBe(false);
    await expect(mailer.send({ from: 'a@b.ie', to: 'c@d.ie', subject: 's', html: 'h', text: 't' })).rejects.toBeInstanceOf(MailDeliveryError);
  });

  it('reports an unreachable server without quoting the message', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1' });
    const failure = mailer.send({ from: 'a@b.ie', to: 'secret-person@example.ie', subject: 's', html: 'h', text: 't' });
    await expect(failure).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(failure).rejects.not.toThrow(/secret-person/);
  });
});
