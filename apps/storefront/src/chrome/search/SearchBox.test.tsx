// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test-support/render.tsx';
import { SearchBox } from './SearchBox.tsx';
import type { PopularSearchData, SearchBody, SearchSource } from './search-types.ts';
import { SEARCH_DEBOUNCE_MS } from './useDebouncedValue.ts';

const popular: PopularSearchData = {
  terms: [{ title: 'Spa days', url: '/gift-cards?type=spa' }],
  entities: [{ id: '7', title: 'Cinema gift card', path: '/gift-cards/cinema', backgroundColor: '#123456', image: { url: '/images/products/7.svg', alt: 'Cinema' } }],
  highlightedBlocks: [],
};

function item(id: string, title: string, path: string, heroTitle: string | null = null) {
  return { id, title, path, heroTitle, backgroundColor: '#ffffff', image: null, productType: null };
}

// The API's count runs past what it lists (the first results of each group): the dialog reads out what it lists.
const twoHits: SearchBody = {
  count: 101,
  groups: [
    { groupType: 'GIFTCARDS', count: 1, items: [item('1', 'Spa & Wellness gift card', '/gift-cards/spa-wellness')] },
    { groupType: 'GIVING_MOMENTS', count: 1, items: [item('9', 'Birthday', '/give-moment/birthday', 'Gifts for a birthday')] },
  ],
};
const oneHit: SearchBody = { count: 1, groups: [{ groupType: 'GIFTCARDS', count: 1, items: [item('1', 'Spa & Wellness gift card', '/gift-cards/spa-wellness')] }] };
const noHits: SearchBody = { count: 0, groups: [] };

function fakeSource(results: Record<string, SearchBody>) {
  return {
    popular: vi.fn(async () => popular),
    search: vi.fn(async (term: string) => results[term] ?? noHits),
  } satisfies SearchSource;
}

function renderSearch(source: SearchSource) {
  renderWithIntl(<SearchBox source={source} pathPrefix="" product={{ plural: 'gift cards', heading: 'Gift cards' }} listHref="/gift-cards/" />);
  // The header field comes first; the dialog's own field follows once it is open.
  return screen.getAllByRole('searchbox', { name: 'Search' })[0] as HTMLElement;
}

