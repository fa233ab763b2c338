// @vitest-environment jsdom
import { messagesFor } from '@shop/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorModalProvider } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { IntlProvider } from '../../i18n/IntlProvider.tsx';
import type { CatalogueCard } from './card-model.ts';
import type { LoadMoreResult } from './load-more.ts';
import { PAGE_PLACEHOLDER } from './pagination.ts';
import { ProductListResults } from './ProductListResults.tsx';

function card(id: string): CatalogueCard {
  return {
    id,
    href: `/gift-cards/card-${id}/`,
    title: `Card ${id}`,
    description: `About card ${id}`,
    image: { src: `/images/${id}.svg`, alt: `Card ${id}` },
    backgroundColor: '#ffffff',
    size: 'small',
    position: Number(id),
  };
}

const list = { id: 'product_list', name: 'Product list' };

function renderResults(props: { loadPage: (page: number) => Promise<LoadMoreResult>; totalPages?: number; peek?: CatalogueCard | null }) {
  return render(
    <IntlProvider locale="en-IE" messages={messagesFor('en-IE')}>
      <ErrorModalProvider messageValues={{ limit: '€500' }}>
        <ProductListResults
          list={list}
          label="All gift cards"
          page={1}
          totalPages={props.totalPages ?? 3}
          totalItems={6}
          cards={[card('1'), card('2')]}
          peek={props.peek ?? null}
          loadPage={props.loadPage}
          pageHrefs={{ first: '/gift-cards/', numbered: `/gift-cards/${PAGE_PLACEHOLDER}/` }}
        />
      </ErrorModalProvider>
    </IntlProvider>,
  );
}

const titles = () => within(screen.getByRole('list', { name: 'All gift cards' })).getAllByRole('link').map((link) => link.getAttribute('href'));

const pagination = () => screen.getByRole('navigation', { name: 'Pages' });
const nextLink = () => within(pagination()).queryByRole('link', { name: 'Next' });

describe('ProductListResults', () => {
  afterEach(() => {
    window.dataLayer = [];
  });

  it('appends the next page without repeating cards already shown', async () => {
    const loadPage = vi.fn(async (): Promise<LoadMoreResult> => ({ kind: 'page', cards: [card('2'), card('3'), card('4')], hasMore: true }));
    renderResults({ loadPage });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toEqual(['/gift-cards/card-1/', '/gift-cards/card-2/', '/gift-cards/card-3/', '/gift-cards/card-4/']));
    expect(loadPage).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Showing 1–4 of 6')).toBeInTheDocument();
  });

  it('moves focus to the first card it added, also when the last page takes the button away', async () => {
    const loadPage = vi.fn(async (): Promise<LoadMoreResult> => ({ kind: 'page', cards: [card('3'), card('4')], hasMore: false }));
    renderResults({ loadPage, totalPages: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Card 3/ })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for the following page each time and hides the button after the last page', async () => {
    const loadPage = vi.fn(async (page: number): Promise<LoadMoreResult> => ({ kind: 'page', cards: [card(String(page * 2 + 1))], hasMore: page < 3 }));
    renderResults({ loadPage });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    // The button says 'Loading more' until the transition that added the cards has finished.
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(loadPage.mock.calls.map(([page]) => page)).toEqual([2, 3]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the error modal when the next page cannot be loaded, keeping the cards shown', async () => {
    renderResults({ loadPage: async () => ({ kind: 'failed' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(/something went wrong/i);
    expect(titles()).toHaveLength(2);
  });

  it('drops the small-desktop 17th card once the page it belongs to is loaded', async () => {
    renderResults({ peek: card('3'), loadPage: async () => ({ kind: 'page', cards: [card('3'), card('4')], hasMore: true }) });
    expect(titles()).toEqual(['/gift-cards/card-1/', '/gift-cards/card-2/', '/gift-cards/card-3/']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toEqual(['/gift-cards/card-1/', '/gift-cards/card-2/', '/gift-cards/card-3/', '/gift-cards/card-4/']));
  });

  it('reports the chosen card as select_item', async () => {
    renderResults({ loadPage: async () => ({ kind: 'failed' }) });
    const link = screen.getByRole('link', { name: 'Card 2' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(window.dataLayer).toContainEqual({
      event: 'select_item',
      ecommerce: {
        item_list_id: 'product_list',
        item_list_name: 'Product list',
        items: [{ item_id: '2', item_name: 'Card 2', index: 2, item_list_id: 'product_list', item_list_name: 'Product list' }],
      },
    });
  });

  it('moves the numbered pagination on with the pages loaded, and offers no "Next" after the last', async () => {
    const loadPage = vi.fn(async (page: number): Promise<LoadMoreResult> => ({ kind: 'page', cards: [card(String(page * 2 + 1))], hasMore: page < 3 }));
    renderResults({ loadPage, totalPages: 3 });
    expect(nextLink()).toHaveAttribute('href', '/gift-cards/2/');

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }, { timeout: 5000 }));
    await waitFor(() => expect(nextLink()).toHaveAttribute('href', '/gift-cards/3/'));
    expect(within(pagination()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination()).queryByRole('link', { name: 'Previous' })).toBeNull();

    // The button is back (not pending) once the page it loaded has rendered; on a busy machine that is later.
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }, { timeout: 5000 }));
    await waitFor(() => expect(nextLink()).toBeNull());
    expect(within(pagination()).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});
