import type { Page } from '@playwright/test';
import { routePath, type BrandConfig, type BrandLanguage } from '@shop/brand-config';
import { majorNumber } from '@shop/money';
import { checkBrandTheme, checkStorePage, message, type StoreUnderTest } from './page-checks.ts';
import { amountsIn } from './store-checks.ts';
import { expect, test } from './storefront-fixture.ts';
import type { MessageId } from '@shop/i18n';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The address ends with exactly this path (no query). */
function atPath(path: string): RegExp {
  return new RegExp(`^[^?#]*${escapeRegExp(path)}$`);
}

/** Any product page of the language: its route with the product's slug left open. */
function productPathPattern(brand: BrandConfig, language: BrandLanguage): string {
  const slot = 'product-slug-slot';
  const [before, after] = routePath(brand, language.code, 'productDetail', { product: slot }).split(slot);
  return `^${escapeRegExp(before ?? '')}[^/?#]+${escapeRegExp(after ?? '')}$`;
}

/**
 * Chooses a card value: the first fixed value when the card has any, else the lowest amount its custom field takes (as
 * its hint states it).
 */
async function chooseValue(page: Page, store: StoreUnderTest): Promise<void> {
  const fixedValues = page.locator('input[name="amountChoice"]:not([value="custom"])');
  if ((await fixedValues.count()) > 0) {
    const id = await fixedValues.first().getAttribute('id');
    await page.locator(`label[for="${id}"]`).click();
    await expect(fixedValues.first()).toBeChecked();
    return;
  }
  const custom = page.locator('input[name="customAmount"]');
  const hint = page.locator(`[id="${await custom.getAttribute('aria-describedby')}"]`);
  const [lowest] = amountsIn(await hint.innerText(), store);
  expect(lowest, `the custom amount's hint names its lowest amount in ${store.currency}`).toBeDefined();
  const digits = Number(lowest!.text.replace(/\D/g, ''));
  await custom.fill(String(majorNumber(digits, store.currency)));
}

async function shoppingJourney(page: Page, origin: string, brand: BrandConfig, language: BrandLanguage): Promise<void> {
  const store: StoreUnderTest = { brand: brand.code, locale: language.locale, currency: brand.currency };
  const t = (id: MessageId) => message(language.locale, id);
  const heading = page.getByRole('heading', { level: 1 });
  const main = page.getByRole('main');

  await page.goto(`${origin}${routePath(brand, language.code, 'home')}`);
  await expect(heading).toBeVisible();
  await checkStorePage(page, store, 'home', { showsPrices: false });
  await checkBrandTheme(page, brand);

  const listPath = routePath(brand, language.code, 'productList');
  await main.locator(`a[href="${listPath}"]`).first().click();
  await expect(page).toHaveURL(atPath(listPath));
  await expect(heading).toBeVisible();
  await checkStorePage(page, store, 'list', { showsPrices: true });

  // The first product the list links to in this tab (a card may open in a new one).
  const productLinks = main.locator('a[href]:not([target="_blank"])');
  const productPaths = await productLinks.evaluateAll(
    (links, pattern) => [...new Set(links.map((link) => link.getAttribute('href') ?? '').filter((href) => new RegExp(pattern).test(href)))],
    productPathPattern(brand, language),
  );
  expect(productPaths.length, 'the list links to a product').toBeGreaterThan(0);
  await productLinks.and(page.locator(`[href="${productPaths[0]}"]`)).first().click();
  await expect(page).toHaveURL(atPath(productPaths[0]!));
  await expect(heading).toBeVisible();
  // A sold-out card offers no add button: the next cards of the list are tried.
  const addButton = page.getByRole('button', { name: t('product.form.submit'), exact: true });
  for (const next of productPaths.slice(1, 6)) {
    if (await addButton.isVisible()) break;
    await page.goto(`${origin}${next}`);
    await expect(heading).toBeVisible();
  }
  const productTitle = (await heading.innerText()).trim();
  await checkStorePage(page, store, 'product', { showsPrices: true });

  await chooseValue(page, store);
  await addButton.click();
  await expect(page.getByRole('status').filter({ hasText: t('product.form.added') })).toBeVisible();

  const cartPath = routePath(brand, language.code, 'cart');
  await page.getByRole('link', { name: t('product.form.viewBasket'), exact: true }).click();
  await expect(page).toHaveURL(atPath(cartPath));
  await expect(page.getByRole('heading', { level: 1, name: t('cart.title'), exact: true })).toBeVisible();
  await expect(main).toContainText(productTitle);
  await checkStorePage(page, store, 'basket', { showsPrices: true });
}

test('home → list → product → add to basket → basket, in every language of the store', async ({ page, storefront }) => {
  for (const language of storefront.brand.languages) {
    await test.step(language.locale, async () => {
      // Each language starts with an empty basket.
      await page.context().clearCookies();
      await shoppingJourney(page, storefront.url, storefront.brand, language);
    });
  }
});
