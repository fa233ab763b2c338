import type { Locator, Page } from '@playwright/test';
import { mailCatcherUrl, shopperEmail } from './support/checkout.ts';
import { expect, test, type Visits } from './support/test.ts';

/**
 * Identify, register, log in, log out and the password reset against the whole stack (GCSIE): the API's accounts,
 * its captcha and its reset mail, read from the mail catcher.
 */

const PASSWORD = 'correct horse battery';
/** Proof of work, password hashing and a page render share two cores with other work: room for a slow moment. */
const SLOW = { timeout: 60_000 } as const;
const HOME = /\/$/;

type Visit = { readonly page: Page; readonly visits: Visits };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const formOf = (page: Page) => page.locator('main form');
const accountToggle = (page: Page) => page.locator('header').getByRole('button', { name: 'My account' });

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event ?? ''));
}

/** Ticks the ALTCHA widget of the page's form, waits for the browser to solve it and sends the form with `submit`. */
async function send(page: Page, submit: string): Promise<void> {
  const form = formOf(page);
  await form.locator('altcha-widget label').first().click();
  await expect(form.locator('altcha-widget [data-state="verified"]').first()).toBeVisible(SLOW);
  await form.getByRole('button', { name: submit }).click();
}

/** After a form that moves on: waits (generously) for the new address, then checks the page as `visits` does. */
async function movedOn(page: Page, visits: Visits, url: RegExp, ready: Locator): Promise<void> {
  await expect(page).toHaveURL(url, SLOW);
  await visits.arrive(url, ready);
}

async function register({ page, visits }: Visit, email: string): Promise<void> {
  await visits.open('GCSIE', '/account/register/', heading(page, 'Create an account'));
  const form = formOf(page);
  await form.getByLabel('First name').fill('Aoife');
  await form.getByLabel('Last name').fill('Byrne');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('checkbox', { name: /newsletter/ }).check();
  await send(page, 'Create account');
  await movedOn(page, visits, /\/account\/register\/success\/$/, heading(page, 'Your account has been created'));
}

async function logIn({ page, visits }: Visit, password: string): Promise<void> {
  await formOf(page).getByLabel('Password', { exact: true }).fill(password);
  await send(page, 'Log in');
  await movedOn(page, visits, /\/account\/overview\/$/, accountToggle(page));
}

/** Opens the header's account menu and logs out; every /account/ page then goes home. */
async function logOutFromMenu({ page, visits }: Visit): Promise<void> {
  await accountToggle(page).click();
  await page.locator('header').getByRole('button', { name: 'Log out' }).click();
  await movedOn(page, visits, HOME, page.locator('header').getByRole('link', { name: 'My account' }));
}

