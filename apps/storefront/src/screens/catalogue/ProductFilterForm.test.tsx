// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getIntl } from '../../i18n/server-intl.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { filterGroups, termTitle, type FilterTerm } from './filter-form.ts';
import { filterQuery, NO_FILTERS, parseListingFilters, type ListingFilters } from './filters.ts';
import { ProductFilterForm } from './ProductFilterForm.tsx';

const term = (vocabularyID: string, key: string, title: string, productCount: number): FilterTerm => ({ id: key, vocabularyID, key, title, productCount });

const terms: FilterTerm[] = [
  term('cb_api_giftcard_categories', 'restaurants', 'Restaurants', 18),
  term('cb_api_giftcard_categories', 'fashion', 'Fashion', 12),
  term('cb_api_giftcard_categories', 'kids', 'Kids & Toys', 0),
  term('cb_api_giftcard_types', 'digital', 'Digital gift card', 150),
  term('cb_api_giftcard_types', 'physical', 'Physical gift card', 1_250),
];

function renderForm(filters: ListingFilters, locale = 'en-IE') {
  render(<ProductFilterForm intl={getIntl(locale)} action="/gift-cards/" groups={filterGroups(terms, filters)} productWord="gift cards" />);
  return screen.getByRole('form', { name: 'Filter gift cards' }) as HTMLFormElement;
}

/** The query string a browser would send for the form as it stands. */
const submittedQuery = (form: HTMLFormElement) => new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();

describe('ProductFilterForm', () => {
  it('is a GET form to the first page of the listing, one fieldset per vocabulary with counted terms', () => {
    const form = renderForm(NO_FILTERS);
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/gift-cards/');
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(within(categories).getAllByRole<HTMLInputElement>('checkbox').map((box) => box.labels?.[0]?.textContent)).toEqual(['Restaurants (18)', 'Fashion (12)']);
    expect(within(screen.getByRole('group', { name: 'Type' })).getByRole('checkbox', { name: 'Physical gift card (1,250)' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Show gift cards' })).toHaveAttribute('type', 'submit');
  });

  it('ticks the terms in force and sends several terms of one vocabulary as repeated parameters', async () => {
    const user = userEvent.setup();
    const form = renderForm(parseListingFilters({ cb_api_giftcard_categories: 'restaurants' }));
    expect(screen.getByRole('checkbox', { name: 'Restaurants (18)' })).toBeChecked();
    await user.click(screen.getByLabelText('Fashion (12)'));
    await user.click(screen.getByLabelText('Digital gift card (150)'));
    expect(submittedQuery(form)).toBe('cb_api_giftcard_categories=restaurants&cb_api_giftcard_categories=fashion&cb_api_giftcard_types=digital');
    const sent = new FormData(form);
    const received = parseListingFilters({
      cb_api_giftcard_categories: sent.getAll('cb_api_giftcard_categories') as string[],
      cb_api_giftcard_types: sent.getAll('cb_api_giftcard_types') as string[],
    });
    expect(received).toEqual({ cb_api_giftcard_categories: ['restaurants', 'fashion'], cb_api_giftcard_types: ['digital'] });
  });

  it('keeps a selected term without products so it can be unticked', () => {
    renderForm(parseListingFilters({ cb_api_giftcard_categories: 'kids' }));
    expect(screen.getByRole('checkbox', { name: 'Kids & Toys (0)' })).toBeChecked();
  });

  it('speaks Dutch in the Dutch store', () => {
    render(<ProductFilterForm intl={getIntl('nl-NL')} action="/cadeaubonnen/" groups={filterGroups(terms, NO_FILTERS)} productWord="cadeaubonnen" />);
    expect(screen.getByRole('group', { name: 'Categorie' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Soort' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Physical gift card (1.250)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toon cadeaubonnen' })).toBeInTheDocument();
  });

  it('is left out when the store has no terms with products', () => {
    const { container } = render(<ProductFilterForm intl={getIntl('en-IE')} action="/gift-cards/" groups={filterGroups([], NO_FILTERS)} productWord="gift cards" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ActiveFilters', () => {
  it('names each filter in force by its title and links to the listing without it', () => {
    const filters = parseListingFilters({ cb_api_giftcard_categories: 'restaurants,fashion', cb_api_giftcard_types: 'unknown-term' });
    render(
      <ActiveFilters
        intl={getIntl('en-IE')}
        filters={filters}
        hrefFor={(forFilters) => `/gift-cards/?${new URLSearchParams(filterQuery(forFilters)).toString()}`}
        clearHref="/gift-cards/"
        termTitle={(param, key) => termTitle(terms, param, key)}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Active filters' });
    expect(within(nav).getByRole('link', { name: 'Remove filter Restaurants' })).toHaveAttribute('href', '/gift-cards/?cb_api_giftcard_categories=fashion&cb_api_giftcard_types=unknown-term');
    expect(within(nav).getByRole('link', { name: 'Remove filter unknown-term' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/gift-cards/');
  });
});
