import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DIGITAL, EN, TEST_CARDS, addCard, choosePayment, pay, payOnCardPage, shopperEmail, solveCaptcha, type Visit } from './support/checkout.ts';
import { urlOf } from './support/stores.ts';
import { expect, test } from './support/test.ts';

/**
 * A customer's account on GCSIE, from sign-up to deleting it: the account area's pages, the order details modal,
 * reorder, the checkout of a logged-in customer, the address book, change password, log out and in again.
 */

const PASSWORD = 'first secret 1';
const NEW_PASSWORD = 'second secret 2';

async function register({ page, visits }: Visit, email: string) {
  await visits.open('GCSIE', '/account/register/', page.getByRole('heading', { level: 1, name: 'Create an account' }));
  await page.getByLabel('First name').fill('Aoife');
  await page.getByLabel('Last name').fill('Byrne');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await solveCaptcha(page.locator('main'));
  await page.getByRole('button', { name: 'Create account' }).click();
  // Registering logs in: the next page is the account's (its welcome or the overview).
  await page.waitForURL((url) => url.pathname === '/account/register/success/' || (url.pathname.startsWith('/account/') && !url.pathname.startsWith('/account/register/')));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await visits.checkAccessibility('after sign up');
}

async function logIn({ page, visits }: Visit, email: string, password: string) {
  await visits.open('GCSIE', '/account/login/', page.getByRole('heading', { level: 1, name: 'Log in' }));
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await solveCaptcha(page.locator('main'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await visits.arrive(/\/account\/overview\/$/, page.getByRole('heading', { level: 1, name: /^Hello, Aoife/ }));
}

/** The basket of a logged-in customer goes straight to checkout, which starts with the account's details. */
async function buyAsCustomer({ page, visits }: Visit, email: string): Promise<string> {
  await addCard({ page, visits }, DIGITAL);
  await visits.open('GCSIE', EN.basketPath, page.getByRole('heading', { level: 1, name: 'Your basket' }));
  await page.getByRole('link', { name: EN.checkoutButton }).click();
  await visits.arrive(EN.checkoutPath, page.getByRole('heading', { level: 2, name: 'Your data', exact: true }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Aoife');
  await expect(page.getByLabel('Last name')).toHaveValue('Byrne');
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Confirm e-mail address')).toHaveValue(email);
  await page.getByLabel('Phone number').fill('871234567');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('button', { name: /^Send .* to me$/ }).click();
  await choosePayment(page, /Credit or debit card/);
  await pay(page);
  await payOnCardPage(page, TEST_CARDS.approved);
  await visits.arrive(EN.confirmationPath, page.getByRole('heading', { level: 1, name: EN.confirmationHeading }));
  const intro = await page.getByText(/Your order number is/).textContent();
  const number = /order number is ([^.\s]+)/.exec(intro ?? '')?.[1];
  if (!number) throw new Error(`no order number in "${intro}"`);
  return number;
}

async function openAccountPage(page: Page, visits: Visit['visits'], path: string, heading: string | RegExp) {
  await visits.open('GCSIE', path, page.getByRole('heading', { level: 1, name: heading }));
  await expect(page.getByRole('navigation', { name: 'Your account' })).toBeVisible();
}

test.describe('account area', () => {
  test('sign up, buy, see the order, reorder, change details and addresses, change password, log out and in, delete the account', { tag: ['@mobile', '@long'] }, async ({ page, visits }) => {
    test.setTimeout(480_000);
    const email = shopperEmail('account');
    await register({ page, visits }, email);

    await openAccountPage(page, visits, '/account/overview/', 'Hello, Aoife');
    await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    // A purchase as this customer belongs to the account.
    const number = await buyAsCustomer({ page, visits }, email);
    const confirmation = page.url();
    await openAccountPage(page, visits, '/account/orders/', 'My orders');
    await expect(page.getByText(/^Orders placed without logging in are not listed here/)).toBeVisible();
    await page.getByRole('link', { name: `Details of order ${number}` }).click();
    const details = page.getByRole('dialog', { name: `Order ${number}` });
    await visits.arrive(/\/account\/orders\/\?order=[0-9a-f-]{36}$/, details);
    await expect(details).toContainText(DIGITAL.title);
    await expect(details).toContainText('Credit or debit card');
    await expect(details).toContainText('€25');
    await visits.checkAccessibility('order details modal');
    // Opened from its address, it still gives focus back to the order's link when it closes.
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/\/account\/orders\/$/);
    await expect(page.getByRole('link', { name: `Details of order ${number}` })).toBeFocused();
    await page.getByRole('link', { name: `Details of order ${number}` }).click();
    await visits.arrive(/\/account\/orders\/\?order=[0-9a-f-]{36}$/, details);

    // Reorder: the order's packages back in the basket.
    await details.getByRole('link', { name: 'Order again' }).click();
    await visits.arrive(/\/reorder\/\?order=[0-9a-f-]{36}$/, page.getByRole('heading', { level: 1, name: 'Order again' }));
    await expect(page.getByRole('region', { name: 'In this order' })).toContainText(`1 × ${DIGITAL.title}`);
    await page.getByRole('button', { name: 'Put in my basket' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Added to your basket' })).toBeFocused();
    await visits.checkAccessibility('reorder result');
    await page.getByRole('link', { name: 'Go to your basket' }).click();
    await visits.arrive(/\/cart\/$/, page.getByRole('heading', { level: 1, name: 'Your basket' }));
    await expect(page.getByText(DIGITAL.title).first()).toBeVisible();
    // An order that is not this account's: 404, with the way back to the orders.
    const missing = await page.goto(`${urlOf('GCSIE')}/reorder/?order=${randomUUID()}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('We could not find this order in your account.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to my orders' })).toBeVisible();
    await visits.checkAccessibility('reorder of an order that is not the account\'s');

    // My details.
    await openAccountPage(page, visits, '/account/data/', 'My details');
    await expect(page.getByText(email)).toBeVisible();
    await page.getByLabel('Last name').fill('');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByLabel('Last name')).toBeFocused();
    await expect(page.getByText('Last name is a required field')).toBeVisible();
    await page.getByLabel('Last name').fill('Byrne-Walsh');
    await page.getByLabel('Phone number (optional)').fill('087 123 4567');
    await page.getByRole('checkbox', { name: /newsletter/ }).check();
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeFocused();
    await page.reload();
    await expect(page.getByLabel('Last name')).toHaveValue('Byrne-Walsh');
    await expect(page.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();

    // Address book: add, change, delete.
    await openAccountPage(page, visits, '/account/address-book/', 'Address book');
    await expect(page.getByText('Your address book is empty.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Add an address' }).click();
    const addDialog = page.getByRole('dialog', { name: 'New address' });
    await addDialog.getByLabel('First name').fill('Seán');
    await addDialog.getByLabel('Last name').fill('Murphy');
    await addDialog.getByLabel('Eircode').fill('12345');
    await addDialog.getByLabel('Street').fill('Grafton Street');
    await addDialog.getByLabel('House number').fill('12');
    await addDialog.getByLabel('Address line 3 (optional)').fill('Portobello');
    await addDialog.getByRole('combobox', { name: 'City' }).fill('Dublin');
    await addDialog.getByRole('button', { name: 'Save address' }).click();
    await expect(addDialog.getByText('Eircode should be in the correct format')).toBeVisible();
    await visits.checkAccessibility('address form with an error');
    await addDialog.getByLabel('Eircode').fill('D02 X285');
    await addDialog.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The address has been added.')).toBeVisible();
    await expect(page.getByText('12 Grafton Street')).toBeVisible();
    await page.getByRole('button', { name: 'Change the address of Seán Murphy' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Change address' });
    await expect(editDialog.getByLabel('Street')).toHaveValue('Grafton Street');
    await expect(editDialog.getByLabel('Address line 3 (optional)')).toHaveValue('Portobello');
    await editDialog.getByLabel('Street').fill('Dawson Street');
    await editDialog.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The address has been changed.')).toBeVisible();
    await expect(page.getByText('12 Dawson Street')).toBeVisible();
    await expect(page.getByText('Portobello')).toBeVisible();
    await page.getByRole('button', { name: 'Delete the address of Seán Murphy' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete address' });
    await visits.checkAccessibility('delete address modal');
    await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('The address has been deleted.')).toBeVisible();
    await expect(page.getByText('12 Dawson Street')).toHaveCount(0);

    // Change password: a wrong current password is named at its field; then the new one is kept.
    await openAccountPage(page, visits, '/account/data/', 'My details');
    await page.getByRole('button', { name: 'Change password' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Change password' });
    await passwordDialog.getByLabel('Current password').fill('not my password');
    await passwordDialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await passwordDialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await passwordDialog.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordDialog.getByText('Your current password is incorrect.')).toBeVisible();
    await visits.checkAccessibility('change password modal with an error');
    await passwordDialog.getByLabel('Current password').fill(PASSWORD);
    await passwordDialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeFocused();
    // This browser keeps its session after the change.
    await openAccountPage(page, visits, '/account/overview/', 'Hello, Aoife');

    // Log out from the header, then back in with the new password.
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/account/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await visits.checkAccessibility('after log out');
    // The order's confirmation shows an account's order to its session only; logged out, it asks to log in.
    await page.goto(confirmation);
    await page.getByRole('heading', { level: 1, name: 'Log in to see this order' }).waitFor();
    await expect(page.getByText(email)).toHaveCount(0);
    await visits.checkAccessibility('an account order, logged out');
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/login\/\?next=accountOrders$/);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.goto(new URL('/account/orders/', page.url()).href);
    await expect(page).toHaveURL(/\/account\/login\/\?next=accountOrders$/);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await visits.checkAccessibility('log in, back to the orders');
    await logIn({ page, visits }, email, NEW_PASSWORD);
    await expect(page.getByText(`Order ${number}`, { exact: true })).toBeVisible();

    // Delete the account: the confirmation says it cannot be undone and asks for the password.
    await openAccountPage(page, visits, '/account/data/', 'My details');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const deleteAccount = page.getByRole('dialog', { name: 'Delete account' });
    await expect(deleteAccount).toContainText('cannot be undone');
    await visits.checkAccessibility('delete account modal');
    await deleteAccount.getByLabel('Your password').fill(NEW_PASSWORD);
    await deleteAccount.getByRole('button', { name: 'Delete my account permanently' }).click();
    await visits.arrive(/\/account\/data\/\?deleted=1$/, page.getByRole('heading', { level: 1, name: 'Account deleted' }));
    await expect(page.getByRole('status')).toContainText('Your account has been deleted.');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await visits.checkAccessibility('home after deleting the account');
    await page.goto(new URL('/account/overview/', page.url()).href);
    await expect(page).toHaveURL(/\/account\/login\/$/);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await visits.checkAccessibility('log in after deleting the account');
  });
});
