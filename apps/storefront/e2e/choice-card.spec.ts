import type { Locator, Page } from '@playwright/test';
import {
  addCard, addGiftCardPayment, choosePayment, continueToPayment, DIGITAL, expectConfirmation, fillYourData, mailedCardFor, mailSubjectsFor, pay,
  payOnCardPage, shopperEmail, solveCaptcha, startCheckout, TEST_CARDS, type Visit,
} from './support/checkout.ts';
import { expect, test } from './support/test.ts';

/**
 * The All-in-1 Choice gift card against the whole stack (GCSIE): bought through its product page and checkout, its
 * number and PIN read from the mail catcher, activated on /activate/ (at once in the sandbox), shown on its voucher
 * page and, with its PIN, on the balance check; then exchanged in the redeem shop for a card it pays for in full.
 */

const CHOICE_CARD = { path: '/gift-cards/all-in-1-choice-gift-card/', title: 'All-in-1 Choice Gift Card' } as const;
const ACTIVATE_PATH = '/activate/';
const EN = {
  title: 'Activate your All-in-1 Choice gift card',
  cardNumber: 'Card number',
  amount: 'Amount on the card',
  email: 'E-mail address',
  submit: 'Activate card',
} as const;

/** A €50 choice card bought as a guest and sent to the buyer's own address, paid by card on the provider's page. */
async function buyChoiceCard({ page, visits }: Visit, email: string): Promise<void> {
  await visits.open('GCSIE', CHOICE_CARD.path, page.getByRole('heading', { level: 1, name: CHOICE_CARD.title }));
  await expect(page.locator('#main').getByRole('link', { name: 'Activate a card' })).toHaveAttribute('href', ACTIVATE_PATH);
  await page.getByRole('radio', { name: 'Digital', exact: true }).check();
  await page.getByLabel(/^Your amount/).fill('50');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket.' })).toBeVisible();
  await startCheckout({ page, visits }, email);
  await fillYourData(page, email);
  await page.getByRole('button', { name: /^Send .* to me$/ }).click();
  await choosePayment(page, /Credit or debit card/);
  await pay(page);
  await payOnCardPage(page, TEST_CARDS.approved);
  await expectConfirmation({ page, visits });
}

function activationForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByLabel(EN.cardNumber, { exact: true }) });
}

/** Fills the activation form as a holder does, solves the captcha in the browser and sends it. */
async function requestActivation(page: Page, values: { cardNumber: string; amount: string; email: string }): Promise<void> {
  const form = activationForm(page);
  await form.getByLabel(EN.cardNumber, { exact: true }).fill(values.cardNumber);
  await form.getByLabel(EN.amount, { exact: true }).fill(values.amount);
  await form.getByLabel(EN.email, { exact: true }).fill(values.email);
  await solveCaptcha(form);
  await form.getByRole('button', { name: EN.submit }).click();
}

