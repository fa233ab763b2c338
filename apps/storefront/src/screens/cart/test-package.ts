import type { BasketPackage } from './basket-model.ts';

/** A basket line for component tests: two physical Spa day cards in a gift box. */
export function spaDayPackage(overrides: Partial<BasketPackage> = {}): BasketPackage {
  return {
    packageId: '41',
    tag: 'PHYSICAL',
    title: '2 × Spa day',
    productId: '7',
    productPath: '/gift-cards/spa-day',
    productTitle: 'Spa day',
    previews: [],
    variationId: '72',
    unitPrice: { currency: 'EUR', value: 2500 },
    quantity: 2,
    total: { currency: 'EUR', value: 5395 },
    wrapper: null,
    giftPacking: { id: '3', title: 'Gift box' },
    message: null,
    registered: false,
    ...overrides,
  };
}
