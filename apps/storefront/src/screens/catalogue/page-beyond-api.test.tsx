import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchExistingContentList } from './content-list.ts';
import { fetchExistingListingPage, fetchListingPage } from './fetch-listing.ts';

const api = vi.hoisted(() => ({ serverQuery: vi.fn() }));
vi.mock('../../data/server.ts', () => ({ serverQuery: api.serverQuery }));

/** What the API answers for a page number beyond the last it serves (`/gift-cards/999999/`). */
const PAGE_REFUSED = [{ code: 4000, message: 'Page number must be between 1 and 100000.', referencedRequestParameter: 'paging.pageNumber' }];
const UNKNOWN_FILTER = [{ code: 4000, message: 'Unknown term.', referencedRequestParameter: 'filters.filterByTaxonomy' }];
const refusedList = (errors: unknown[]) => ({ products: [], paging: null, errors });
const listed = (totalItems: number, totalPages: number) => ({ products: [], paging: { totalItems, totalPages }, errors: [] });
const CATALOGUE = { kind: 'catalogue', filterQuery: {} } as const;

beforeEach(() => api.serverQuery.mockReset());

describe('a listing page that does not exist', () => {
  it('is one the API refuses by its number, where another refusal (an unknown filter) is a page saying so', async () => {
    api.serverQuery.mockResolvedValue({ page: refusedList(PAGE_REFUSED), peek: refusedList(PAGE_REFUSED) });
    expect(await fetchListingPage('en', CATALOGUE, 999_999, 'shared')).toMatchObject({ errorCode: 4000, pageRefused: true });
    expect(await fetchExistingListingPage('en', CATALOGUE, 999_999, 'shared')).toBeNull();

    api.serverQuery.mockResolvedValue({ page: refusedList(UNKNOWN_FILTER), peek: refusedList([]) });
    expect(await fetchExistingListingPage('en', CATALOGUE, 1, 'shared')).toMatchObject({ errorCode: 4000, pageRefused: false });
  });

  it('is one past the last page of a listing with products, never the first page of an empty one', async () => {
    api.serverQuery.mockResolvedValue({ page: listed(20, 2), peek: listed(20, 2) });
    expect(await fetchExistingListingPage('en', CATALOGUE, 3, 'shared')).toBeNull();
    expect(await fetchExistingListingPage('en', CATALOGUE, 2, 'shared')).toMatchObject({ page: 2, totalPages: 2 });
    api.serverQuery.mockResolvedValue({ page: listed(0, 0), peek: listed(0, 0) });
    expect(await fetchExistingListingPage('en', CATALOGUE, 1, 'shared')).toMatchObject({ totalItems: 0 });
  });

  it('is one the API refuses by its number, or past the last, on the blog and giving moments overviews', async () => {
    api.serverQuery.mockResolvedValue({ contentPages: { items: [], paging: null, errors: PAGE_REFUSED } });
    expect(await fetchExistingContentList('en', 'BLOG_ARTICLE', 999_999)).toBeNull();
    api.serverQuery.mockResolvedValue({ contentPages: { items: [], paging: { totalItems: 13, totalPages: 2 }, errors: [] } });
    expect(await fetchExistingContentList('en', 'GIVING_MOMENT', 3)).toBeNull();
    expect(await fetchExistingContentList('en', 'GIVING_MOMENT', 2)).toMatchObject({ totalPages: 2 });
  });
});
