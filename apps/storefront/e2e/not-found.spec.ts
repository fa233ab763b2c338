import type { E2eBrand } from './servers.ts';
import { urlOf } from './support/stores.ts';
import { expect, test } from './support/test.ts';

interface MissingPage {
  readonly brand: E2eBrand;
  readonly path: string;
  readonly locale: string;
  readonly heading: string;
  readonly home: string;
  readonly list: { readonly name: string; readonly href: string };
  readonly search: string;
  readonly title: string;
}

const MISSING_PAGES: readonly MissingPage[] = [
  {
    brand: 'GCSIE', path: '/unknown-x/', locale: 'en-IE', heading: 'Oops, this page does not exist', home: 'Go to the home page',
    list: { name: 'View all gift cards', href: '/gift-cards/' }, search: 'Search the shop', title: 'Page not found | Giftcard Shop',
  },
  {
    brand: 'GCSIE', path: '/gift-cards/no-such-card/', locale: 'en-IE', heading: 'Oops, this page does not exist', home: 'Go to the home page',
    list: { name: 'View all gift cards', href: '/gift-cards/' }, search: 'Search the shop', title: 'Page not found | Giftcard Shop',
  },
  // Pages rendered per request, whose subject turns out missing while they render (a card spent online has no locations
  // page, the one page of all categories no page 2); a path that looks like a file.
  ...['/gift-cards/?page=abc', '/give-moment/no-such-moment/', '/gift-cards/apple-gift-card/location/', '/category/all-gift-cards/2/',
    '/checkout/thank-you/', '/..%2f..%2fetc%2fpasswd'].map(
    (path): MissingPage => ({
      brand: 'GCSIE', path, locale: 'en-IE', heading: 'Oops, this page does not exist', home: 'Go to the home page',
      list: { name: 'View all gift cards', href: '/gift-cards/' }, search: 'Search the shop', title: 'Page not found | Giftcard Shop',
    }),
  ),
  {
    brand: 'GCSNL', path: '/cadeaubonnen/bestaat-niet/', locale: 'nl-NL', heading: 'Oeps, deze pagina bestaat niet', home: 'Naar de homepagina',
    list: { name: 'Bekijk alle cadeaubonnen', href: '/cadeaubonnen/' }, search: 'Zoek in de winkel', title: 'Pagina niet gevonden | Giftcard Shop',
  },
];

test.describe('404 pages as the server sends them (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  for (const missing of MISSING_PAGES) {
    test(`${missing.brand} ${missing.path} answers 404 with the whole page in ${missing.locale}`, async ({ page }) => {
      const response = await page.goto(`${urlOf(missing.brand)}${missing.path}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', missing.locale);
      await expect(page).toHaveTitle(missing.title);
      await expect(page.getByRole('heading', { level: 1, name: missing.heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: missing.home })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: missing.list.name })).toHaveAttribute('href', missing.list.href);
      await expect(main.getByRole('searchbox', { name: missing.search })).toBeVisible();
    });
  }

  test('the search form of the 404 page leads to the search without JavaScript', async ({ page }) => {
    await page.goto(`${urlOf('GCSIE')}/unknown-x/`);
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the shop' }).fill('spa');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${urlOf('GCSIE')}/?s=spa`);
  });
});

// axe needs JavaScript of its own, so these pages keep it on and only the shop's scripts are refused: axe sees the page
// exactly as the server sent it.
test.describe('404 pages as the server sends them, checked with axe', () => {
  for (const missing of MISSING_PAGES) {
    test(`${missing.brand} ${missing.path} has no serious accessibility finding`, async ({ page, visits }) => {
      await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
      const response = await page.goto(`${urlOf(missing.brand)}${missing.path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: missing.heading })).toBeVisible();
      await visits.checkAccessibility('404 page without the shop\'s scripts');
    });
  }
});

/**
 * React's note that it rendered the boundary which set the status (NotFoundStatus) in the browser: expected on a 404
 * page (see the README's 404 pages). Anything else the page's own code reports is a fault.
 */
const STATUS_BOUNDARY_NOTE = /React error #419/;

test('a 404 page seen with JavaScript keeps its server-rendered content once it is interactive', async ({ page, visits }) => {
  const problems: string[] = [];
  // Failed requests show in the statuses the tests check; what counts here is the page's own code going wrong.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await visits.open('GCSIE', '/gift-cards/no-such-card/', page.getByRole('heading', { level: 1, name: 'Oops, this page does not exist' }));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('link', { name: 'View all gift cards' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Giftcard Shop');
  expect(problems.filter((problem) => !STATUS_BOUNDARY_NOTE.test(problem))).toEqual([]);
});