test.describe('All-in-1 Choice gift card', () => {
  test('bought, activated with its number and amount, then its voucher and its balance show its value', { tag: ['@mobile', '@long'] }, async ({ page, visits }) => {
    test.setTimeout(300_000);
    const email = shopperEmail('choice');
    await buyChoiceCard({ page, visits }, email);
    const card = await mailedCardFor(email);
    // The card's e-mail tells its holder to activate it first.
    expect(card.links.map((link) => new URL(link).pathname)).toContain(ACTIVATE_PATH);

    await visits.open('GCSIE', ACTIVATE_PATH, page.getByRole('heading', { level: 1, name: EN.title }));
    await requestActivation(page, { cardNumber: card.number, amount: '50', email });
    const lastDigits = card.number.replace(/\s/g, '').slice(-4);
    await visits.arrive(/\/activate\/success\/\?order=[0-9a-f-]{36}$/, page.getByRole('heading', { level: 1 }));
    // The sandbox activates at once; the page tells where the activation stands when it is shown.
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByRole('heading', { level: 1 }).textContent();
      }, { timeout: 30_000 })
      .toBe('Your card is active');
    await expect(page.getByText(`Your All-in-1 Choice gift card ending in ${lastDigits} is active and ready to spend.`)).toBeVisible();
    await visits.checkAccessibility('activation done');
    await expect.poll(async () => mailSubjectsFor(email, 3)).toContain('Your All-in-1 Choice gift card from Giftcard Shop is active');

    await page.getByRole('link', { name: 'View your card details' }).click();
    await visits.arrive(/\/carddetails\/\?order=[0-9a-f-]{36}$/, page.getByRole('heading', { level: 1, name: 'Your All-in-1 Choice gift card' }));
    const facts = page.getByRole('definition');
    await expect(facts.filter({ hasText: `Ending in ${lastDigits}` })).toHaveCount(1);
    await expect(facts.filter({ hasText: /^€50\.00/ })).toHaveCount(1);
    await expect(facts.filter({ hasText: /^Active$/ })).toHaveCount(1);
    await expect(page.getByText(card.number)).toHaveCount(0);

    await page.getByRole('link', { name: 'Check your balance' }).last().click();
    await visits.arrive(/\/check-your-balance\/$/, page.getByRole('heading', { level: 1, name: 'Check your balance' }));
    const balanceForm = page.locator('form').filter({ has: page.getByLabel('PIN', { exact: true }) });
    await balanceForm.getByLabel('Card number', { exact: true }).fill(card.number);
    await balanceForm.getByLabel('PIN', { exact: true }).fill(card.pin);
    await solveCaptcha(balanceForm);
    await balanceForm.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your balance' })).toBeFocused();
    await expect(page.getByTestId('balance-amount')).toHaveText('€50.00 EUR');
    await expect(page.getByRole('definition').filter({ hasText: /^Active$/ })).toBeVisible();
    await visits.checkAccessibility('balance of the activated card');

    // Its balance is exchanged in the redeem shop: the cards a Choice card pays for, never another Choice card.
    await page.getByRole('link', { name: 'See the gift cards you can choose from' }).click();
    await visits.arrive(/\/check-your-balance\/result\/$/, page.getByRole('heading', { level: 1, name: 'Exchange your All-in-1 Choice card' }));
    const choices = page.getByRole('region', { name: 'The gift cards to choose from' });
    await expect(choices.getByRole('link').first()).toBeVisible();
    await expect(choices.getByRole('link', { name: new RegExp(CHOICE_CARD.title) })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'At checkout, add your Choice card as a payment with its card number and PIN.' })).toBeVisible();
    await visits.checkAccessibility('redeem shop');

    // A card from the redeem shop, paid for entirely with the Choice card at checkout.
    await expect(choices.getByRole('link', { name: new RegExp(DIGITAL.title) }).first()).toBeVisible();
    await addCard({ page, visits }, DIGITAL);
    await startCheckout({ page, visits }, email);
    await fillYourData(page, email);
    await page.getByRole('button', { name: /^Send .* to me$/ }).click();
    await continueToPayment(page);
    const giftCards = await addGiftCardPayment(page, card);
    // The card pays the whole order, service fee included.
    const paidByCard = new RegExp(`Gift card ending in ${lastDigits}: €2\\d\\.\\d\\d`);
    await expect(giftCards.getByRole('list', { name: 'Gift cards in your payment' })).toContainText(paidByCard);
    await expect(giftCards.getByText('Your gift cards pay the whole order. No other payment method is needed.')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectConfirmation({ page, visits });
    await expect(page.getByRole('term').filter({ hasText: `Paid with gift card ending in ${lastDigits}` })).toBeVisible();
  });

  test('the form judges its fields before sending, and a number and amount that do not match get the spec answer', async ({ page, visits }) => {
    await visits.open('GCSIE', ACTIVATE_PATH, page.getByRole('heading', { level: 1, name: EN.title }));
    const form = activationForm(page);
    await form.getByRole('button', { name: EN.submit }).click();
    await expect(form.getByLabel(EN.cardNumber, { exact: true })).toHaveAccessibleDescription(/Enter your card number here\./);
    await expect(form.getByLabel(EN.cardNumber, { exact: true })).toBeFocused();
    await expect(form.getByLabel(EN.email, { exact: true })).toHaveAccessibleDescription(/E-mail is a required field/);
    await form.getByLabel(EN.cardNumber, { exact: true }).fill('9999 0000 1111 2222 333');
    await form.getByRole('button', { name: EN.submit }).click();
    await expect(form.getByLabel(EN.cardNumber, { exact: true })).toHaveAccessibleDescription(/We don't know this number, please check the number and try again\./);
    await visits.checkAccessibility('form errors');

    await requestActivation(page, { cardNumber: '6280 0700 0000 0000 000', amount: '50', email: shopperEmail('guess') });
    const refusal = page.getByRole('alert').filter({ hasText: 'We could not activate this card. Please check the card number and the amount and try again.' });
    await expect(refusal).toBeFocused();
    await expect(form.getByLabel(EN.amount, { exact: true })).toHaveValue('50');
    await visits.checkAccessibility('activation refused');
  });

  test('activeren op de Nederlandse paden (GCSNL)', async ({ page, visits }) => {
    await visits.open('GCSNL', '/activeren/', page.getByRole('heading', { level: 1, name: 'Activeer je All-in-1 Keuze cadeaubon' }));
    await page.getByLabel('Kaartnummer', { exact: true }).fill('6280 07');
    await page.getByLabel('Bedrag op de kaart', { exact: true }).fill('nul');
    await page.getByRole('button', { name: 'Kaart activeren' }).click();
    await expect(page.getByLabel('Kaartnummer', { exact: true })).toHaveAccessibleDescription(/Het kaartnummer moet 19 cijfers lang zijn\./);
    await expect(page.getByLabel('Bedrag op de kaart', { exact: true })).toHaveAccessibleDescription(/Vul een positieve waarde in/);
    await visits.checkAccessibility('formulier met fouten');
  });
});
