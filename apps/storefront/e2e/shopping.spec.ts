import { expect, test } from '@playwright/test';
import { baseUrlEnvName, type E2eBrand } from './servers.ts';

function urlOf(brand: E2eBrand): string {
  const url = process.env[baseUrlEnvName(brand)];
  if (!url) throw new Error(`${brand} was not started by the global setup`);
  return url;
}

/** A seeded GCSIE gift card (digital only) with a custom amount and a personal message option. */
const PRODUCT = { title: 'Copper Pot Restaurant', path: '/gift-cards/copper-pot-restaurant/' };

// Every test gets Playwright's own fresh browser context (`page` fixture), so a fresh cart cookie.
test.describe('shopping against the e2e API', () => {
  test('GCSIE: from the home page to the basket and back to an empty basket', async ({ page }) => {
    const base = urlOf('GCSIE');
    const home = await page.goto(`${base}/`);
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Most chosen' })).toBeVisible();

    const list = await page.goto(`${base}/gift-cards/`);
    expect(list?.status()).toBe(200);
    const card = page.getByRole('list', { name: 'All gift cards' }).getByRole('link', { name: PRODUCT.title, exact: true });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.title })).toBeVisible();

    await page.getByRole('radio', { name: 'Other amount' }).check();
    const amount = page.getByLabel('Your amount (EUR)');
    await amount.fill('25');
    await page.getByRole('checkbox', { name: /^Add a personal message/ }).check();
    await page.getByLabel('Personal message', { exact: true }).fill('Happy birthday from the e2e journey');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByText('Added to your basket.')).toBeVisible();

    const cart = await page.goto(`${base}/cart/`);
    expect(cart?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 3, name: PRODUCT.title })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(/Total€\d+\.\d{2}/);
    await expect(page.getByRole('banner').getByRole('link', { name: /1 item in your basket/ })).toBeAttached();

    await page.getByRole('button', { name: new RegExp(`^Remove .*${PRODUCT.title}$`) }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove from your basket?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Your basket is empty.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /in your basket/ })).toHaveCount(0);
  });

  test('GCSNL: the Dutch product list is in Dutch', async ({ page }) => {
    const response = await page.goto(`${urlOf('GCSNL')}/cadeaubonnen/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect(page.getByRole('heading', { level: 1, name: 'Alle cadeaubonnen' })).toBeVisible();
  });

  test('GCSIE: the header search finds restaurants despite a typo', async ({ page }) => {
    await page.goto(`${urlOf('GCSIE')}/`);
    await page.getByRole('banner').getByPlaceholder('What are you looking for?').click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('searchbox', { name: 'Search' });
    await expect(field).toBeFocused();
    await field.pressSequentially('resturant');
    const results = dialog.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('status')).toHaveText(/^\d+ results?$/);
    await expect(results.getByRole('link', { name: /Restaurant/ }).first()).toBeVisible();
  });
});
