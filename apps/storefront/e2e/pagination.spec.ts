import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const PER_PAGE = 16;

function productList(page: Page): Locator {
  return page.getByRole('list', { name: 'All gift cards' });
}

function shownCount(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Showing / });
}

function pages(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Pages' });
}

/** The products a visitor sees in the list, by their addresses (a card shown only on small desktops is left out). */
async function shownProducts(page: Page): Promise<string[]> {
  return productList(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

function allGiftCardsHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: 'All gift cards' });
}

test.describe('product list pages', () => {
  test('GCSIE: page 2 in its /{product}/2/ form shows the next products, and next and previous move between pages', async ({ page, visits }) => {
    await visits.open('GCSIE', '/gift-cards/', allGiftCardsHeading(page));
    await expect(shownCount(page)).toHaveText(/^Showing 1–16 of \d+$/);
    const firstPage = await shownProducts(page);
    expect(firstPage).toHaveLength(PER_PAGE);
    await expect(pages(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pages(page).getByRole('link', { name: 'Previous' })).toHaveCount(0);

    await visits.open('GCSIE', '/gift-cards/2/', allGiftCardsHeading(page));
    await expect(shownCount(page)).toHaveText(/^Showing 17–32 of \d+$/);
    const secondPage = await shownProducts(page);
    expect(secondPage).toHaveLength(PER_PAGE);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    await expect(pages(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    // Its own title and address for search engines: the one the site links to, not page 1's.
    await expect(page).toHaveTitle('All gift cards – Page 2 | Giftcard Shop');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.giftcardshop.ie/gift-cards/2/');

    await pages(page).getByRole('link', { name: 'Previous' }).click();
    await visits.arrive(/\/gift-cards\/$/, allGiftCardsHeading(page));
    await expect(shownCount(page)).toHaveText(/^Showing 1–16 of \d+$/);
    expect(await shownProducts(page)).toEqual(firstPage);

    // Page links carry the page as `?page=n`, the path form's equivalent; both name the same page.
    await pages(page).getByRole('link', { name: 'Next' }).click();
    await visits.arrive(/\/gift-cards\/(2\/|\?page=2)$/, allGiftCardsHeading(page));
    await expect(shownCount(page)).toHaveText(/^Showing 17–32 of \d+$/);
    expect(await shownProducts(page)).toEqual(secondPage);
  });

  test('GCSIE: "Load more" appends the next page and moves focus to the first card it added', async ({ page, visits }) => {
    await visits.open('GCSIE', '/gift-cards/', allGiftCardsHeading(page));
    const firstPage = await shownProducts(page);
    const loadMore = page.getByRole('button', { name: 'Load more' });

    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(shownCount(page)).toHaveText(/^Showing 1–32 of \d+$/);
    const shown = await shownProducts(page);
    expect(shown).toHaveLength(2 * PER_PAGE);
    expect(shown.slice(0, PER_PAGE)).toEqual(firstPage);
    await expect(productList(page).getByRole('link').nth(PER_PAGE)).toBeFocused();
    await expect(loadMore).toBeVisible();
    await visits.checkAccessibility('a second page loaded');
  });

  test('GCSIE: loading the last page takes the button and "Next" away and leaves focus on the first card it added', async ({ page, visits }) => {
    await visits.open('GCSIE', '/gift-cards/', allGiftCardsHeading(page));
    const lastPage = Number(await pages(page).getByRole('link', { name: /^Page \d+$/ }).last().textContent());
    expect(lastPage).toBeGreaterThan(2);

    await visits.open('GCSIE', `/gift-cards/${lastPage - 1}/`, allGiftCardsHeading(page));
    const before = (await shownProducts(page)).length;
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(productList(page).getByRole('link').nth(before)).toBeFocused();
    await expect(pages(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(pages(page).getByRole('link', { name: `Page ${lastPage}`, exact: true })).toHaveAttribute('aria-current', 'page');
    await visits.checkAccessibility('the last page loaded');
  });

  test('GCSNL: the Dutch product list is in Dutch', async ({ page, visits }) => {
    await visits.open('GCSNL', '/cadeaubonnen/', page.getByRole('heading', { level: 1, name: 'Alle cadeaubonnen' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect(page.getByRole('status').filter({ hasText: /getoond$/ })).toHaveText(/^1–16 van \d+ getoond$/);
    await expect(page.getByRole('navigation', { name: "Pagina's" }).getByRole('link', { name: 'Volgende' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Meer laden' })).toBeVisible();
  });
});
