import type { Locator, Page } from '@playwright/test';
import { STACK_ENV } from '../servers.ts';
import { expect, type Visits } from './test.ts';

/** The sandbox payment service's origin, set by the global setup (`PSP_URL`). */
export function pspUrl(): string {
  const url = process.env[STACK_ENV.psp];
  if (!url) throw new Error(`${STACK_ENV.psp} was not set by the global setup`);
  return url.replace(/\/$/, '');
}

/** The mail catcher's origin, set by the global setup (`MAIL_CATCHER_URL`). */
export function mailCatcherUrl(): string {
  const url = process.env[STACK_ENV.mail];
  if (!url) throw new Error(`${STACK_ENV.mail} was not set by the global setup`);
  return url.replace(/\/$/, '');
}

interface CaughtMail {
  readonly subject: string;
  readonly to: readonly { readonly address: string }[];
}

/** The subjects of the mails the catcher holds for one address (maildev's REST API, `GET /api/email`), waiting up to `timeoutMs`. */
export async function mailSubjectsFor(address: string, expected: number, timeoutMs = 30_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${mailCatcherUrl()}/api/email`);
    const mails = (await response.json()) as CaughtMail[];
    const subjects = mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase())).map((mail) => mail.subject);
    if (subjects.length >= expected || Date.now() > deadline) return subjects;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The first mail to an address whose subject matches, with the links of its HTML part, waiting up to `timeoutMs`. */
export function mailTo(address: string, subject: RegExp, timeoutMs = 30_000): Promise<{ readonly subject: string; readonly links: readonly string[] }> {
  return firstMailTo(address, `a mail matching ${subject}`, timeoutMs, (mail) =>
    subject.test(mail.subject) ? { subject: mail.subject, links: linksOf(mail) } : undefined,
  );
}

/** Test cards of the sandbox (apps/psp). */
export const TEST_CARDS = {
  approved: '4111 1111 1111 1111',
  refused: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** The browser is on a page of the sandbox payment service, not of the shop. */
export async function expectProviderPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${pspUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** Fills the sandbox's hosted card page (never our site) and pays. */
export async function payOnCardPage(page: Page, number: string, holder = 'Aoife Byrne'): Promise<void> {
  await expectProviderPage(page);
  await page.getByLabel('Cardholder name').fill(holder);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Month (MM)').fill('12');
  await page.getByLabel('Year (YYYY)').fill(String(new Date().getFullYear() + 2));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** A unique shopper address per test, so mails and orders never mix between runs and viewports. */
export function shopperEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ie`;
}

/**
 * Ticks the ALTCHA widget as a visitor does (its label: the drawn tick covers the box itself) and waits until the
 * browser has solved the proof of work, without any outside network.
 */
export async function solveCaptcha(container: Locator): Promise<void> {
  await container.locator('altcha-widget label').first().click();
  await expect(container.locator('altcha-widget [data-state="verified"]').first()).toBeVisible({ timeout: 30_000 });
}

/* A purchase through the storefront (GCSIE), step by step: the checkout journeys and the journeys that need a bought card. */

export const EN = {
  basketPath: '/cart/',
  checkoutPath: /\/checkout\/(\?.*)?$/,
  processPath: /\/checkout\/process-payment\/\?order=/,
  confirmationPath: /\/checkout\/[0-9a-f-]{36}\/$/,
  checkoutButton: 'Continue to checkout',
  identifyTitle: 'Continue to checkout',
  confirmationHeading: 'Thank you for your order',
} as const;

export type Visit = { readonly page: Page; readonly visits: Visits };

/** Adds a €25 card of a seeded product to the basket through its product page. */
export async function addCard({ page, visits }: Visit, product: { path: string; title: string }, options: { physical?: boolean; message?: string; giftPacking?: string } = {}) {
  await visits.open('GCSIE', product.path, page.getByRole('heading', { level: 1, name: product.title }));
  if (options.physical) await page.getByRole('radio', { name: 'Physical', exact: true }).check();
  await page.getByRole('radio', { name: /€25/ }).first().check();
  if (options.giftPacking) await page.getByRole('radio', { name: new RegExp(options.giftPacking) }).check();
  if (options.message) {
    await page.getByRole('checkbox', { name: /personal message/i }).check();
    await page.getByRole('textbox', { name: /message/i }).fill(options.message);
  }
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket.' })).toBeVisible();
}

