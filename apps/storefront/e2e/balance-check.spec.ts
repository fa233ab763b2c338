import type { Page, Response } from '@playwright/test';
import {
  DIGITAL, TEST_CARDS, addCard, addGiftCardPayment, buyDigitalCardForMe, continueToPayment, expectConfirmation, fillYourData, mailedCardFor, pay,
  payOnCardPage, shopperEmail, solveCaptcha, startCheckout,
} from './support/checkout.ts';
import { expect, test } from './support/test.ts';

/**
 * The balance check against the whole stack: a card bought through the shop, its number and PIN read from the mail
 * catcher, then checked on /check-your-balance/ (GCSIE) and locked after 5 wrong PINs.
 */

const BALANCE_PATH = '/check-your-balance/';
/** From this width on the header shows its service links (the balance check among them). */
const TABLET_WIDTH = 640;

/** Fills the form, solves the captcha in the browser and sends it; resolves with the server action's response. */
async function checkBalance(page: Page, labels: { cardNumber: string; pin: string; submit: string }, cardNumber: string, pin: string): Promise<Response> {
  const form = page.locator('form').filter({ has: page.getByLabel(labels.cardNumber, { exact: true }) });
  await form.getByLabel(labels.cardNumber, { exact: true }).fill(cardNumber);
  await form.getByLabel(labels.pin, { exact: true }).fill(pin);
  await solveCaptcha(form);
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().headers()['next-action'] !== undefined);
  await form.getByRole('button', { name: labels.submit }).click();
  const response = await answered;
  // A fresh, unsolved widget means the answer has been rendered.
  await expect(form.locator('altcha-widget [data-state="verified"]')).toHaveCount(0);
  return response;
}

const EN = { cardNumber: 'Card number', pin: 'PIN', submit: 'Check balance' } as const;

