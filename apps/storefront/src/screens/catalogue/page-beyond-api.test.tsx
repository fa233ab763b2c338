import type { IntlShape } from '@formatjs/intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchContentList } from './content-list.ts';
import { fetchListingPage } from './fetch-listing.ts';
import { ListingSection } from './ListingSection.tsx';
import { ContentOverview } from './OverviewScreens.tsx';

const api = vi.hoisted(() => ({ serverQuery: vi.fn() }));
vi.mock('../../data/server.ts', () => ({ serverQuery: api.serverQuery }));

/** What the API answers for a page number beyond the last it serves (`/gift-cards/999999/`). */
const PAGE_REFUSED = [{ code: 4000, message: 'Page number must be between 1 and 100000.', referencedRequestParameter: 'paging.pageNumber' }];
const UNKNOWN_FILTER = [{ code: 4000, message: 'Unknown term.', referencedRequestParameter: 'filters.filterByTaxonomy' }];
const refusedList = (errors: unknown[]) => ({ products: [], paging: null, errors });
const intl = {} as IntlShape<string>;
const NOT_FOUND = expect.objectContaining({ digest: expect.stringMatching(/;404$/) });

beforeEach(() => api.serverQuery.mockReset());

describe('a listing page the API refuses by its number', () => {
  it('is not found on a product listing, where another refusal (an unknown filter) still shows its message', async () => {
    api.serverQuery.mockResolvedValue({ page: refusedList(PAGE_REFUSED), peek: refusedList(PAGE_REFUSED) });
    expect(await fetchListingPage('en', { kind: 'catalogue', filterQuery: {} }, 999_999, 'shared')).toMatchObject({ errorCode: 4000, pageRefused: true });
    const section = ListingSection({
      lang: 'en', intl, source: { kind: 'catalogue', filterQuery: {} }, page: 999_999, list: { id: 'product_list', name: 'Product list' }, label: 'All',
      hrefFor: () => '/gift-cards/',
    });
    await expect(section).rejects.toEqual(NOT_FOUND);

    api.serverQuery.mockResolvedValue({ page: refusedList(UNKNOWN_FILTER), peek: refusedList([]) });
    expect(await fetchListingPage('en', { kind: 'catalogue', filterQuery: {} }, 1, 'shared')).toMatchObject({ errorCode: 4000, pageRefused: false });
  });

  it('is not found on the blog and giving moments overviews', async () => {
    api.serverQuery.mockResolvedValue({ contentPages: { items: [], paging: null, errors: PAGE_REFUSED } });
    expect(await fetchContentList('en', 'BLOG_ARTICLE', 999_999)).toMatchObject({ errorCode: 4000, pageRefused: true });
    const overview = ContentOverview({ lang: 'en', intl, kind: 'BLOG_ARTICLE', page: 999_999, label: 'Blog', emptyText: '', hrefFor: () => '/blog/' });
    await expect(overview).rejects.toEqual(NOT_FOUND);
  });
});
