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

test.describe('the product form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused package comes back with its values and reasons, and a valid one lands in the basket', async ({ page }) => {
    const product = { title: 'Blue Anchor Restaurant', path: '/gift-cards/blue-anchor-restaurant/' };
    await page.goto(`${urlOf('GCSIE')}${product.path}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    // The page's own defaults travel with the form: one card of the first listed amount.
    await expect(main.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await main.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
    // The message box opens with the checkbox only in the browser's script: without it the answer opens it.
    await main.getByRole('checkbox', { name: /^Add a personal message/ }).check();
    await main.getByRole('button', { name: 'Add to basket', exact: true }).click();

    await expect(main.getByText('Please, enter a positive value')).toBeVisible();
    await expect(main.getByText('Personal note is empty')).toBeVisible();
    await expect(main.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('0');
    await expect(main.getByRole('checkbox', { name: /^Add a personal message/ })).toBeChecked();

    await main.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await main.getByRole('textbox', { name: 'Personal message', exact: true }).fill('Dinner is on us');
    await main.getByRole('button', { name: 'Add to basket', exact: true }).click();

    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
    const line = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: `2 × ${product.title}` }) });
    await expect(line).toContainText('Personal message: “Dinner is on us”');
  });
});

test.describe('the basket without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a line takes another quantity by its form, leaves the basket by its remove button, and the basket then says it is empty', async ({ page }) => {
    await page.goto(`${urlOf('GCSIE')}/gift-cards/blue-anchor-restaurant/`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to basket', exact: true }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(main.getByRole('heading', { level: 3, name: /Blue Anchor Restaurant$/ })).toBeVisible();

    // Another quantity, posted as a form: the basket comes again with the line changed.
    await main.getByRole('spinbutton', { name: /^Quantity – .*Blue Anchor Restaurant$/ }).fill('2');
    await main.getByRole('button', { name: /^Update – .*Blue Anchor Restaurant$/ }).click();
    await expect(page).toHaveURL(`${urlOf('GCSIE')}/cart/`);
    await expect(main.getByRole('heading', { level: 3, name: /^2 × Blue Anchor Restaurant$/ })).toBeVisible();

    await main.getByRole('button', { name: /^Remove .*Blue Anchor Restaurant$/ }).click();
    await expect(page).toHaveURL(`${urlOf('GCSIE')}/cart/`);
    await expect(main.getByText('Your basket is empty.')).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: /Blue Anchor Restaurant$/ })).toHaveCount(0);
  });
});

test.describe('the header search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter sends the term to the list, which shows what matches and nothing else, and searches again from there', async ({ page }) => {
    await page.goto(`${urlOf('GCSIE')}/`);
    const field = page.getByRole('banner').getByRole('searchbox');
    await field.fill('resturant');
    await field.press('Enter');
    await expect(page).toHaveURL(`${urlOf('GCSIE')}/gift-cards/?s=resturant`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Search results for “resturant”');
    await expect(main.getByText(/^\d+ results?$/)).toBeVisible();
    const cards = main.getByRole('list', { name: 'Gift cards' });
    await expect(cards.getByRole('link', { name: /Blue Anchor Restaurant/ })).toBeVisible();
    await expect(cards.getByText(/^from €/).first()).toBeVisible();
    // The whole list would show cinemas too: these are the term's results only.
    await expect(main.getByRole('link', { name: /Encore/ })).toHaveCount(0);

    const again = main.getByRole('searchbox', { name: 'Search' });
    await again.fill('encore cinema');
    await again.press('Enter');
    await expect(page).toHaveURL(`${urlOf('GCSIE')}/gift-cards/?s=encore+cinema`);
    await expect(main.getByRole('list', { name: 'Gift cards' }).getByRole('link', { name: /Encore/ }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: /Blue Anchor/ })).toHaveCount(0);
  });

  test('GCSNL: zoeken op de Nederlandse paden, in het Nederlands', async ({ page }) => {
    await page.goto(`${urlOf('GCSNL')}/`);
    const field = page.getByRole('banner').getByRole('searchbox');
    await field.fill('eetcafe');
    await field.press('Enter');
    await expect(page).toHaveURL(`${urlOf('GCSNL')}/cadeaubonnen/?s=eetcafe`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor ‘eetcafe’');
    await expect(main.getByText(/^\d+ resultaten?$/)).toBeVisible();
    const cards = main.getByRole('list', { name: 'Cadeaubonnen' });
    await expect(cards.getByRole('link', { name: /Eetcafé Harbour House/ })).toBeVisible();
    await expect(cards.getByText(/^vanaf €\s?\d/).first()).toBeVisible();
  });

  test('a term nothing matches says so and leads back to every card', async ({ page }) => {
    await page.goto(`${urlOf('GCSIE')}/gift-cards/?s=xylophone`);
    const main = page.getByRole('main');
    await expect(main.getByText('Oh no! No results found. Check the spelling or try a different search term.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'All gift cards' })).toHaveAttribute('href', '/gift-cards/');
  });
});
