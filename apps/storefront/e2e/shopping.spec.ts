import { basketFigures, SEED_EURO_PRICES, type BasketFigures, type Delivery } from './support/basket-figures.ts';
import { GCSIE_TEXTS, GCSNL_TEXTS, type StoreTexts } from './support/store-texts.ts';
import { E2E_BRANDS } from './servers.ts';
import { brandConfig } from './support/stores.ts';
import { expect, test } from './support/test.ts';

interface BasketJourney {
  readonly texts: StoreTexts;
  readonly title: string;
  /** A seeded product of the category's first page that offers the delivery and a €25 card. */
  readonly product: { readonly title: string; readonly path: string };
  readonly delivery: Delivery;
  readonly wrapper: { readonly name: string; readonly price: number };
  readonly giftPacking: { readonly name: string; readonly price: number } | null;
  readonly message: string;
}

const CARD_VALUE = 2500;

const JOURNEYS: readonly BasketJourney[] = [
  {
    texts: GCSIE_TEXTS,
    title: 'a physical card with a wrapper, gift packing and a message',
    product: { title: 'Blue Anchor Restaurant', path: '/gift-cards/blue-anchor-restaurant/' },
    delivery: 'PHYSICAL',
    wrapper: { name: 'Birthday gift wrapper', price: SEED_EURO_PRICES.firstWrapper },
    giftPacking: { name: 'Gift box', price: SEED_EURO_PRICES.firstGiftPacking },
    message: 'Happy birthday, from all of us',
  },
  {
    texts: GCSIE_TEXTS,
    title: 'a digital card with a digital wrapper and a message',
    product: { title: 'Harbour House Restaurant', path: '/gift-cards/harbour-house-restaurant/' },
    delivery: 'DIGITAL',
    wrapper: { name: 'Confetti digital wrapper', price: SEED_EURO_PRICES.digitalWrapper },
    giftPacking: null,
    message: 'Enjoy a lovely dinner',
  },
  {
    texts: GCSNL_TEXTS,
    title: 'een fysieke kaart met cadeauhoes, cadeauomslag en bericht, op de Nederlandse paden',
    product: { title: 'Eetcafé Harbour House', path: '/cadeaubonnen/eetcafe-harbour-house/' },
    delivery: 'PHYSICAL',
    wrapper: { name: 'Verjaardagscadeauhoes', price: SEED_EURO_PRICES.firstWrapper },
    giftPacking: { name: 'Cadeaudoosje', price: SEED_EURO_PRICES.firstGiftPacking },
    message: 'Van harte gefeliciteerd!',
  },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pathPattern(path: string): RegExp {
  return new RegExp(`${escapeRegExp(path)}$`);
}

/** The order summary's lines, top to bottom, as label and amount. */
function summaryLines(texts: StoreTexts, delivery: Delivery, figures: BasketFigures): [string, string][] {
  const { lines } = texts.basket;
  const money = texts.money;
  return [
    [lines.cards(delivery, 1), money(CARD_VALUE)],
    [lines.extras, money(figures.extras)],
    [lines.serviceFee, money(figures.serviceFee)],
    ...(figures.packagingFee === null ? [] : [[lines.packagingFee, money(figures.packagingFee)] as [string, string]]),
    ...(figures.shipping === null ? [] : [[lines.shipping, money(figures.shipping)] as [string, string]]),
    [lines.withoutVat, money(figures.withoutVat)],
    [lines.vat, money(figures.vat)],
    [lines.total, money(figures.total)],
  ];
}

// Every test gets Playwright's own fresh browser context, so a fresh basket cookie.
test.describe('shopping journeys against the e2e API', { tag: '@mobile' }, () => {
  // A run for some brands (E2E_BRANDS) takes the journeys of those only.
  for (const journey of JOURNEYS.filter(({ texts }) => E2E_BRANDS.includes(texts.brand))) {
    const { texts } = journey;
    test(`${texts.brand}: home → category → product → basket → empty basket: ${journey.title}`, async ({ page, visits, isMobile }) => {
      const header = page.getByRole('banner');
      const figures = basketFigures(
        {
          delivery: journey.delivery,
          card: CARD_VALUE,
          wrapper: journey.wrapper.price,
          giftPacking: journey.giftPacking?.price ?? 0,
          personalMessage: SEED_EURO_PRICES.personalMessage,
        },
        brandConfig(texts.brand).vatRateBasisPoints,
      );

      await visits.open(texts.brand, '/', page.getByRole('heading', { level: 1, name: texts.homeHeading }));
      await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);

      // Desktop opens the product menu, mobile the menu button; either lists the categories.
      await header.getByRole('button', { name: isMobile ? texts.menuToggle.mobile : texts.menuToggle.desktop, exact: true }).click();
      const categories = header.getByRole('navigation', { name: texts.categoriesNav });
      await expect(categories).toBeVisible();
      await visits.checkAccessibility('category menu open');
      await categories.getByRole('link', { name: texts.category.name, exact: true }).click();
      await visits.arrive(pathPattern(texts.category.path), page.getByRole('heading', { level: 1, name: texts.category.name }));

      await page.getByRole('list', { name: texts.category.list }).getByRole('link', { name: journey.product.title, exact: true }).click();
      await visits.arrive(pathPattern(journey.product.path), page.getByRole('heading', { level: 1, name: journey.product.title }));

      const { form } = texts;
      if (journey.delivery === 'PHYSICAL') await page.getByRole('radio', { name: form.physical, exact: true }).check();
      await page.getByRole('radio', { name: texts.money(CARD_VALUE), exact: true }).check();
      await page.getByRole('radio', { name: form.extra(journey.wrapper.name, journey.wrapper.price), exact: true }).check();
      if (journey.giftPacking) {
        await page.getByRole('radio', { name: form.extra(journey.giftPacking.name, journey.giftPacking.price), exact: true }).check();
      }
      await page.getByRole('checkbox', { name: form.messageToggle(SEED_EURO_PRICES.personalMessage), exact: true }).check();
      await page.getByRole('textbox', { name: form.messageField, exact: true }).fill(journey.message);
      await expect(page.getByText(texts.money(figures.packageTotal), { exact: true })).toBeVisible();
      await visits.checkAccessibility('product form filled in');

      await page.getByRole('button', { name: form.submit, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: form.added })).toBeVisible();
      await expect(header.getByRole('link', { name: new RegExp(`^${escapeRegExp(texts.basket.headerCount(1))}`) })).toBeVisible();

      await page.getByRole('link', { name: form.viewBasket, exact: true }).click();
      const { basket } = texts;
      await visits.arrive(pathPattern(basket.path), page.getByRole('heading', { level: 1, name: basket.heading }));

      const packageTitle = `1 × ${journey.product.title}`;
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: packageTitle }) });
      await expect(item).toContainText(`1 × ${texts.money(CARD_VALUE)}`);
      await expect(item).toContainText(basket.wrapper(journey.wrapper.name));
      if (journey.giftPacking) await expect(item).toContainText(basket.giftPacking(journey.giftPacking.name));
      await expect(item).toContainText(basket.message(journey.message));
      await expect(item).toContainText(texts.money(figures.packageTotal));

      const summary = page.getByRole('complementary', { name: basket.summary });
      const expectedLines = summaryLines(texts, journey.delivery, figures);
      await expect(summary.getByRole('term')).toHaveText(expectedLines.map(([label]) => label));
      await expect(summary.getByRole('definition')).toHaveText(expectedLines.map(([, amount]) => amount));

      await item.getByRole('button', { name: basket.remove(packageTitle), exact: true }).click();
      const confirmation = page.getByRole('dialog', { name: basket.confirmTitle });
      await expect(confirmation).toBeVisible();
      await visits.checkAccessibility('delete confirmation open');
      await confirmation.getByRole('button', { name: basket.confirm, exact: true }).click();

      await expect(page.getByText(basket.empty, { exact: true })).toBeVisible();
      await expect(confirmation).toBeHidden();
      // The count badge is gone: the basket link is named by its label alone.
      await expect(header.getByRole('link', { name: basket.headerLink, exact: true })).toBeVisible();
      await visits.checkAccessibility('basket emptied');
    });
  }

  test('GCSIE: a basket line takes another quantity, and the line, its total and the header count follow', async ({ page, visits }) => {
    const texts = GCSIE_TEXTS;
    const title = 'Harbour House Restaurant';
    await visits.open('GCSIE', '/gift-cards/harbour-house-restaurant/', page.getByRole('heading', { level: 1, name: title }));
    await page.getByRole('radio', { name: texts.money(CARD_VALUE), exact: true }).check();
    await page.getByRole('button', { name: texts.form.submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.form.added })).toBeVisible();
    await page.getByRole('link', { name: texts.form.viewBasket, exact: true }).click();
    await visits.arrive(/\/cart\/$/, page.getByRole('heading', { level: 3, name: `1 × ${title}` }));

    const quantity = page.getByRole('spinbutton', { name: `Quantity – 1 × ${title}` });
    await expect(quantity).toHaveValue('1');
    // By keyboard: Enter in the field applies it, and the field keeps the focus while the line follows.
    await quantity.fill('3');
    await quantity.press('Enter');
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: `3 × ${title}` }) });
    await expect(line).toContainText(`3 × ${texts.money(CARD_VALUE)}`);
    await expect(line).toContainText(texts.money(3 * CARD_VALUE));
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${texts.basket.headerCount(3)}`) })).toBeVisible();
    const changed = page.getByRole('spinbutton', { name: `Quantity – 3 × ${title}` });
    await expect(changed).toHaveValue('3');
    await expect(changed).toBeFocused();
    // The Update button, used after it, keeps the focus as well.
    await changed.fill('2');
    const update = page.getByRole('button', { name: `Update – 3 × ${title}` });
    await update.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('spinbutton', { name: `Quantity – 2 × ${title}` })).toHaveValue('2');
    await expect(page.getByRole('button', { name: `Update – 2 × ${title}` })).toBeFocused();
    await visits.checkAccessibility('basket after a quantity change');
  });

  test('GCSIE: the header search finds restaurants despite a typo', async ({ page, visits }) => {
    await visits.open('GCSIE', '/', page.getByRole('heading', { level: 1, name: GCSIE_TEXTS.homeHeading }));
    await page.getByRole('banner').getByPlaceholder('What are you looking for?').click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('searchbox', { name: 'Search' });
    await expect(field).toBeFocused();
    await visits.checkAccessibility('search open, suggestions shown');

    await field.pressSequentially('resturant');
    const results = dialog.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('status')).toHaveText(/^\d+ results?$/);
    await expect(results.getByRole('link', { name: /Restaurant/ }).first()).toBeVisible();
    await visits.checkAccessibility('search open, results shown');

    // Enter asks the list for the term: a page of results, with prices, and no dialog over it.
    await field.press('Enter');
    await expect(page).toHaveURL(/\/gift-cards\/\?s=resturant$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “resturant”');
    await expect(page.getByRole('main').getByRole('list', { name: 'Gift cards' }).getByText(/^from €/).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('searchbox')).toHaveValue('resturant');
    await expect(dialog).toBeHidden();
    await visits.checkAccessibility('search results page');
  });
});
