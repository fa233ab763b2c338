import { describe, expect, it } from 'vitest';
import { listingQuery, pageHref, pageHrefs, paginationLinks, parsePageParam } from './pagination.ts';

const hrefFor = (page: number) => (page === 1 ? '/gift-cards/' : `/gift-cards/?page=${page}`);

describe('parsePageParam', () => {
  it('reads a missing page as the first page', () => {
    expect(parsePageParam(undefined)).toEqual({ kind: 'page', page: 1 });
    expect(parsePageParam('')).toEqual({ kind: 'page', page: 1 });
  });
  it('reads whole numbers from 1 up', () => {
    expect(parsePageParam('3')).toEqual({ kind: 'page', page: 3 });
    expect(parsePageParam(['2', '5'])).toEqual({ kind: 'page', page: 2 });
  });
  it.each(['0', '-1', '1.5', 'abc', '01', '9999999'])('rejects %s', (raw) => {
    expect(parsePageParam(raw)).toEqual({ kind: 'invalid' });
  });
});

describe('paginationLinks', () => {
  it('has no links for a single page', () => {
    expect(paginationLinks(1, 1, hrefFor)).toEqual({ previous: null, next: null, pages: [] });
  });

  it('links the first page without a page parameter and marks the current page', () => {
    const links = paginationLinks(2, 3, hrefFor);
    expect(links.previous).toEqual({ page: 1, href: '/gift-cards/', current: false });
    expect(links.next).toEqual({ page: 3, href: '/gift-cards/?page=3', current: false });
    expect(links.pages.map((link) => link && [link.page, link.current])).toEqual([[1, false], [2, true], [3, false]]);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    expect(paginationLinks(1, 4, hrefFor).previous).toBeNull();
    expect(paginationLinks(4, 4, hrefFor).next).toBeNull();
  });

  it('leaves out distant pages but keeps the first and last', () => {
    const links = paginationLinks(10, 20, hrefFor);
    expect(links.pages.map((link) => link?.page ?? '…')).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });

  it('points previous at the last page when asked for a page past the end', () => {
    expect(paginationLinks(9, 4, hrefFor).previous?.page).toBe(4);
  });
});

describe('listingQuery', () => {
  it('keeps the filters and adds the page only after the first', () => {
    expect(listingQuery({ cb_api_giftcard_types: 'digital' }, 1)).toEqual({ cb_api_giftcard_types: 'digital', page: undefined });
    expect(listingQuery({ cb_api_giftcard_types: 'digital' }, 2)).toEqual({ cb_api_giftcard_types: 'digital', page: '2' });
  });
});

describe('pageHref', () => {
  const hrefFor = (page: number) => (page > 1 ? `/category/food/${page}/?cb_api_giftcard_types=digital` : '/category/food/?cb_api_giftcard_types=digital');

  it('rebuilds any page URL of a listing from its first and numbered forms', () => {
    const hrefs = pageHrefs(hrefFor);
    for (const page of [1, 2, 17, 120]) expect(pageHref(hrefs, page)).toBe(hrefFor(page));
  });
});

describe('paginationLinks after "Load more"', () => {
  it('leads "previous" to the page before the first one shown and "next" to the one after the last', () => {
    const links = paginationLinks(4, 6, (page) => `/p/${page}/`, 2);
    expect(links.previous?.page).toBe(1);
    expect(links.next?.page).toBe(5);
    expect(links.pages.find((link) => link?.current)?.page).toBe(4);
  });
});
