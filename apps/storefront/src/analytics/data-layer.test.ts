// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pushDataLayer, toMajorUnits } from './data-layer.ts';

describe('pushDataLayer', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates the data layer and clears the previous ecommerce object before an ecommerce event', () => {
    const event = { event: 'view_item', ecommerce: { currency: 'EUR', value: 25, items: [{ item_id: '7', item_name: 'Spa' }] } } as const;
    pushDataLayer(event);
    expect(window.dataLayer).toEqual([{ ecommerce: null }, event]);
  });

  it('pushes a search event as it is', () => {
    window.dataLayer = [{ existing: true }];
    pushDataLayer({ event: 'search', search_term: 'spa' });
    expect(window.dataLayer).toEqual([{ existing: true }, { event: 'search', search_term: 'spa' }]);
  });
});

describe('toMajorUnits', () => {
  it('uses the exponent of the currency', () => {
    expect(toMajorUnits({ currency: 'EUR', value: 2550 })).toBe(25.5);
    expect(toMajorUnits({ currency: 'JPY', value: 500 })).toBe(500);
  });
});