/** The token of the newest reset link mailed to `address`. */
async function resetTokenFor(address: string, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${mailCatcherUrl()}/api/email`)).json()) as { to: { address: string }[]; html?: string; text?: string }[];
    const token = mails
      .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
      .map((mail) => /\/account\/new-password\/\?token=([A-Za-z0-9_-]{43})/.exec(`${mail.text ?? ''} ${mail.html ?? ''}`)?.[1])
      .findLast((found) => found !== undefined);
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no password reset e-mail for ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function chooseNewPassword(page: Page, password: string): Promise<void> {
  const form = formOf(page);
  await form.getByLabel('New password').fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Save new password' }).click();
}

const holderOf = (form: Locator) => form.getByRole('alert');

test.describe('accounts: identify, register, log in and out', () => {
  test('register, log out, identify, log in with the header menu, log out', { tag: '@mobile' }, async ({ page, visits }) => {
    test.setTimeout(240_000);
    const email = shopperEmail('account');
    await register({ page, visits }, email);
    expect(await dataLayerEvents(page)).toContain('sign_up');
    await expect(page.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account/overview/');

    await logOutFromMenu({ page, visits });
    await page.locator('header').getByRole('link', { name: 'My account' }).click();
    await movedOn(page, visits, /\/account\/$/, heading(page, 'Log in or create an account'));
    await formOf(page).getByLabel('E-mail address').fill(email);
    await send(page, 'Continue');
    // An existing account goes on to log in, the e-mail carried along (never in the address).
    await movedOn(page, visits, /\/account\/login\/$/, heading(page, 'Log in'));
    await expect(formOf(page).getByLabel('E-mail address')).toHaveValue(email);
    await logIn({ page, visits }, PASSWORD);
    expect(await dataLayerEvents(page)).toContain('login');

    // The account menu by keyboard: it opens, its links take focus in order, Escape closes it and focus returns.
    const toggle = accountToggle(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('header').getByRole('navigation', { name: 'My account' });
    await expect(menu.getByRole('link')).toHaveText(['Overview', 'Orders', 'My details', 'Address book']);
    await visits.checkAccessibility('account menu open');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Overview' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await logOutFromMenu({ page, visits });
    // Logged out for real: the overview sends a guest to log in.
    await visits.open('GCSIE', '/account/overview/', heading(page, 'Log in'));
    await expect(page).toHaveURL(/\/account\/login\//);
  });

  test('forgot password: the mailed link sets a new password once, and the new one logs in', async ({ page, visits }) => {
    test.setTimeout(240_000);
    const email = shopperEmail('reset');
    await register({ page, visits }, email);
    await logOutFromMenu({ page, visits });

    await visits.open('GCSIE', '/account/forgot-password/', heading(page, 'Forgot your password?'));
    await formOf(page).getByLabel('E-mail address').fill(email);
    await send(page, 'Send link');
    await movedOn(page, visits, /\/account\/forgot-password\/success\/$/, heading(page, 'Check your e-mail'));
    await expect(page.getByText('The link is valid for 1 hour.')).toBeVisible();

    const newPassword = 'a brand new passphrase';
    const linkPath = `/account/new-password/?token=${await resetTokenFor(email)}`;
    await visits.open('GCSIE', linkPath, heading(page, 'Choose a new password'));
    await chooseNewPassword(page, newPassword);
    await movedOn(page, visits, /\/account\/new-password\/success\/$/, heading(page, 'Your password has been changed'));
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await movedOn(page, visits, /\/account\/login\/$/, heading(page, 'Log in'));
    await formOf(page).getByLabel('E-mail address').fill(email);
    await logIn({ page, visits }, newPassword);
    await logOutFromMenu({ page, visits });

    // The same link a second time is refused, with a way to ask for a new one.
    await visits.open('GCSIE', linkPath, heading(page, 'Choose a new password'));
    await chooseNewPassword(page, 'yet another passphrase');
    const holder = holderOf(formOf(page));
    await expect(holder).toContainText('This link to choose a new password has expired or was used before.', SLOW);
    await expect(holder).toBeFocused();
    await expect(holder.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/account/forgot-password/');
    await visits.checkAccessibility('used reset link refused');
  });

  test('an unknown e-mail goes on to register; a wrong password gets the spec\'s answer', async ({ page, visits }) => {
    test.setTimeout(180_000);
    const email = shopperEmail('newcomer');
    await visits.open('GCSIE', '/account/', heading(page, 'Log in or create an account'));
    await formOf(page).getByLabel('E-mail address').fill(email);
    await send(page, 'Continue');
    await movedOn(page, visits, /\/account\/register\/$/, heading(page, 'Create an account'));
    await expect(formOf(page).getByLabel('E-mail address')).toHaveValue(email);

    await visits.open('GCSIE', '/account/login/', heading(page, 'Log in'));
    const form = formOf(page);
    // The e-mail typed on the identify page comes along.
    await expect(form.getByLabel('E-mail address')).toHaveValue(email);
    // Nothing is sent without all three (spec §5): the fields say what is missing.
    await form.getByLabel('E-mail address').clear();
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByLabel('E-mail address')).toBeFocused();
    await expect(form.getByText('E-mail is a required field')).toBeVisible();
    await expect(form.getByText('Password is a required field')).toBeVisible();

    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('not the password');
    await send(page, 'Log in');
    await expect(holderOf(form)).toHaveText(
      'We do not know this combination of e-mail address and password. Please try again or reset your password.',
      SLOW,
    );
    await expect(holderOf(form)).toBeFocused();
    // What was typed stays.
    await expect(form.getByLabel('E-mail address')).toHaveValue(email);
    await visits.checkAccessibility('wrong password');
  });

  test('the sign-up success page, opened without a session, asks to log in instead of saying you are logged in', async ({ page, visits }) => {
    await visits.open('GCSIE', '/account/register/success/', page.getByRole('heading', { level: 1, name: 'Log in' }));
    expect(new URL(page.url()).pathname).toBe('/account/login/');
    await expect(page.getByText('You are now logged in', { exact: false })).toHaveCount(0);
    await visits.checkAccessibility('log in, from the sign-up success page');
  });
});
