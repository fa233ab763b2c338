import type { Page } from '@playwright/test';
import { DIGITAL, addCard, fillYourData, shopperEmail, startCheckout } from './support/checkout.ts';
import { expect, test } from './support/test.ts';

/** The checkout's steps as entries of the browser's history (GCSIE). */

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

async function eventCount(page: Page, name: string): Promise<number> {
  return page.evaluate((event) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === event).length, name);
}

test.describe('checkout steps in the browser history', () => {
  test("the browser's Back and Forward move between the steps, keeping what was typed, and a reload keeps the step", async ({ page, visits }) => {
    const email = shopperEmail('history');
    await addCard({ page, visits }, DIGITAL);
    await startCheckout({ page, visits }, email);
    await fillYourData(page, email);
    await expect(page).toHaveURL(/\/checkout\/\?step=shipping$/);
    await visits.checkAccessibility('shipping step');
    await page.getByLabel("Receiver's name").fill('Niamh Walsh');

    await page.goBack();
    await expect(stepHeading(page, 'Your data')).toBeFocused();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.getByLabel('First name')).toHaveValue('Aoife');
    await expect(page.getByLabel('Confirm e-mail address')).toHaveValue(email);
    await expect(page.getByLabel('Phone number')).toHaveValue('871234567');
    await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
    await visits.checkAccessibility('your data step after Back');

    await page.goForward();
    await expect(stepHeading(page, 'Shipping')).toBeFocused();
    await expect(page).toHaveURL(/\/checkout\/\?step=shipping$/);
    await expect(page.getByLabel("Receiver's name")).toHaveValue('Niamh Walsh');
    // The page stayed: its begin_checkout was not sent again, and no step was continued from.
    expect(await eventCount(page, 'begin_checkout')).toBe(1);
    expect(await eventCount(page, 'add_shipping_info')).toBe(0);

    await page.reload();
    await visits.arrive(/\/checkout\/\?step=shipping$/, stepHeading(page, 'Shipping'));
    await expect(page.getByLabel("Receiver's name")).toHaveValue('Niamh Walsh');
  });

  test('an address naming an unknown step, or one nothing typed allows yet, opens the first step', async ({ page, visits }) => {
    await addCard({ page, visits }, DIGITAL);
    for (const step of ['receipt', 'payment']) {
      await visits.open('GCSIE', `/checkout/?step=${step}`, stepHeading(page, 'Your data'));
      await expect(page).toHaveURL(/\/checkout\/$/);
    }
  });
});
