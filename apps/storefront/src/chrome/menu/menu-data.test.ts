import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { menuData } from './menu-data.ts';

const api = vi.hoisted(() => ({ serverQuery: vi.fn() }));
vi.mock('../../data/server.ts', () => ({ serverQuery: api.serverQuery }));

describe('menuData', () => {
  beforeEach(() => api.serverQuery.mockReset());

  it("gives the categories for every page and their top products apart, by the category's address", async () => {
    api.serverQuery.mockResolvedValue({
      menuCategories: {
        categories: [
          { id: '1', title: 'Wellness', path: '/gift-cards/wellness', icon: null, topList: [{ id: '11', title: 'Spa gift card', path: '/gift-cards/spa' }] },
        ],
        errors: [],
      },
    });
    const data = await menuData(requireStoreLanguage('en'));
    expect(data.categories).toEqual([{ title: 'Wellness', href: '/category/wellness/' }]);
    expect(data.topProducts).toEqual({ '/category/wellness/': [{ title: 'Spa gift card', href: '/gift-cards/spa/' }] });
  });
});
