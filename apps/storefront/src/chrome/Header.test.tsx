// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChromeMenuCategoriesQuery } from '@shop/graphql/operations';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentBrand } from '../brand/current-brand.ts';
import { ApiUnavailableError } from '../data/errors.ts';
import { Header } from './Header.tsx';
import { renderWithIntl } from './test-support/render.tsx';

const api = vi.hoisted(() => ({ serverQuery: vi.fn() }));
vi.mock('../data/server.ts', () => ({ serverQuery: api.serverQuery }));

const brandState = vi.hoisted(() => ({ headerVariant: null as string | null }));
vi.mock('../brand/current-brand.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../brand/current-brand.ts')>();
  const brand = original.currentBrand;
  return {
    currentBrand: new Proxy(brand, {
      get(target, key, receiver) {
        if (key === 'features' && brandState.headerVariant) return { ...target.features, headerVariant: brandState.headerVariant };
        return Reflect.get(target, key, receiver);
      },
    }),
  };
});

const menu: ChromeMenuCategoriesQuery = {
  menuCategories: {
    categories: [
      {
        id: '1',
        title: 'Wellness',
        // The API files a category under the product path; the storefront shows it on its category route.
        path: '/gift-cards/wellness',
        icon: null,
        topList: [{ id: '11', title: 'Spa gift card', path: '/gift-cards/spa', backgroundColor: '#fff', image: { url: '/images/products/11.svg', alt: 'Spa' } }],
      },
    ],
    errors: [],
  },
};

async function renderHeader() {
  renderWithIntl(await Header({ lang: 'en' }));
  return screen.getByRole('banner');
}

describe('Header', () => {
  beforeEach(() => {
    brandState.headerVariant = null;
    api.serverQuery.mockReset();
    api.serverQuery.mockResolvedValue(menu);
  });

  it('shows the main logo at its fixed size, linked to the home page', async () => {
    const header = await renderHeader();
    const home = within(header).getByRole('link', { name: `${currentBrand.logos.main.alt} – home` });
    expect(home).toHaveAttribute('href', '/');
    const logo = within(home).getByRole('img');
    expect(logo).toHaveAttribute('width', '200');
    expect(logo).toHaveAttribute('height', '80');
  });

  it('links balance check, choice card, support, account and basket through the route table', async () => {
    const header = await renderHeader();
    const service = within(header).getByRole('navigation', { name: 'Service' });
    expect(within(service).getByRole('link', { name: 'Check your balance' })).toHaveAttribute('href', '/check-your-balance/');
    expect(within(service).getByRole('link', { name: 'All-in-1 Choice gift card' })).toHaveAttribute('href', '/gift-cards/all-in-1-choice-gift-card/');
    expect(within(service).getByRole('link', { name: 'Customer support' })).toHaveAttribute('href', '/contact-us/');
    expect(within(header).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account/');
    expect(within(header).getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/cart/');
  });

  it('opens the business dropdown with the business menu', async () => {
    const header = await renderHeader();
    await userEvent.click(within(header).getByRole('button', { name: 'For business' }));
    expect(within(header).getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contact-us/');
  });

  it("builds the category menu from the API's menu categories", async () => {
    // The top products come from the storefront's route when the menu first opens.
    const fetchTop = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ '/category/wellness/': [{ title: 'Spa gift card', href: '/gift-cards/spa/' }] }),
    );
    const header = await renderHeader();
    await userEvent.click(within(header).getByRole('button', { name: 'Gift cards' }));
    expect(within(header).getByRole('link', { name: 'Wellness' })).toHaveAttribute('href', '/category/wellness/');
    expect(within(header).getByRole('link', { name: 'View all gift vouchers in this category' })).toHaveAttribute('href', '/category/wellness/');
    expect(await within(header).findByRole('link', { name: 'Spa gift card' })).toHaveAttribute('href', '/gift-cards/spa/');
    expect(fetchTop).toHaveBeenCalledWith('/api/menu-top-products/en/');
    expect(api.serverQuery).toHaveBeenCalledWith('en', expect.anything(), {});
    fetchTop.mockRestore();
  });

  it('has the search field and the store switcher', async () => {
    const header = await renderHeader();
    expect(within(header).getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'What are you looking for?');
    expect(within(header).getByRole('button', { name: 'Country and language: Ireland, English' })).toBeInTheDocument();
  });

  it('still renders, without categories, when the API cannot be reached', async () => {
    api.serverQuery.mockRejectedValue(new ApiUnavailableError('ChromeMenuCategories', new Error('connect ECONNREFUSED')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const header = await renderHeader();
    await userEvent.click(within(header).getByRole('button', { name: 'Menu' }));
    const mobileMenu = within(header).getByRole('navigation', { name: 'Categories' });
    expect(within(mobileMenu).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(mobileMenu).getByRole('link', { name: 'View all categories' })).toHaveAttribute('href', '/category/all-gift-cards/');
  });

  it('shows the business logo in the business variant', async () => {
    brandState.headerVariant = 'business';
    const header = await renderHeader();
    const home = within(header).getByRole('link', { name: `${currentBrand.logos.business.alt} – home` });
    expect(within(home).getByRole('img')).toHaveAttribute('width', '252');
  });

  it('keeps only logo, support and store switcher in the redeem variant', async () => {
    brandState.headerVariant = 'redeem';
    const header = await renderHeader();
    expect(within(header).getByRole('link', { name: 'Customer support' })).toHaveAttribute('href', '/contact-us/');
    expect(within(header).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Basket' })).not.toBeInTheDocument();
    expect(api.serverQuery).not.toHaveBeenCalled();
  });
});
