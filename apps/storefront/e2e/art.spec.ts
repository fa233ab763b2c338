import { E2E_BRANDS } from './servers.ts';
import { expect, test } from './support/test.ts';

declare global {
  interface Window {
    __layoutShift: number;
  }
}

test.describe('GCSIE artwork and type', { tag: '@mobile' }, () => {
  test.skip(!E2E_BRANDS.includes('GCSIE'), 'runs against the GCSIE store');

  test.beforeEach(async ({ page }) => {
    // Every layout shift not caused by input, from the first paint on (what CLS adds up).
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });

  test("the product list sets the theme's own type and shows card artwork without moving the page", async ({ page, visits }) => {
    const cards = page.getByRole('main').locator('img[src^="/images/products/"]');
    await visits.open('GCSIE', '/gift-cards/', cards.first());

    // The Latin face is preloaded and used; its metric-matched stand-in is declared for the moment before it arrives.
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('href', /^\/_next\/static\/media\/[\w-]+\.p\.woff2$/);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        body: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
        loaded: document.fonts.check('700 16px Figtree') && document.fonts.check('400 16px Figtree'),
      };
    });
    expect(fonts.body).toMatch(/^Figtree, "Figtree Fallback", /);
    expect(fonts.heading).toMatch(/^Figtree, /);
    expect(fonts.loaded).toBe(true);

    // Each card image shown, once loaded, has exactly the shape its width and height reserved.
    const shown = cards.filter({ visible: true });
    const count = Math.min(await shown.count(), 6);
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const card = shown.nth(index);
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const shape = await card.evaluate((image: HTMLImageElement) => ({
        reserved: Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
        natural: image.naturalWidth / image.naturalHeight,
      }));
      expect(shape.natural).toBeCloseTo(shape.reserved, 2);
    }
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThanOrEqual(0.05);
  });

  test('artwork is a small, sandboxed SVG served from the shop itself', async ({ page, visits }) => {
    const cards = page.getByRole('main').locator('img[src^="/images/products/"]');
    await visits.open('GCSIE', '/gift-cards/', cards.first());
    const source = new URL((await cards.first().getAttribute('src'))!, page.url());
    const response = await page.request.get(source.href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/svg+xml');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toMatch(/^default-src 'none';.*sandbox/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 856 540"/);
    expect(svg.length).toBeLessThan(4096);
  });

  test("names on the cards stay inside the card in this browser's own fonts", async ({ page, visits }) => {
    const cards = page.getByRole('main').locator('img[src^="/images/products/"]');
    await visits.open('GCSIE', '/gift-cards/', cards.first());
    const sources = await cards.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    const drawings = await Promise.all(sources.map(async (source) => (await page.request.get(source)).text()));
    // Drawn inline in a scratch element, where the text can be measured as the image draws it.
    const overflowing = await page.evaluate((svgs) => {
      const scratch = document.createElement('div');
      document.body.append(scratch);
      const found: string[] = [];
      for (const svg of svgs) {
        scratch.innerHTML = svg;
        for (const text of scratch.querySelectorAll('text')) {
          const box = text.getBBox();
          if (box.x < 0 || box.x + box.width > 856 - 24 || box.y < 0 || box.y + box.height > 540) found.push(text.textContent ?? '');
        }
      }
      scratch.remove();
      return found;
    }, drawings);
    expect(drawings.length).toBeGreaterThan(8);
    expect(overflowing).toEqual([]);
  });
});
