import { urlOf } from './support/stores.ts';
import { expect, test } from './support/test.ts';

/**
 * The shop's forms posted by a browser without JavaScript. Next runs the form's server action and renders the page with
 * its answer; the captcha cannot be solved without JavaScript, so that answer is the refusal. A form whose action was
 * bound anew on each render once made that render start over forever, holding a storefront process at full load.
 */
const FORMS = [
  { name: 'balance check', path: '/check-your-balance/', fields: { 'Card number': '6299 0000 0000 0000 001', PIN: '123456' } },
  { name: 'account identification', path: '/account/', fields: { 'E-mail address': 'ann@example.ie' } },
  { name: 'business quote', path: '/business/', fields: {} },
] as const;

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of FORMS) {
    test(`the ${form.name} answers with its refusal, and the shop goes on answering`, async ({ page }) => {
      await page.goto(`${urlOf('GCSIE')}${form.path}`);
      const fields = page.getByRole('main').locator('form').first();
      for (const [label, value] of Object.entries(form.fields)) await fields.getByLabel(label, { exact: true }).fill(value);
      const answered = page.waitForResponse((response) => response.request().method() === 'POST', { timeout: 15_000 });
      await fields.locator('button[type="submit"]').first().click();
      expect((await answered).status()).toBe(200);
      await expect(page.getByRole('main').getByText('Please confirm you are not a robot.').first()).toBeVisible();
      expect((await page.request.get(`${urlOf('GCSIE')}/gift-cards/`, { timeout: 10_000 })).status()).toBe(200);
    });
  }
});
