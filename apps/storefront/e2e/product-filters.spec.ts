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

  test('GCSIE: a filtered list asked again is answered from the shared page cache, as the first visitor got it', async ({ request }) => {
    const url = `${urlOf('GCSIE')}${FILTERED}&utm_content=${Date.now()}`;
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers().age).toBeUndefined();
    const firstBody = await first.text();
    expect(firstBody).toContain('Remove filter Restaurants');

    // One cache per server process: within a few requests the same process answers again.
    const again = [];
    for (let attempt = 0; attempt < 4; attempt += 1) again.push(await request.get(url));
    const fromCache = again.filter((response) => response.headers().age !== undefined);
    expect(fromCache.length).toBeGreaterThan(0);
    for (const response of again) {
      expect(response.headers()['x-public-page-max-age']).toBeUndefined();
      expect(await response.text()).toBe(firstBody);
    }
  });
});