test.describe('balance check', () => {
  test('a bought €25 card shows its balance; 5 wrong PINs lock its PIN entry', { tag: ['@mobile', '@long'] }, async ({ page, visits }) => {
    test.setTimeout(240_000);
    const email = shopperEmail('balance');
    await buyDigitalCardForMe({ page, visits }, email);
    const card = await mailedCardFor(email);
    // The card's e-mail links to the balance check.
    expect(card.links.map((link) => new URL(link).pathname)).toContain(BALANCE_PATH);

    const balanceHeading = page.getByRole('heading', { level: 1, name: 'Check your balance' });
    if ((page.viewportSize()?.width ?? 0) >= TABLET_WIDTH) {
      await page.locator('header').getByRole('link', { name: 'Check your balance' }).click();
      await visits.arrive(new RegExp(`${BALANCE_PATH}$`), balanceHeading);
    } else {
      // Phones show no service links in the header: the holder comes from the card e-mail's link.
      await visits.open('GCSIE', BALANCE_PATH, balanceHeading);
    }

    const answer = await checkBalance(page, EN, card.number, card.pin);
    expect(answer.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 2, name: 'Your balance' })).toBeFocused();
    await expect(page.getByTestId('balance-amount')).toHaveText('€25.00 EUR');
    await expect(page.getByRole('definition').filter({ hasText: /^Active$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Spend your balance on our gift cards' })).toHaveAttribute('href', '/gift-cards/');
    await expect(page.getByLabel(EN.pin, { exact: true })).toHaveValue('');
    await visits.checkAccessibility('balance shown');

    const wrongPin = card.pin === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await checkBalance(page, EN, card.number, wrongPin);
      const refusal = page.getByRole('alert').filter({ hasText: "We don't know this combination of card number and PIN." });
      await expect(refusal).toBeFocused();
    }
    await visits.checkAccessibility('wrong PIN');

    // The sixth attempt is refused even with the right PIN: the card's PIN entry is locked for the window.
    await checkBalance(page, EN, card.number, card.pin);
    const pinField = page.getByLabel(EN.pin, { exact: true });
    await expect(pinField).toHaveAccessibleDescription(/Too many wrong PINs have been entered for this card/);
    await expect(pinField).toBeFocused();
    await expect(page.getByTestId('balance-amount')).toHaveCount(0);
    await visits.checkAccessibility('PIN locked');
  });

  test('a bought €25 card pays part of a €50 order, the rest is paid by card, and its balance is then used up', async ({ page, visits }) => {
    test.setTimeout(300_000);
    const email = shopperEmail('card-pays');
    await buyDigitalCardForMe({ page, visits }, email);
    const card = await mailedCardFor(email);
    const ending = card.number.replace(/\D/g, '').slice(-4);

    await addCard({ page, visits }, DIGITAL);
    await addCard({ page, visits }, DIGITAL);
    await startCheckout({ page, visits }, email);
    await fillYourData(page, email);
    // Two packages, one receiver each.
    for (const sendToMe of await page.getByRole('button', { name: /^Send .* to me$/ }).all()) await sendToMe.click();
    await continueToPayment(page);

    const giftCards = await addGiftCardPayment(page, card);
    await expect(giftCards.getByRole('list', { name: 'Gift cards in your payment' })).toContainText(`Gift card ending in ${ending}: €25.00`);
    await expect(giftCards.getByText(/^Left to pay with another method: €2\d\.\d\d EUR$/)).toBeVisible();
    await visits.checkAccessibility('a gift card in the payment');

    // The same card twice is refused.
    await addGiftCardPayment(page, card);
    await expect(giftCards.getByText('This gift card has already been added to your payment.')).toBeVisible();
    await expect(giftCards.getByRole('list', { name: 'Gift cards in your payment' }).getByRole('listitem')).toHaveCount(1);

    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    await pay(page);
    await payOnCardPage(page, TEST_CARDS.approved);
    await expectConfirmation({ page, visits });
    await expect(page.getByRole('term').filter({ hasText: `Paid with gift card ending in ${ending}` })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^€25\.00( EUR)?$/ })).toBeVisible();

    await visits.open('GCSIE', BALANCE_PATH, page.getByRole('heading', { level: 1, name: 'Check your balance' }));
    await checkBalance(page, EN, card.number, card.pin);
    await expect(page.getByTestId('balance-amount')).toHaveText('€0.00 EUR');
    await expect(page.getByRole('definition').filter({ hasText: /^Used up$/ })).toBeVisible();
  });

  test('the number and PIN are judged in the form before anything is sent', async ({ page, visits }) => {
    await visits.open('GCSIE', BALANCE_PATH, page.getByRole('heading', { level: 1, name: 'Check your balance' }));
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.headers()['next-action'] !== undefined) sent += 1;
    });
    await page.getByRole('button', { name: EN.submit }).click();
    await expect(page.getByLabel(EN.cardNumber, { exact: true })).toHaveAccessibleDescription(/Enter your card number here\./);
    await expect(page.getByLabel(EN.cardNumber, { exact: true })).toBeFocused();
    await page.getByLabel(EN.cardNumber, { exact: true }).fill('6280 0701 2345');
    await page.getByLabel(EN.pin, { exact: true }).fill('12345');
    await page.getByRole('button', { name: EN.submit }).click();
    await expect(page.getByLabel(EN.cardNumber, { exact: true })).toHaveAccessibleDescription(/Card number should be 19 digits long\./);
    await expect(page.getByLabel(EN.pin, { exact: true })).toHaveAccessibleDescription(/The PIN should be 6 digits/);
    await visits.checkAccessibility('form errors');
    expect(sent).toBe(0);
  });

  test('saldocheck op de Nederlandse paden (GCSNL)', async ({ page, visits }) => {
    await visits.open('GCSNL', '/saldocheck/', page.getByRole('heading', { level: 1, name: 'Saldo checken' }));
    await page.getByLabel('Kaartnummer', { exact: true }).fill('9999 0000 1111 2222 333');
    await page.getByRole('button', { name: 'Saldo checken' }).click();
    await expect(page.getByLabel('Kaartnummer', { exact: true })).toHaveAccessibleDescription(/Dit nummer kennen we niet\. Controleer het nummer en probeer het opnieuw\./);
    await expect(page.getByLabel('Pincode', { exact: true })).toHaveAccessibleDescription(/De pincode bestaat uit 6 cijfers/);
    await visits.checkAccessibility('formulier met fouten');
  });
});
