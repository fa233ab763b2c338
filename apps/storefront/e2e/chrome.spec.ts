import type { Page } from '@playwright/test';
import { E2E_BRANDS, type E2eBrand } from './servers.ts';
import { expect, test } from './support/test.ts';
import { brandConfig, urlOf } from './support/stores.ts';

async function openHome(page: Page, brand: E2eBrand): Promise<void> {
  const response = await page.goto(`${urlOf(brand)}/`);
  expect(response?.status()).toBe(200);
}

function rgbToHex(rgb: string): string {
  const channels = rgb.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

async function brandColour(page: Page): Promise<string> {
  return page.locator('h1').evaluate((element) => getComputedStyle(element).color);
}

/** Every style sheet of the page: the ones inlined into its HTML and the ones it links. */
async function allCss(page: Page): Promise<string> {
  const inlined = await page.locator('style').evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));
  const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  const linked = await Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()));
  const css = [...inlined, ...linked].join('\n').toLowerCase();
  expect(css, 'the page carries no CSS').toContain('--');
  return css;
}

const LANGUAGE_CASES = [
  { brand: 'GCSIE', lang: 'en-IE', sameDay: '5:00 PM' },
  { brand: 'GCSNL', lang: 'nl-NL', sameDay: '17:00' },
] as const;

// A run for some brands (E2E_BRANDS) checks the chrome of those only.
for (const { brand, lang, sameDay } of LANGUAGE_CASES.filter((entry) => E2E_BRANDS.includes(entry.brand))) {
  test.describe(`${brand} chrome`, { tag: '@mobile' }, () => {
    const config = brandConfig(brand);
    const language = config.languages[0].code;

    test(`<html lang> is ${lang}`, async ({ page }) => {
      await openHome(page, brand);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    test('the header shows the brand logo linked home', async ({ page }) => {
      await openHome(page, brand);
      const home = page.getByRole('banner').getByRole('link', { name: config.logos.main.alt });
      await expect(home).toHaveAttribute('href', '/');
      const logo = home.getByRole('img');
      await expect(logo).toHaveAttribute('src', new RegExp(`^/brand-assets/`));
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    });

    test('the footer shows the menu columns of the default language', async ({ page }) => {
      await openHome(page, brand);
      const footer = page.getByRole('contentinfo');
      const columns = config.footerMenu[language] ?? [];
      expect(columns.length).toBeGreaterThan(0);
      for (const column of columns) {
        const nav = footer.getByRole('navigation', { name: column.title });
        await expect(nav.getByRole('heading', { name: column.title })).toBeVisible();
        await expect(nav.getByRole('link')).toHaveCount(column.links.length);
      }
    });

    test('only the visible socials are linked: never twitter or youtube', async ({ page }) => {
      await openHome(page, brand);
      const linked = await page.locator('footer a[href]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      const socials = Object.entries(config.socials);
      const shown = socials.filter(([, social]) => linked.includes(social.url)).map(([network]) => network);
      const expected = socials.filter(([, social]) => social.visible).map(([network]) => network);
      expect(shown).toEqual(expected);
      expect(shown).not.toContain('twitter');
      expect(shown).not.toContain('youtube');
      expect(shown.length).toBeGreaterThan(0);
    });

    test('fetches no other page ahead until the shopper reaches for a link to it', async ({ page }) => {
      const fetchedAhead: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.searchParams.has('_rsc')) fetchedAhead.push(url.pathname);
      });
      await openHome(page, brand);
      await page.waitForLoadState('networkidle');
      expect(fetchedAhead, 'pages fetched while nobody reached for their links').toEqual([]);
      const terms = config.routes[language]?.termsConditions ?? '';
      await page.getByRole('contentinfo').locator(`a[href="${terms}"]`).last().focus();
      await expect.poll(() => fetchedAhead).toContain(terms);
    });

    test('the footer carries payment icons, trust marks, legal links, the current year and the same-day notice', async ({ page, isMobile }) => {
      await openHome(page, brand);
      const footer = page.getByRole('contentinfo');
      const paymentIcons = footer.locator('[data-kind="payment"] [role="img"]');
      await expect(paymentIcons).toHaveCount(config.paymentLogos.length);
      const visibleIcons = await paymentIcons.evaluateAll((marks) => marks.filter((mark) => mark.checkVisibility()).length);
      expect(visibleIcons).toBe(isMobile ? Math.min(4, config.paymentLogos.length) : config.paymentLogos.length);
      const shownMarks = await paymentIcons.evaluateAll((marks) =>
        marks.filter((mark) => mark.checkVisibility()).map((mark) => ({ name: mark.getAttribute('aria-label'), height: mark.getBoundingClientRect().height })),
      );
      for (const mark of shownMarks) expect(mark.height, `${mark.name} is drawn at the footer's 32 px`).toBe(32);
      // Each trust mark is named in the page's language (the catalog's chrome.trustMark.<kind>).
      for (const mark of config.trustMarks) {
        const image = footer.locator(`img[src$="/${mark.src.split('/').pop()}"]`);
        await expect(image).toBeVisible();
        await expect(image).toHaveAttribute('alt', /\S/);
      }

      const legalHrefs = await footer.getByRole('list', { name: /legal|juridisch/i }).getByRole('link').evaluateAll((links) =>
        links.map((l) => l.getAttribute('href')),
      );
      const routes = config.routes[language];
      expect(legalHrefs).toEqual([routes?.termsConditions, routes?.cookiesPrivacyStatement, routes?.cookies]);

      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${config.organization.legalName}`);
      await expect(footer).toContainText(sameDay);
    });
  });
}

test.describe('themes', () => {
  test.skip(!['GCSIE', 'GCSNL', 'CB'].every((brand) => E2E_BRANDS.includes(brand as E2eBrand)), 'compares the themes of GCSIE, GCSNL and CB');

  test('the CB home page, in its own theme, has no serious or critical accessibility findings', async ({ page, visits }) => {
    await visits.open('CB', '/', page.getByRole('heading', { level: 1 }));
  });

  test('a CB store and a GCS store are themed differently, each shipping only its own theme', async ({ page }) => {
    await openHome(page, 'GCSIE');
    const gcsColour = await brandColour(page);
    const gcsCss = await allCss(page);

    await openHome(page, 'CB');
    const cbColour = await brandColour(page);
    const cbCss = await allCss(page);

    expect(cbColour).not.toBe(gcsColour);
    expect(cbCss).not.toContain(rgbToHex(gcsColour));
    expect(gcsCss).not.toContain(rgbToHex(cbColour));
  });

  test('two GCS stores share their group theme', async ({ page }) => {
    await openHome(page, 'GCSIE');
    const ie = await brandColour(page);
    await openHome(page, 'GCSNL');
    const nl = await brandColour(page);
    const nlConfig = brandConfig('GCSNL');
    if (nlConfig.theme.overrides?.color?.brand === undefined) expect(nl).toBe(ie);
    else expect(rgbToHex(nl)).toBe(nlConfig.theme.overrides.color.brand.toLowerCase());
  });
});
