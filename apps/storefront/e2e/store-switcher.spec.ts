import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Opens a DropdownSelect of the dialog, narrows it with its filter box and picks the option. */
async function choose(page: Page, select: Locator, filterLabel: string, option: string): Promise<void> {
  await select.click();
  const filter = page.getByRole('combobox', { name: filterLabel });
  await expect(filter).toBeFocused();
  await filter.fill(option.slice(0, 4));
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

test.describe('store switcher', { tag: '@mobile' }, () => {
  test("GCSIE: choosing a country resets the language to its default, the currency follows, and apply opens that store's page", async ({
    page,
    visits,
  }) => {
    // Another country is another brand's domain: the switcher sends the browser there, so it is answered here.
    const belgianStore = 'https://www.giftcardshop.be/';
    await page.route(`${belgianStore}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="fr-BE"><title>Giftcard Shop Belgique</title></html>' }),
    );

    await visits.open('GCSIE', '/gift-cards/', page.getByRole('heading', { level: 1, name: 'All gift cards' }));
    const opener = page.getByRole('banner').getByRole('button', { name: 'Country and language: Ireland, English' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Choose your country and language' });
    await expect(dialog).toBeVisible();
    const country = dialog.getByRole('button', { name: /^Country\b/ });
    const language = dialog.getByRole('button', { name: /^Language\b/ });
    const currency = dialog.getByRole('textbox', { name: 'Currency' });
    await expect(country).toHaveText('Ireland');
    await expect(language).toHaveText('English');
    await expect(language).toBeDisabled();
    await expect(currency).toHaveValue('EUR');
    await visits.checkAccessibility('store switcher open');

    await choose(page, country, 'Search countries', 'United Kingdom');
    await expect(language).toHaveText('English');
    await expect(currency).toHaveValue('GBP');

    await country.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await visits.checkAccessibility('store switcher with the country list open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();

    await choose(page, country, 'Search countries', 'Belgium');
    await expect(language).toHaveText('Nederlands');
    await expect(language).toBeEnabled();
    await expect(currency).toHaveValue('EUR');

    await choose(page, language, 'Search languages', 'Français');
    await expect(currency).toHaveValue('EUR');
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();

    // The product list in the chosen store and language: Belgium's French product path on the Belgian domain.
    await expect(page).toHaveURL(`${belgianStore}fr/cheques-cadeaux/`);
  });
});
