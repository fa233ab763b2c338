// @vitest-environment jsdom
import { messagesFor } from '@shop/i18n';
import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from '../../i18n/IntlProvider.tsx';
import { renderWithIntl } from '../test-support/render.tsx';
import { DesktopCategoryMenu, MobileCategoryMenu } from './CategoryMenu.tsx';
import { MOBILE_MENU_CATEGORY_LIMIT, type MenuCategory, type TopProductsByCategory } from './menu-types.ts';

const categories: MenuCategory[] = Array.from({ length: 8 }, (_, index) => ({
  title: `Category ${index + 1}`,
  href: `/category/category-${index + 1}/`,
}));
const topProducts: TopProductsByCategory = Object.fromEntries(
  categories.map((category, index) => [
    category.href,
    [
      { title: `Top A of ${index + 1}`, href: `/gift-cards/top-a-${index + 1}/` },
      { title: `Top B of ${index + 1}`, href: `/gift-cards/top-b-${index + 1}/` },
    ],
  ]),
);

const props = {
  categories, lang: 'en', loadTop: async () => topProducts, productHeading: 'Gift cards', allCategoriesHref: '/category/all-gift-cards/',
};

describe('desktop category menu', () => {
  it('opens and closes from the product nav item', async () => {
    renderWithIntl(<DesktopCategoryMenu {...props} />);
    const toggle = screen.getByRole('button', { name: 'Gift cards' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link')).toHaveLength(8);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows a category's top products on hover and on focus, with the link to the whole category", async () => {
    renderWithIntl(<DesktopCategoryMenu {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gift cards' }));
    await userEvent.hover(screen.getByRole('link', { name: 'Category 3' }));
    let top = screen.getByRole('region', { name: 'Popular in Category 3' });
    expect(await within(top).findByRole('link', { name: 'Top A of 3' })).toHaveAttribute('href', '/gift-cards/top-a-3/');
    expect(within(top).getByRole('link', { name: 'View all gift vouchers in this category' })).toHaveAttribute('href', '/category/category-3/');
    act(() => screen.getByRole('link', { name: 'Category 5' }).focus());
    top = screen.getByRole('region', { name: 'Popular in Category 5' });
    expect(within(top).getByRole('link', { name: 'Top B of 5' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the nav item', async () => {
    renderWithIntl(<DesktopCategoryMenu {...props} />);
    const toggle = screen.getByRole('button', { name: 'Gift cards' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Category 1' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when focus or a click goes elsewhere', async () => {
    renderWithIntl(
      <>
        <DesktopCategoryMenu {...props} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Gift cards' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile category menu', () => {
  it(`lists at most ${MOBILE_MENU_CATEGORY_LIMIT} categories and a 'View all categories' link`, async () => {
    expect(MOBILE_MENU_CATEGORY_LIMIT).toBe(6);
    renderWithIntl(<MobileCategoryMenu categories={categories} productHeading="Gift cards" allCategoriesHref="/category/all-gift-cards/" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    const listed = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(listed.map((link) => link.textContent)).toEqual(['Category 1', 'Category 2', 'Category 3', 'Category 4', 'Category 5', 'Category 6']);
    expect(within(nav).getByRole('link', { name: 'View all categories' })).toHaveAttribute('href', '/category/all-gift-cards/');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
  });
});

describe('a closed menu', () => {
  it('adds no links to the page the server sends: its panel is filled when it opens', () => {
    const html = renderToString(
      <IntlProvider locale="en-IE" messages={messagesFor('en-IE')}>
        <DesktopCategoryMenu {...props} />
        <MobileCategoryMenu {...props} />
      </IntlProvider>,
    );
    expect(html).not.toContain('<a');
    expect(html).not.toContain('Category 1');
    expect(html.match(/aria-controls="([^"]+)"/g)).toHaveLength(2);
  });
});