/** Basket → identify modal (e-mail + ALTCHA proof of work, solved in the browser, no outside network) → checkout. */
export async function startCheckout({ page, visits }: Visit, email: string) {
  await visits.open('GCSIE', EN.basketPath, page.getByRole('heading', { level: 1, name: 'Your basket' }));
  await page.getByRole('link', { name: EN.checkoutButton }).click();
  const dialog = page.getByRole('dialog', { name: EN.identifyTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail address').fill(email);
  await solveCaptcha(dialog);
  await visits.checkAccessibility('identify modal with captcha');
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await visits.arrive(EN.checkoutPath, page.getByRole('heading', { level: 2, name: 'Your data', exact: true }));
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(email);
}

export async function fillYourData(page: Page, email: string, business = false) {
  if (business) {
    await page.getByRole('radio', { name: 'Business customer' }).check();
    await page.getByLabel('Company name').fill('Byrne Events Ltd');
    await page.getByLabel('VAT number').fill('IE1234567T');
    await page.getByLabel('Reference (optional)').fill('PO-4711');
  }
  await page.getByLabel('First name').fill('Aoife');
  await page.getByLabel('Last name').fill('Byrne');
  await page.getByLabel('Confirm e-mail address').fill(email);
  await page.getByLabel('Phone number').fill('871234567');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping', exact: true })).toBeFocused();
}

export async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment', exact: true })).toBeFocused();
}

export async function choosePayment(page: Page, method: RegExp) {
  await continueToPayment(page);
  await page.getByRole('radio', { name: method }).check();
}

/** Adds a gift card to the payment step's payment by its number and PIN (captcha solved in the browser); gives the form's region. */
export async function addGiftCardPayment(page: Page, card: { readonly number: string; readonly pin: string }): Promise<Locator> {
  const giftCards = page.getByRole('region', { name: 'Pay with a gift card' });
  await giftCards.getByLabel('Gift card number', { exact: true }).fill(card.number);
  await giftCards.getByLabel('PIN', { exact: true }).fill(card.pin);
  await solveCaptcha(giftCards);
  await giftCards.getByRole('button', { name: 'Add gift card' }).click();
  return giftCards;
}

export async function pay(page: Page) {
  const checkout = new URL(page.url());
  const button = page.getByRole('button', { name: /^Pay / });
  await button.click();
  // Never twice: from the click until the browser has left the checkout, its Pay button is busy. (The payment
  // service's pages have a Pay button of their own, so the address tells the two apart; the step in the query may change.)
  const left = () => {
    const now = new URL(page.url());
    return now.origin !== checkout.origin || now.pathname !== checkout.pathname;
  };
  const busyOrLeft = async () => left() || (await button.getAttribute('aria-busy', { timeout: 500 }).catch(() => null)) === 'true';
  await expect.poll(busyOrLeft).toBe(true);
}

export async function expectConfirmation({ page, visits }: Visit) {
  await visits.arrive(EN.confirmationPath, page.getByRole('heading', { level: 1, name: EN.confirmationHeading }));
  await expect(page.getByText(/Your order number is/)).toBeVisible();
  const purchases = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase').length);
  expect(purchases).toBe(1);
  // A reload does not report the purchase again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: EN.confirmationHeading })).toBeVisible();
  const again = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase').length);
  expect(again).toBe(0);
}

export const DIGITAL = { path: '/gift-cards/harbour-house-restaurant/', title: 'Harbour House Restaurant' };
export const PHYSICAL = { path: '/gift-cards/blue-anchor-restaurant/', title: 'Blue Anchor Restaurant' };

/** On the retry page of a placed order: pays with the wallet (PayPal) instead and reaches the confirmation. */
export async function payWithWalletInstead({ page, visits }: Visit): Promise<void> {
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await pay(page);
  await page.getByRole('button', { name: /^Pay / }).click(); // the wallet page's own approve button
  await expectConfirmation({ page, visits });
}

/** A €25 digital card ordered as a guest for the buyer's own address, up to the provider's card page. */
export async function openCardPageForDigitalCard({ page, visits }: Visit, email: string): Promise<void> {
  await addCard({ page, visits }, DIGITAL);
  await startCheckout({ page, visits }, email);
  await fillYourData(page, email);
  await page.getByRole('button', { name: /^Send .* to me$/ }).click();
  await choosePayment(page, /Credit or debit card/);
  await pay(page);
}

/** A €25 digital card bought as a guest, sent to the buyer's own address, paid by card on the provider's page. */
export async function buyDigitalCardForMe({ page, visits }: Visit, email: string): Promise<void> {
  await openCardPageForDigitalCard({ page, visits }, email);
  await payOnCardPage(page, TEST_CARDS.approved);
  await expectConfirmation({ page, visits });
}

interface CaughtFullMail extends CaughtMail {
  readonly text?: string;
  readonly html?: string;
}

/** The links of a mail's HTML part, as a browser reads them. */
function linksOf(mail: CaughtFullMail): string[] {
  return [...(mail.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

/** Asks the catcher (maildev's `GET /api/email`) until a mail to `address` reads as something, for up to `timeoutMs`. */
async function firstMailTo<T>(address: string, what: string, timeoutMs: number, read: (mail: CaughtFullMail) => T | undefined): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${mailCatcherUrl()}/api/email`)).json()) as CaughtFullMail[];
    for (const mail of mails) {
      if (!mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase())) continue;
      const found = read(mail);
      if (found !== undefined) return found;
    }
    if (Date.now() > deadline) throw new Error(`no ${what} for ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What a gift card e-mail tells its receiver: the card's number (as printed, in groups) and PIN, and its links. */
export interface MailedCard {
  readonly number: string;
  readonly pin: string;
  readonly links: readonly string[];
}

/** The first gift card e-mail the catcher holds for `address` (the cards are issued by a job: it waits up to `timeoutMs`). */
export function mailedCardFor(address: string, timeoutMs = 60_000): Promise<MailedCard> {
  return firstMailTo(address, 'gift card e-mail', timeoutMs, (mail) => {
    const number = /Card number\s+(\d{4} \d{4} \d{4} \d{4} \d{3})/.exec(mail.text ?? '')?.[1];
    const pin = /PIN\s+(\d{6})/.exec(mail.text ?? '')?.[1];
    return number && pin ? { number, pin, links: linksOf(mail) } : undefined;
  });
}
