// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { loadBrand } from '@shop/brand-config/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socialMark } from './Footer.css.ts';
import { paymentMark } from './payment-marks.css.ts';
import { Footer } from './Footer.tsx';
import { pageFrame } from './page-frame.css.ts';

const brand = loadBrand('GCSIE');

function renderFooter() {
  render(<Footer lang="en" />);
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  it('shares the pages\' width and gutters, so its edges line up with the header and the content', () => {
    const footer = renderFooter();
    expect(footer.firstElementChild?.classList).toContain(pageFrame);
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows every menu column of the language with its links', () => {
    const footer = renderFooter();
    const columns = brand.footerMenu.en ?? [];
    expect(columns.length).toBeGreaterThan(0);
    for (const column of columns) {
      const nav = within(footer).getByRole('navigation', { name: column.title });
      expect(within(nav).getAllByRole('link')).toHaveLength(column.links.length);
    }
    expect(within(footer).getByRole('link', { name: 'Check your balance' })).toHaveAttribute('href', '/check-your-balance/');
  });

  it('links only the visible socials, each with its network\'s mark from the style sheet, never twitter or youtube', () => {
    const footer = renderFooter();
    const socials = within(within(footer).getByRole('region', { name: 'Follow us' })).getAllByRole('link');
    const networks = ['facebook', 'instagram', 'tiktok', 'linkedIn', 'pinterest'] as const;
    expect(socials.map((link) => link.getAttribute('href'))).toEqual(networks.map((network) => brand.socials[network].url));
    socials.forEach((link, index) => {
      expect(link.classList).toContain(socialMark[networks[index] as (typeof networks)[number]]);
      expect(link.querySelector('svg')).toBeNull();
    });
  });

  it('names each social link after the brand and the network', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: `${brand.name} on Facebook` })).toHaveAttribute('href', brand.socials.facebook.url);
  });

  it('links terms, privacy and cookies through the route table', () => {
    const footer = renderFooter();
    const legal = within(footer).getByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms-conditions/');
    expect(within(legal).getByRole('link', { name: 'Privacy statement' })).toHaveAttribute('href', '/cookies-privacy-statement/');
    expect(within(legal).getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies/');
  });

  it('draws each payment method as its mark, named for assistive technology (the fifth and later hidden on mobile by CSS), and the trust marks', () => {
    const footer = renderFooter();
    const payment = footer.querySelector('[data-kind="payment"]') as HTMLElement;
    expect(within(payment).getAllByRole('img')).toHaveLength(brand.paymentLogos.length);
    const names = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', paypal: 'PayPal', secure: 'Secure payment' };
    expect(brand.paymentLogos.map((logo) => logo.kind)).toEqual(Object.keys(names));
    for (const [kind, name] of Object.entries(names)) {
      expect(within(payment).getByRole('img', { name }).className).toContain(paymentMark[kind as keyof typeof names]);
    }
    expect(brand.trustMarks.map((mark) => mark.kind)).toEqual(['trustedShops', 'secureCheckout']);
    expect(within(footer).getByRole('img', { name: 'Trusted Shops certified' })).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'Secure SSL checkout' })).toBeInTheDocument();
  });

  it('ends with the copyright line for the current year and the 5:00 PM same-day notice (spec §2)', () => {
    const footer = renderFooter();
    expect(footer).toHaveTextContent(`© 2031 ${brand.organization.legalName}`);
    expect(footer).toHaveTextContent('Ordered before 5:00 PM on a working day');
  });
});
