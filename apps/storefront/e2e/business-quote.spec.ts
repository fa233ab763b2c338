import type { Locator, Page } from '@playwright/test';
import { mailSubjectsFor, shopperEmail, solveCaptcha } from './support/checkout.ts';
import { expect, test } from './support/test.ts';

/**
 * The business page's quote request against the whole stack: judged in the browser with the shared rules, sent
 * through the server action to the API, recorded, and e-mailed to the customer and the store's business desk.
 */

const BUSINESS_PATH = '/business/';
const DESK = 'service@giftcardshop.ie';
const EN = {
  title: 'Business gift cards',
  company: 'Company name',
  contact: 'Contact person',
  email: 'E-mail address',
  phone: 'Phone number (optional)',
  reference: 'Your reference (optional)',
  message: 'Your request',
  submit: 'Send request',
  sent: 'Thank you, we received your request',
};

function quoteForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByLabel(EN.company, { exact: true }) });
}

test.describe('business quote request', () => {
  test('judged before sending, then sent: the page shows its number and both e-mails go out', { tag: '@mobile' }, async ({ page, visits }) => {
    await visits.open('GCSIE', BUSINESS_PATH, page.getByRole('heading', { level: 1, name: EN.title }));
    const form = quoteForm(page);
    await form.getByRole('button', { name: EN.submit }).click();
    await expect(form.getByLabel(EN.company, { exact: true })).toBeFocused();
    await expect(form.getByLabel(EN.company, { exact: true })).toHaveAccessibleDescription(/Company name is a required field/);
    await expect(form.getByLabel(EN.message, { exact: true })).toHaveAccessibleDescription(/Message is a required field/);
    await form.getByLabel(EN.phone, { exact: true }).fill('12');
    await form.getByRole('button', { name: EN.submit }).click();
    await expect(form.getByLabel(EN.phone, { exact: true })).toHaveAccessibleDescription(/Please enter valid phone number/);
    await visits.checkAccessibility('quote form errors');

    const email = shopperEmail('quote');
    const company = `Brennan & Daughters ${Date.now()}`;
    await form.getByLabel(EN.company, { exact: true }).fill(company);
    await form.getByLabel(EN.contact, { exact: true }).fill('Aoife Brennan');
    await form.getByLabel(EN.email, { exact: true }).fill(email);
    await form.getByLabel(EN.phone, { exact: true }).fill('087 123 4567');
    await form.getByLabel(EN.reference, { exact: true }).fill('PO-2231');
    await form.getByLabel(EN.message, { exact: true }).fill('40 digital cards of €50 for our staff,\nsent on 18 December.');
    await solveCaptcha(form);
    await form.getByRole('button', { name: EN.submit }).click();

    const receipt = page.getByRole('status').filter({ has: page.getByRole('heading', { name: EN.sent }) });
    await expect(receipt.getByRole('heading', { name: EN.sent })).toBeFocused();
    const numberText = await receipt.getByText(/^Your request number is Q-\d+\.$/).textContent();
    const number = /Q-\d+/.exec(numberText ?? '')?.[0];
    expect(number).toBeDefined();
    await expect(receipt).toContainText(email);
    await visits.checkAccessibility('quote request sent');

    await expect.poll(async () => mailSubjectsFor(email, 1)).toContain(`We received your quote request ${number} at Giftcard Shop`);
    await expect.poll(async () => mailSubjectsFor(DESK, 1)).toContain(`Quote request ${number}: ${company}`);

    // A fresh form for the next request.
    await receipt.getByRole('button', { name: 'Send another request' }).click();
    await expect(quoteForm(page).getByLabel(EN.company, { exact: true })).toHaveValue('');
  });
});
