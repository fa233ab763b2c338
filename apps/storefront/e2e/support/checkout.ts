import type { Locator, Page } from '@playwright/test';
import { STACK_ENV } from '../servers.ts';
import { expect } from './test.ts';

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

/** Test cards of the sandbox (apps/psp). */
export const TEST_CARDS = {
  approved: '4111 1111 1111 1111',
  refused: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** Fills the sandbox's hosted card page (never our site) and pays. */
export async function payOnCardPage(page: Page, number: string, holder = 'Aoife Byrne'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${pspUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
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
