import { urlOf } from './support/stores.ts';
import { expect, test } from './support/test.ts';

test.describe('routing through the brand route tables', () => {
  test('GCSIE redirects /helpdesk/ to the contact page, the redeem checkout to the checkout and a path without its slash to the normalised path', async ({ request }) => {
    const helpdesk = await request.get(`${urlOf('GCSIE')}/helpdesk/`, { maxRedirects: 0 });
    expect(helpdesk.status()).toBe(308);
    expect(new URL(helpdesk.headers()['location'] ?? '', urlOf('GCSIE')).pathname).toBe('/contact-us/');

    const redeemCheckout = await request.get(`${urlOf('GCSIE')}/check-your-balance/checkout/?redeemToken=abc`, { maxRedirects: 0 });
    expect(redeemCheckout.status()).toBe(307);
    expect(redeemCheckout.headers()['location']).toBe('/checkout/?redeemToken=abc');

    const cart = await request.get(`${urlOf('GCSIE')}/cart`, { maxRedirects: 0 });
    expect(cart.status()).toBe(308);
    expect(new URL(cart.headers()['location'] ?? '', urlOf('GCSIE')).pathname).toBe('/cart/');
  });

  test('GCSIE sends an address written with capitals to the product it names, in lower case', async ({ request }) => {
    const capitals = await request.get(`${urlOf('GCSIE')}/Gift-Cards/Folio-Books/?utm_source=Mail`, { maxRedirects: 0 });
    expect(capitals.status()).toBe(308);
    expect(capitals.headers()['location']).toBe('/gift-cards/folio-books/?utm_source=Mail');
    const product = await request.get(`${urlOf('GCSIE')}/Gift-Cards/Folio-Books/`);
    expect(product.status()).toBe(200);
    expect(await product.text()).toContain('Folio Books');
  });

  test('GCSIE answers 404 with the themed page for /404/, unknown paths and the internal routes', async ({ page, visits }) => {
    for (const path of ['/404/', '/this-page-does-not-exist/', '/s/en/home/']) {
      const response = await visits.open('GCSIE', path, page.getByRole('heading', { level: 1, name: 'Oops, this page does not exist' }));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('link', { name: 'View all gift cards' })).toHaveAttribute('href', '/gift-cards/');
    }
  });

  test('GCSNL serves its Dutch paths in Dutch', async ({ page }) => {
    const response = await page.goto(`${urlOf('GCSNL')}/winkelmandje/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    const missing = await page.goto(`${urlOf('GCSNL')}/gift-cards/`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oeps, deze pagina bestaat niet' })).toBeVisible();
  });

  test('a landing URL with a click id keeps it in localStorage', async ({ page }) => {
    await page.goto(`${urlOf('GCSIE')}/?gclid=e2e-click`);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('clickId')))
      .toContain('"value":"e2e-click"');
  });

  test('robots.txt and sitemap.xml are per brand', async ({ request }) => {
    const robots = await (await request.get(`${urlOf('GCSNL')}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /winkelmandje/');
    expect(robots).toContain('Sitemap: https://www.giftcardshop.nl/sitemap.xml');
    const sitemap = await request.get(`${urlOf('GCSIE')}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://www.giftcardshop.ie/gift-cards/</loc>');
    expect(xml).toMatch(/<loc>https:\/\/www\.giftcardshop\.ie\/gift-cards\/[a-z0-9-]+\/<\/loc>/);
  });
});
