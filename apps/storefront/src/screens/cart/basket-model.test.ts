import { describe, expect, it } from 'vitest';
import type { CartOrder } from '../../cart/load-cart.ts';
import { basketPackages, cardCount, packageDraftOf } from './basket-model.ts';

const eur = (value: number) => ({ currency: 'EUR', value });
const item = (id: string, title: string, price: number, qty: number) => ({
  id: `item-${id}`, type: 'WRAPPER' as const, qty,
  variation: { id, title, sku: title, variationType: 'PHYSICAL' as const, price: eur(price), product: null },
});

const order = {
  id: 'o', uuid: 'o', currency: 'EUR',
  shipments: [
    {
      id: 's', tag: 'PHYSICAL', registered: false, shippingCost: eur(195),
      packages: [
        {
          id: '41',
          giftcard_v1: {
            id: 'c', type: 'GIFTCARD', qty: 2,
            variation: { id: '72', title: 'Spa day (physical)', sku: 'SPA-P', variationType: 'PHYSICAL', price: eur(2500), product: { id: '7', title: 'Spa day', path: '/gift-cards/spa-day', productType: 'GIFTCARD_PHYSICAL' } },
          },
          wrapper: item('1', 'Red ribbon', 295, 2),
          giftPacking: item('3', 'Gift box', 395, 1),
          message: { id: 'm', qty: 1, text: 'Enjoy!', variation: { id: '4', price: eur(0) } },
          total: eur(6385),
        },
      ],
    },
  ],
  groupedTotals: { digitalTotal: { qty: 0, price: eur(0) }, physicalTotal: { qty: 2, price: eur(5000) }, extra: eur(985) },
  totals: { subTotal: eur(5985), grandTotalWithoutTax: eur(6180), grandTotal: eur(6180), tax: eur(0), adjustments: [] },
  packagesGroups: [
    {
      packageId: '41', tag: 'PHYSICAL', receiverTitle: '2 × Spa day', receiverDescription: 'Delivered by post in 1–3 working days', totalPrice: eur(6385),
      cardsPreviews: [{ image: { url: '/images/products/7.svg', alt: 'Spa day' }, color: { color: '#fce', opacity: 1 }, productLabel: 'Spa day' }],
    },
  ],
} as CartOrder;

describe('basket model', () => {
  const [pkg] = basketPackages(order);

  it('joins each package group with its package: card, extras, message and previews', () => {
    expect(pkg).toEqual({
      packageId: '41', tag: 'PHYSICAL', title: '2 × Spa day', productId: '7', productPath: '/gift-cards/spa-day', productTitle: 'Spa day',
      previews: [{ src: '/images/products/7.svg', alt: 'Spa day', color: '#fce' }],
      variationId: '72', unitPrice: eur(2500), quantity: 2, total: eur(6385),
      wrapper: { id: '1', title: 'Red ribbon' }, giftPacking: { id: '3', title: 'Gift box' }, message: 'Enjoy!', registered: false,
    });
    expect(cardCount(basketPackages(order))).toBe(2);
  });

  it('repacks a package keeping its card, amount, quantity and message', () => {
    if (!pkg) throw new Error('expected a package');
    expect(packageDraftOf(pkg, { wrapperId: '', giftPackingId: '5' })).toEqual({
      variationId: '72', amount: 2500, quantity: 2, wrapperVariationId: null, giftPackingVariationId: '5', personalMessage: 'Enjoy!',
    });
    expect(packageDraftOf({ ...pkg, tag: 'DIGITAL' }, { wrapperId: '2', giftPackingId: '5' }).giftPackingVariationId).toBeNull();
  });

  it('changes the quantity of a package keeping everything else', () => {
    if (!pkg) throw new Error('expected a package');
    expect(packageDraftOf(pkg, { quantity: 7 })).toEqual({
      variationId: '72', amount: 2500, quantity: 7, wrapperVariationId: '1', giftPackingVariationId: '3', personalMessage: 'Enjoy!',
    });
  });
});