describe('search modal', () => {
  beforeEach(() => {
    window.dataLayer = [];
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('opens on a click with the popular suggestions and the placeholder', async () => {
    const field = renderSearch(fakeSource({}));
    expect(field).toHaveAttribute('placeholder', 'What are you looking for?');
    await userEvent.click(field);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(await within(dialog).findByRole('link', { name: 'Spa days' })).toHaveAttribute('href', '/gift-cards/?type=spa');
    expect(within(dialog).getByRole('heading', { name: 'Suggested gift cards' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Cinema gift card' })).toHaveAttribute('href', '/gift-cards/cinema/');
    expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it(`searches ${SEARCH_DEBOUNCE_MS} ms after the last key press, once, and counts the results`, async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
    const source = fakeSource({ spa: twoHits });
    renderSearch(source);
    await userEvent.keyboard('{Tab}{ArrowDown}');
    const field = within(await screen.findByRole('dialog')).getByRole('searchbox');
    // Timestamps rather than sleeps: a timer never fires early, so this holds however loaded the machine is.
    let lastKeyPressAt = 0;
    field.addEventListener('input', () => {
      lastKeyPressAt = performance.now();
    });
    let searchedAt = 0;
    source.search.mockImplementation(async (term: string) => {
      searchedAt = performance.now();
      return term === 'spa' ? twoHits : noHits;
    });
    await userEvent.type(field, 'spa');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 results'));
    expect(searchedAt - lastKeyPressAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 1);
    expect(source.search).toHaveBeenCalledTimes(1);
    expect(source.search).toHaveBeenCalledWith('spa');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Gift cards' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Spa & Wellness gift card' })).toHaveAttribute('href', '/gift-cards/spa-wellness/');
    expect(within(dialog).getByRole('heading', { name: 'Giving moments' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Gifts for a birthday' })).toHaveAttribute('href', '/give-moment/birthday/');
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'spa' });
  });

  it("says '1 result' for a single hit", async () => {
    renderSearch(fakeSource({ wellness: oneHit }));
    await userEvent.keyboard('{Tab}{ArrowDown}');
    await userEvent.type(within(await screen.findByRole('dialog')).getByRole('searchbox'), 'wellness');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^1 result$/));
  });

  it('gives the no-results message when nothing matches', async () => {
    renderSearch(fakeSource({}));
    await userEvent.keyboard('{Tab}{ArrowDown}');
    await userEvent.type(within(await screen.findByRole('dialog')).getByRole('searchbox'), 'zzzz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Oh no! No results found. Check the spelling or try a different search term.'),
    );
  });

  it('moves through the results with the arrow keys', async () => {
    renderSearch(fakeSource({ spa: twoHits }));
    await userEvent.keyboard('{Tab}{ArrowDown}');
    await userEvent.type(within(await screen.findByRole('dialog')).getByRole('searchbox'), 'spa');
    await screen.findByText('2 results');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Spa & Wellness gift card' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Gifts for a birthday' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(screen.getByRole('dialog')).getByRole('searchbox')).toHaveFocus();
  });

  it('opens on focus, as the spec asks', async () => {
    const field = renderSearch(fakeSource({}));
    act(() => field.focus());
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    // The dialog's search is named, the header's is not: two search landmarks on one page must differ by name.
    expect(within(dialog).getByRole('search', { name: 'Search' })).toBeInTheDocument();
    const outsideDialog = screen.getAllByRole('search').filter((form) => !dialog.contains(form));
    expect(outsideDialog).toHaveLength(1);
    expect(outsideDialog[0]).not.toHaveAccessibleName();
  });

  it('does not open when the Tab key only passes through the field, and opens on Arrow Down or a typed letter', async () => {
    const field = renderSearch(fakeSource({}));
    await userEvent.tab();
    expect(field).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveFocus();
    await userEvent.keyboard('s');
    const typed = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(typed).getByRole('searchbox', { name: 'Search' })).toHaveValue('s');
  });

  it('closes on Escape and gives focus back to the header field without reopening', async () => {
    const field = renderSearch(fakeSource({}));
    await userEvent.click(field);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with the term from ?s= in the address', async () => {
    window.history.replaceState(null, '', '/?s=spa');
    const source = fakeSource({ spa: twoHits });
    renderSearch(source);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('searchbox')).toHaveValue('spa');
    expect(await within(dialog).findByText('2 results')).toBeInTheDocument();
  });

  it('on the product list, which shows the results of ?s= itself, keeps the term in the field and stays closed', async () => {
    window.history.replaceState(null, '', '/gift-cards/?s=spa');
    const field = renderSearch(fakeSource({ spa: twoHits }));
    await waitFor(() => expect(field).toHaveValue('spa'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs the search on Enter: the product list with ?s=term, from the keyboard alone', async () => {
    renderSearch(fakeSource({ spa: twoHits }));
    await userEvent.keyboard('{Tab}{ArrowDown}');
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('spa');
    const submitted: string[] = [];
    document.addEventListener('submit', (event) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const query = new URLSearchParams([...new FormData(form)].map(([key, value]) => [key, String(value)]));
      submitted.push(`${new URL(form.action).pathname}?${query}`);
    }, { once: true });
    expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(submitted).toEqual(['/gift-cards/?s=spa']);
  });

  it('stays in the modal on Enter while the field is empty', async () => {
    renderSearch(fakeSource({}));
    await userEvent.keyboard('{Tab}{ArrowDown}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    let navigated = false;
    // Listening on the document, after the page's own handlers, sees whether the submit still navigates.
    document.addEventListener('submit', (event) => {
      navigated = !event.defaultPrevented;
      event.preventDefault();
    }, { once: true });
    await userEvent.keyboard('{Enter}');
    expect(navigated).toBe(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
