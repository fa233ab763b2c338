import type { Page } from '@playwright/test';
import { E2E_BRANDS, type E2eBrand } from './servers.ts';
import { expect, test } from './support/test.ts';
import { urlOf } from './support/stores.ts';

/** Issue 13's screen widths, from a small phone to a desktop: the page never scrolls sideways and no text squeezes. */
const WIDTHS = [320, 375, 412, 768, 1024, 1280] as const;

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
}

/** How far the page reaches past the screen's right edge, in CSS pixels (0 when nothing sticks out). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Home and the first product of its grids: the pages with the most text per screen width. */
async function journeyPages(page: Page, brand: E2eBrand): Promise<string[]> {
  const home = `${urlOf(brand)}/`;
  await open(page, home);
  const product = await page.locator('main a[href][aria-labelledby]').first().getAttribute('href');
  return product ? [home, new URL(product, home).href] : [home];
}

for (const brand of E2E_BRANDS) {
  test.describe(`${brand} layout`, () => {
    test('never scrolls sideways nor squeezes a card title, from a phone to a desktop', async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 900 });
      const pages = await journeyPages(page, brand);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const url of pages) {
          await open(page, url);
          expect(await sidewaysOverflow(page), `${url} at ${width} px`).toBe(0);
          // A card's title (home's most chosen, a product's related cards) never squeezes into a column of a few
          // words: at least about 12 characters wide.
          const titleWidths = await page.locator('main a[aria-labelledby] [id$="-title"]').evaluateAll((titles) =>
            titles.filter((title) => title.checkVisibility()).map((title) => title.getBoundingClientRect().width),
          );
          if (url === pages[0]) expect(titleWidths.length, `cards on ${url}`).toBeGreaterThan(0);
          if (titleWidths.length > 0) expect(Math.min(...titleWidths), `narrowest card title on ${url} at ${width} px`).toBeGreaterThanOrEqual(12 * 8);
        }
      }
    });

    test('the footer lines up with the header and the page content', async ({ page }) => {
      for (const width of [1024, 1600]) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, `${urlOf(brand)}/`);
        const contentLeft = async (selector: string) =>
          page.locator(selector).first().evaluate((element) => {
            const box = element.getBoundingClientRect();
            return Math.round(box.left + Number.parseFloat(getComputedStyle(element).paddingLeft));
          });
        const footer = await contentLeft('footer > div');
        expect(footer, `footer at ${width} px`).toBe(await contentLeft('main section'));
        expect(footer, `footer at ${width} px`).toBe(await contentLeft('header > div:last-child'));
      }
    });

    test('serves its favicon and home-screen icon where the page names them, without a redirect', async ({ page }) => {
      await open(page, `${urlOf(brand)}/`);
      const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
      const appleIcon = await page.locator('link[rel="apple-touch-icon"]').first().getAttribute('href');
      expect(icon).toBeTruthy();
      expect(appleIcon).toBeTruthy();
      const fetchIcon = (href: string) => page.request.get(new URL(href, page.url()).href, { maxRedirects: 0 });
      const favicon = await fetchIcon(icon ?? '');
      expect(favicon.status()).toBe(200);
      expect(favicon.headers()['content-type']).toContain('image/svg+xml');
      const touch = await fetchIcon(appleIcon ?? '');
      expect(touch.status()).toBe(200);
      expect(touch.headers()['content-type']).toContain('image/png');
      // Browsers and crawlers ask for /favicon.ico without reading the page.
      const conventional = await fetchIcon('/favicon.ico');
      expect(conventional.status()).toBe(200);
      expect(conventional.headers()['content-type']).toContain('image/png');
    });
  });
}
