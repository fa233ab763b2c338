import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductListScreen } from './ProductListScreen.tsx';

const api = vi.hoisted(() => ({ serverQuery: vi.fn() }));
vi.mock('../../data/server.ts', () => ({ serverQuery: api.serverQuery }));

const NOT_FOUND = expect.objectContaining({ digest: expect.stringMatching(/;404$/) });
const term = (vocabularyID: string, key: string) => ({ id: key, vocabularyID, key, title: key, productCount: 3 });

beforeEach(() => {
  api.serverQuery.mockReset();
  api.serverQuery.mockImplementation(async (_lang: string, document: { definitions: { name?: { value: string } }[] }) => {
    const operation = document.definitions[0]?.name?.value;
    if (operation === 'CatalogueFilterTerms') {
      return { taxonomyTerms: { terms: [term('cb_api_giftcard_categories', 'restaurants'), term('cb_api_giftcard_types', 'digital')], errors: [] } };
    }
    if (operation === 'CatalogueProductPage') {
      const page = { products: [], paging: { totalItems: 0, totalPages: 0 }, errors: [] };
      return { page, peek: page };
    }
    return { blocksQueue: { list: [] } };
  });
});

// As Next hands over `?cb_api_giftcard_categories=%00` and `…=%E0%A4%A` (URLSearchParams' reading).
const read = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('ProductListScreen', () => {
  it.each(['cb_api_giftcard_categories=%00', 'cb_api_giftcard_categories=%E0%A4%A', 'cb_api_giftcard_types=digital,%3Cb%3E'])(
    'is not found for a filter no store could have (%s), like an unknown term, rather than the whole list',
    async (query) => {
      await expect(ProductListScreen({ lang: 'en', searchParams: read(query), rendering: 'perRequest' })).rejects.toEqual(NOT_FOUND);
    },
  );

  it('is not found for an unknown term, and shows the list for a known one', async () => {
    await expect(ProductListScreen({ lang: 'en', searchParams: read('cb_api_giftcard_categories=nonexistent'), rendering: 'perRequest' })).rejects.toEqual(NOT_FOUND);
    await expect(ProductListScreen({ lang: 'en', searchParams: read('cb_api_giftcard_categories=restaurants'), rendering: 'perRequest' })).resolves.toBeTruthy();
  });
});
