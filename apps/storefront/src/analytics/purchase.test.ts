// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { REPORTED_PURCHASES_KEY, claimPurchaseReport, trackPurchaseOnce } from './purchase.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

const facts = {
  orderUuid: 'order-1',
  orderNumber: 'GCS-1001',
  total: { currency: 'EUR', value: 2695 },
  tax: { currency: 'EUR', value: 0 },
  shipping: { currency: 'EUR', value: 0 },
  items: [{ item_id: 'p1', item_name: 'Spa gift card', price: 25, quantity: 1 }],
};

afterEach(() => {
  delete window.dataLayer;
});

describe('purchase analytics', () => {
  it('reports an order once, also after a reload of the confirmation page', () => {
    const storage = memoryStorage();
    expect(trackPurchaseOnce(facts, storage)).toBe(true);
    expect(trackPurchaseOnce(facts, storage)).toBe(false);
    const purchases = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');
    expect(purchases).toEqual([
      {
        event: 'purchase',
        ecommerce: { transaction_id: 'GCS-1001', currency: 'EUR', value: 26.95, tax: 0, shipping: 0, items: facts.items },
      },
    ]);
  });

  it('reports each order of the same browser', () => {
    const storage = memoryStorage();
    expect(claimPurchaseReport('a', storage)).toBe(true);
    expect(claimPurchaseReport('b', storage)).toBe(true);
    expect(JSON.parse(storage.values.get(REPORTED_PURCHASES_KEY)!)).toEqual(['a', 'b']);
  });

  it('survives a corrupt entry and keeps the list bounded', () => {
    expect(claimPurchaseReport('a', memoryStorage({ [REPORTED_PURCHASES_KEY]: '{not json' }))).toBe(true);
    const storage = memoryStorage();
    for (let index = 0; index < 60; index += 1) claimPurchaseReport(`order-${index}`, storage);
    expect(JSON.parse(storage.values.get(REPORTED_PURCHASES_KEY)!)).toHaveLength(50);
  });

  it('still reports without storage', () => {
    expect(claimPurchaseReport('a', null)).toBe(true);
  });
});
