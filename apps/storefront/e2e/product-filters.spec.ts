import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { urlOf } from './support/stores.ts';

const FILTERED = '/gift-cards/?cb_api_giftcard_categories=restaurants';

function filterForm(page: Page) {
  return page.getByRole('form', { name: 'Filter gift cards' });
}

function allGiftCardsHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'All gift cards' });
}

/** The total of "Showing 1–16 of N". */
async function shownTotal(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /^Showing / });
  await expect(status).toHaveText(/ of \d+$/);
  return Number(/ of (\d+)$/.exec((await status.textContent()) ?? '')?.[1]);
}

test.describe('product filters', () => {
  test('GCSIE: a shopper ticks a category, sees as many cards as the filter promised, and removes the filter again', async ({ page, visits }) => {
    await visits.open('GCSIE', '/gift-cards/', allGiftCardsHeading(page));
    const everything = await shownTotal(page);
    const category = filterForm(page).getByRole('group', { name: 'Category' });
    const restaurants = category.getByRole('checkbox', { name: /^Restaurants \(\d+\)$/ });
    const label = await category.getByText(/^Restaurants \(\d+\)$/).textContent();
    const promised = Number(/\((\d+)\)$/.exec(label ?? '')?.[1]);

    await restaurants.check();
    await filterForm(page).getByRole('button', { name: 'Show gift cards' }).click();
    await visits.arrive(/\/gift-cards\/\?cb_api_giftcard_categories=restaurants$/, page.getByRole('link', { name: 'Remove filter Restaurants' }));
    await expect(filterForm(page).getByRole('checkbox', { name: /^Restaurants / })).toBeChecked();
    const filtered = await shownTotal(page);
    expect(filtered).toBe(promised);
    expect(filtered).toBeLessThan(everything);

    await page.getByRole('link', { name: 'Remove filter Restaurants' }).click();
    await visits.arrive(/\/gift-cards\/$/, allGiftCardsHeading(page));
    expect(await shownTotal(page)).toBe(everything);
  });

  test('GCSIE: a filter is rendered once for all its visitors, whatever campaign parameters their addresses carry', async ({ request }) => {
    const campaign = (name: string) => `${urlOf('GCSIE')}${FILTERED}&utm_content=${name}-${Date.now()}`;
    const first = await request.get(campaign('mail'));
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain('Remove filter Restaurants');

    // A visitor from another campaign gets the rendered page from the cache, public like any catalogue page.
    const other = await request.get(campaign('social'));
    expect(other.headers()['x-nextjs-cache']).toBe('HIT');
    expect(other.headers()['cache-control']).toMatch(/^s-maxage=\d+/);
    const page = await other.text();
    expect(page).toContain('Remove filter Restaurants');

    // Asked again, the same address comes from the shared page cache (one per server process), the same bytes.
    const url = campaign('print');
    const again = [];
    for (let attempt = 0; attempt < 5; attempt += 1) again.push(await request.get(url));
    expect(again.filter((response) => response.headers().age !== undefined).length).toBeGreaterThan(0);
    for (const response of again) {
      expect(response.headers()['x-public-page-max-age']).toBeUndefined();
      expect(await response.text()).toBe(page);
    }
  });

  test('GCSIE: a page kept for all visitors carries nothing of the address its first visitor came with', async ({ request }) => {
    // A filter no other journey asks for (on a fresh build), so the first request below renders it.
    const categories = ['books', 'entertainment', 'experiences', 'fashion', 'home', 'kids', 'sport', 'tech', 'travel', 'wellness'];
    const pick = Date.now();
    const category = categories[pick % categories.length]!;
    const filtered = `${urlOf('GCSIE')}/gift-cards/?cb_api_giftcard_categories=${category}&cb_api_giftcard_types=digital`;
    const visitor = `first-visitor-${pick}`;

    const own = await request.get(`${filtered}&gclid=${visitor}&email=ann%40example.com`);
    expect(own.status()).toBe(200);
    const next = await request.get(`${filtered}&utm_source=newsletter`);
    expect(next.headers()['x-nextjs-cache']).toBe('HIT');
    const page = await next.text();
    expect(page).toContain('Remove filter Digital');
    expect(page).not.toContain(visitor);
    expect(page).not.toContain('example.com');
  });

  test('GCSIE: a filter has one address however it is written, and a made-up term finds no page', async ({ request }) => {
    const repeated = await request.get(`${urlOf('GCSIE')}/gift-cards/?cb_api_giftcard_categories=restaurants&cb_api_giftcard_categories=food`, { maxRedirects: 0 });
    expect(repeated.status()).toBe(308);
    expect(repeated.headers().location).toBe('/gift-cards/?cb_api_giftcard_categories=food%2Crestaurants');

    const joined = await request.get(`${urlOf('GCSIE')}${repeated.headers().location}`);
    const page = await joined.text();
    expect(page).toContain('Remove filter Restaurants');
    expect(page).toContain('Remove filter Food');

    const madeUp = await request.get(`${urlOf('GCSIE')}/gift-cards/?cb_api_giftcard_categories=restaurants,no-such-category`);
    expect(madeUp.status()).toBe(404);
  });
});
