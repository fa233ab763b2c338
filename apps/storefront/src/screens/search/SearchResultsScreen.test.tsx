// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchResultsScreen } from './SearchResultsScreen.tsx';

const api = vi.hoisted(() => ({ serverQuery: vi.fn() }));
vi.mock('../../data/server.ts', () => ({ serverQuery: api.serverQuery }));

const card = (id: string, title: string, value: number) => ({
  id,
  title,
  path: `gift-cards/${id}`,
  description: `${title} in a few words.`,
  image: { url: `/images/${id}.svg`, alt: title },
  backgroundColor: '#ffffff',
  productType: 'DIGITAL',
  cardType: 'SMALL',
  label: null,
  freeLabel: false,
  externalLink: false,
  fromPrice: { currency: 'EUR', value },
});

function answer(body: unknown, errors: unknown[] = []) {
  api.serverQuery.mockResolvedValue({ search_v1: { body, errors } });
}

const restaurants = {
  count: 3,
  groups: [
    {
      groupType: 'GIFTCARDS',
      count: 2,
      items: [{ id: 'blue-anchor', path: 'gift-cards/blue-anchor', title: 'Blue Anchor Restaurant', heroTitle: null }, { id: 'olive', path: 'gift-cards/olive', title: 'Olive Grove', heroTitle: null }],
      cards: [card('blue-anchor', 'Blue Anchor Restaurant', 1000), card('olive', 'Olive Grove', 2500)],
    },
    { groupType: 'GIVING_MOMENTS', count: 1, items: [{ id: '7', path: '/give-moment/dinner-out/', title: 'dinner', heroTitle: 'A dinner out' }], cards: [] },
  ],
};

beforeEach(() => {
  api.serverQuery.mockReset();
  window.dataLayer = [];
});

describe('SearchResultsScreen', () => {
  it('names the term, counts the results and shows the gift cards with their prices, and the giving moments', async () => {
    answer(restaurants);
    render(await SearchResultsScreen({ lang: 'en', term: 'restaurant' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “restaurant”');
    expect(screen.getByText('3 results')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Gift cards' });
    expect(within(cards).getByRole('link', { name: /Blue Anchor Restaurant/ })).toHaveAttribute('href', '/gift-cards/blue-anchor/');
    expect(within(cards).getByText('from €10.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A dinner out' })).toHaveAttribute('href', '/give-moment/dinner-out/');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('restaurant');
    // Named by the page's heading, unlike the header's search: two search landmarks on one page must differ by name.
    expect(screen.getByRole('search', { name: 'Search results for “restaurant”' })).toContainElement(screen.getByRole('searchbox'));
    expect(screen.queryByText(/best matches/)).not.toBeInTheDocument();
    expect(api.serverQuery).toHaveBeenCalledWith('en', expect.anything(), { inputText: 'restaurant' }, { dataCache: 'skip' });
    expect(window.dataLayer).toContainEqual({ event: 'view_search_results', search_term: 'restaurant' });
  });

  it('says when nothing was found, and leads back to all gift cards', async () => {
    answer({ count: 0, groups: [] });
    render(await SearchResultsScreen({ lang: 'en', term: 'zzz' }));
    expect(screen.getByText('Oh no! No results found. Check the spelling or try a different search term.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All gift cards' })).toHaveAttribute('href', '/gift-cards/');
  });

  it('says that only the best matches are shown when the search found more', async () => {
    answer({ ...restaurants, count: 45, groups: [{ ...restaurants.groups[0], count: 44 }, restaurants.groups[1]] });
    render(await SearchResultsScreen({ lang: 'en', term: 'card' }));
    expect(screen.getByText('The 3 best matches of 45. Add a word to narrow your search.')).toBeInTheDocument();
  });

  it('says the search is not available when the API refuses it', async () => {
    answer({ count: 0, groups: [] }, [{ code: 5000, message: 'Something went wrong' }]);
    render(await SearchResultsScreen({ lang: 'en', term: 'spa' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Search is not available right now.');
  });

});
