import type { Locator, Page } from '@playwright/test';
import { buyDigitalCardForMe, mailedCardFor, mailTo, shopperEmail, solveCaptcha } from './support/checkout.ts';
import { randomUUID } from 'node:crypto';
import { urlOf } from './support/stores.ts';
import { expect, test } from './support/test.ts';

/**
 * The balance doubler against the whole stack: a card bought through the shop, its number and PIN read from the mail
 * catcher, entered in the monthly draw on /doubler/ (GCSIE), its thank-you page and the confirmation e-mail's link to it.
 */

const DOUBLER_PATH = '/doubler/';
const EN = {
  title: 'Balance doubler',
  cardNumber: 'Card number',
  pin: 'PIN',
  email: 'E-mail address',
  conditions: 'I accept the conditions of the draw',
  submit: 'Enter the draw',
  thankYou: 'Your card is in the draw',
};

function doublerForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByLabel(EN.cardNumber, { exact: true }) });
}

async function enter(page: Page, values: { cardNumber: string; pin: string; email: string }): Promise<void> {
  const form = doublerForm(page);
  await form.getByLabel(EN.cardNumber, { exact: true }).fill(values.cardNumber);
  await form.getByLabel(EN.pin, { exact: true }).fill(values.pin);
  await form.getByLabel(EN.email, { exact: true }).fill(values.email);
  await form.getByLabel(EN.conditions).check();
  await solveCaptcha(form);
  await form.getByRole('button', { name: EN.submit }).click();
}

test.describe('balance doubler', () => {
  test('a bought card entered in the draw: judged before sending, then its thank-you page; entered again, it keeps its place', { tag: ['@mobile', '@long'] }, async ({ page, visits }) => {
    test.setTimeout(240_000);
    const email = shopperEmail('doubler');
    await buyDigitalCardForMe({ page, visits }, email);
    const card = await mailedCardFor(email);

    await visits.open('GCSIE', DOUBLER_PATH, page.getByRole('heading', { level: 1, name: EN.title }));
    await expect(page.getByText(/^Next draw: Monday \d{1,2} \w+ \d{4}$/)).toBeVisible();
    const form = doublerForm(page);
    await form.getByRole('button', { name: EN.submit }).click();
    await expect(form.getByLabel(EN.cardNumber, { exact: true })).toBeFocused();
    await expect(form.getByLabel(EN.cardNumber, { exact: true })).toHaveAccessibleDescription(/Enter your card number here\./);
    await expect(form.getByLabel(EN.conditions)).toHaveAccessibleDescription(/Please accept the conditions of the draw/);
    await visits.checkAccessibility('doubler form errors');

    await enter(page, { cardNumber: card.number, pin: card.pin === '000000' ? '111111' : '000000', email });
    const refusal = page.getByRole('alert').filter({ hasText: "We don't know this combination of card number and PIN" });
    await expect(refusal).toBeFocused();

    await enter(page, { cardNumber: card.number, pin: card.pin, email });
    await visits.arrive(/\/doubler\/thank-you\/[^/]+\/\?entry=[0-9a-f-]{36}$/, page.getByRole('heading', { level: 1, name: EN.thankYou }));
    const ending = card.number.replace(/\D/g, '').slice(-4);
    await expect(page.getByText(new RegExp(`Your card ending in ${ending} takes part in the draw on Monday`))).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await visits.checkAccessibility('doubler thank-you');
    const firstEntry = page.url();

    // The confirmation e-mail leads back to this very page, where the draw's outcome will show.
    const confirmation = await mailTo(email, /is in the .* balance doubler draw$/);
    const entryLink = confirmation.links.map((link) => new URL(link, firstEntry)).find((link) => link.pathname.startsWith('/doubler/thank-you/'));
    expect(entryLink && `${entryLink.pathname}${entryLink.search}`).toBe(new URL(firstEntry).pathname + new URL(firstEntry).search);

    await visits.open('GCSIE', DOUBLER_PATH, page.getByRole('heading', { level: 1, name: EN.title }));
    await enter(page, { cardNumber: card.number, pin: card.pin, email });
    await visits.arrive(/\/doubler\/thank-you\//, page.getByRole('heading', { level: 1, name: EN.thankYou }));
    expect(page.url()).toBe(firstEntry);
  });

  test('a thank-you link whose entry does not exist answers 404 and leads back to the draw', async ({ page }) => {
    const response = await page.goto(`${urlOf('GCSIE')}/doubler/thank-you/encore-cinemas/?entry=${randomUUID()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this entry' })).toBeVisible();
    await expect(page).toHaveTitle(/^We could not find this entry/);
    await expect(page.getByRole('main').getByRole('link', { name: EN.title })).toHaveAttribute('href', DOUBLER_PATH);
  });
});
