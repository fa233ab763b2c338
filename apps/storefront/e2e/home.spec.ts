import { E2E_BRANDS } from './servers.ts';
import { GCSIE_TEXTS } from './support/store-texts.ts';
import { expect, test } from './support/test.ts';

const pathOf = (url: string) => new URL(url).pathname;

for (const brand of E2E_BRANDS) {
  test(`${brand}: the home page and a product page, in the brand's theme, have no serious or critical accessibility findings`, async ({ page, visits }) => {
    await visits.open(brand, '/', page.getByRole('heading', { level: 1 }));
    await expect(page.getByRole('main').getByRole('navigation')).toBeVisible();
    await page.getByRole('main').locator('a[aria-labelledby]').first().click();
    await visits.arrive(/\/[^/]+\/[^/]+\/$/, page.getByRole('heading', { level: 1 }));
    await expect(page.getByRole('region').first()).toBeVisible();
  });
}

test.describe('GCSIE home and product page blocks', { tag: '@mobile' }, () => {
  test.skip(!E2E_BRANDS.includes('GCSIE'), 'runs against the GCSIE store');

  test('home: hero with the choice card, selling points, categories, most chosen, giving moments, business and blog', async ({ page, visits, isMobile }) => {
    await visits.open('GCSIE', '/', page.getByRole('heading', { level: 1, name: GCSIE_TEXTS.homeHeading }));
    const main = page.getByRole('main');

    await expect(main.getByText('Delivered digitally within 1 hour or by post in 1–3 working days.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Choose from all gift cards' })).toHaveAttribute('href', '/gift-cards/');
    const choiceCard = main.getByRole('link', { name: /^All-in-1 Choice gift card Can't decide\?/ });
    await expect(choiceCard).toHaveAttribute('href', '/gift-cards/all-in-1-choice-gift-card/');
    // The picture keeps its space before it loads: no layout shift.
    await expect(choiceCard.locator('img')).toHaveAttribute('width', /\d+/);

    await expect(main.getByRole('list', { name: 'Why shop with us' }).getByRole('listitem')).toHaveCount(3);

    const categories = main.getByRole('navigation', { name: 'Shop by category' });
    await expect(categories.getByRole('link', { name: 'Restaurants', exact: true })).toHaveAttribute('href', '/category/restaurants/');
    await expect(categories.getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/category/all-gift-cards/');

    const mostChosen = main.getByRole('region', { name: 'Most chosen' });
    const featured = await mostChosen.getByRole('list', { name: 'Most chosen' }).getByRole('listitem').count();
    expect(featured).toBeGreaterThanOrEqual(1);
    expect(featured).toBeLessThanOrEqual(2);
    // Spec §9: 2 top products on every screen but a large desktop, which shows 4.
    const top = mostChosen.getByRole('list', { name: 'Also often chosen' }).getByRole('listitem');
    await expect(top.filter({ visible: true })).toHaveCount(isMobile || (page.viewportSize()?.width ?? 0) < 1280 ? 2 : 4);
    if (!isMobile) {
      const size = page.viewportSize() ?? { width: 1280, height: 720 };
      await page.setViewportSize({ width: 1024, height: size.height });
      await expect(top.filter({ visible: true })).toHaveCount(2);
      await page.setViewportSize({ width: 1280, height: size.height });
      await expect(top.filter({ visible: true })).toHaveCount(4);
      await page.setViewportSize(size);
    }
    await expect(mostChosen.getByRole('link', { name: /^View all \d+\+? gift cards$/ })).toHaveAttribute('href', '/gift-cards/');

    const moments = main.getByRole('region', { name: 'Something to celebrate?' });
    await expect(moments.getByRole('link', { name: 'All giving moments' })).toHaveAttribute('href', '/give-moment/');
    expect(await moments.getByRole('article').count()).toBeGreaterThan(0);

    const business = main.getByRole('region', { name: 'Gifts for your business' });
    await expect(business).toContainText('A quote within 1 hour');
    await expect(business.getByRole('link', { name: 'Order for your business' })).toHaveAttribute('href', '/business/');

    const blog = main.getByRole('region', { name: 'Gift ideas and inspiration' });
    await expect(blog.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog/');
    const article = blog.getByRole('article').first().getByRole('link');
    const articlePath = pathOf(new URL((await article.getAttribute('href')) ?? '', page.url()).href);
    expect(articlePath).toMatch(/^\/blog\/[^/]+\/$/);
    await article.click();
    await visits.arrive(new RegExp(`${articlePath}$`), page.getByRole('heading', { level: 1 }));
  });

  test('product: how it works, where to spend it with its locations, validity and related cards', async ({ page, visits }) => {
    await visits.open('GCSIE', '/category/restaurants/', page.getByRole('heading', { level: 1, name: 'Restaurants' }));
    // Every restaurant card of the seed is accepted at a location.
    await page.getByRole('list', { name: GCSIE_TEXTS.category.list }).getByRole('link').first().click();
    await visits.arrive(/\/gift-cards\/[^/]+\/$/, page.getByRole('heading', { level: 1 }));
    const productPath = pathOf(page.url());
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();

    const howItWorks = page.getByRole('region', { name: 'How it works' });
    await expect(howItWorks.getByRole('listitem')).not.toHaveCount(0);
    await expect(howItWorks).toContainText(/e-mail|post/);

    await expect(page.getByRole('region', { name: 'Validity' })).toContainText('Valid for 5 years from the day it is issued.');

    const related = page.getByRole('region', { name: 'More gift cards like this' });
    const relatedCards = related.getByRole('list').getByRole('link');
    expect(await relatedCards.count()).toBeGreaterThan(0);
    expect(await relatedCards.count()).toBeLessThanOrEqual(4);
    for (const href of await relatedCards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).not.toBe(productPath);
    }

    const whereToSpend = page.getByRole('region', { name: 'Where to spend it' });
    await expect(whereToSpend).toContainText(`${title} is accepted at `);
    const accepted = Number((await whereToSpend.textContent())?.match(/ is accepted at (\d+) locations?\./)?.[1]);
    expect(accepted).toBeGreaterThan(0);
    const locations = whereToSpend.getByRole('link', { name: 'Find a location near you' });
    await expect(locations).toHaveAttribute('href', `${productPath}location/`);
    await locations.click();
    await visits.arrive(new RegExp(`${productPath}location/$`), page.getByRole('heading', { level: 1, name: `Locations of ${title}` }));
    // The card's own locations, as many as its page said: not every restaurant of the store.
    await expect(page.getByText(accepted === 1 ? '1 location' : `${accepted} locations`, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link') })).toHaveCount(accepted);
  });
});
