// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { defaultStoreLanguage } from '../brand/language.ts';
import { getIntl } from '../i18n/server-intl.ts';
import { Footer } from './Footer.tsx';

function renderFooter(code: 'GCSIE' | 'GCSNL', year = 2031) {
  const brand = loadBrand(code);
  const language = defaultStoreLanguage(brand);
  render(<Footer brand={brand} language={language} intl={getIntl(language.locale)} year={year} />);
  return { brand, language, footer: screen.getByRole('contentinfo') };
}

describe('Footer', () => {
  it('shows every menu column of the default language with its links', () => {
    const { brand, language, footer } = renderFooter('GCSIE');
    const columns = brand.footerMenu[language.code] ?? [];
    expect(columns.length).toBeGreaterThan(0);
    for (const column of columns) {
      const nav = within(footer).getByRole('navigation', { name: column.title });
      expect(within(nav).getAllByRole('link')).toHaveLength(column.links.length);
    }
  });

  it('links only the visible socials, never twitter or youtube', () => {
    const { footer } = renderFooter('GCSIE');
    const networks = [...footer.querySelectorAll('a[data-network]')].map((a) => a.getAttribute('data-network'));
    expect(networks).toEqual(expect.arrayContaining(['facebook', 'instagram', 'tiktok', 'linkedIn', 'pinterest']));
    expect(networks).not.toContain('twitter');
    expect(networks).not.toContain('youtube');
  });

  it('names each social link after the brand and the network', () => {
    const { brand } = renderFooter('GCSIE');
    expect(screen.getByRole('link', { name: `${brand.name} on Facebook` })).toHaveAttribute('href', brand.socials.facebook.url);
  });

  it('links terms, privacy and cookies through the route table of the language', () => {
    const { brand, footer } = renderFooter('GCSNL');
    const legal = within(footer).getByRole('list', { name: 'Juridisch' });
    const routes = brand.routes.nl;
    expect(within(legal).getByRole('link', { name: 'Algemene voorwaarden' })).toHaveAttribute('href', routes?.termsConditions);
    expect(within(legal).getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', routes?.cookiesPrivacyStatement);
    expect(within(legal).getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', routes?.cookies);
  });

  it('shows the payment logos and trust marks from the brand folder', () => {
    const { brand, footer } = renderFooter('GCSIE');
    for (const logo of brand.paymentLogos) {
      expect(within(footer).getByRole('img', { name: logo.alt }).getAttribute('src')).toMatch(/^\/brand-assets\/.+\.(svg|png|webp|jpg)$/);
    }
    for (const mark of brand.trustMarks) expect(within(footer).getByRole('img', { name: mark.alt })).toBeInTheDocument();
  });

  it('ends with the copyright line for the given year and the same-day notice', () => {
    const { brand, footer } = renderFooter('GCSIE', 2031);
    expect(footer).toHaveTextContent(`© 2031 ${brand.organization.legalName}`);
    expect(footer).toHaveTextContent('Ordered before 5:00 PM on a working day');
  });
});
