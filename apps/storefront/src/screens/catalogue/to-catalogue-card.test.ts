import type { ProductCardFieldsFragment } from '@shop/graphql/operations';
import { describe, expect, it } from 'vitest';
import { getIntl } from '../../i18n/server-intl.ts';
import { cardAnalytics } from './card-model.ts';
import { toCatalogueCard } from './to-catalogue-card.ts';

function apiCard(overrides: Partial<ProductCardFieldsFragment>): ProductCardFieldsFragment {
  return {
    id: '12',
    title: 'Olive Grove',
    path: '/gift-cards/olive-grove',
    description: 'Dinner under the olive trees',
    backgroundColor: '#f0e6d2',
    productType: 'GIFTCARD_DIGITAL',
    cardType: 'SMALL',
    freeLabel: false,
    externalLink: false,
    image: { url: '/images/products/12.svg', alt: 'Olive Grove' },
    label: null,
    fromPrice: { currency: 'EUR', value: 1000 },
    ...overrides,
  };
}

const english = getIntl('en-IE');

describe('catalogue card', () => {
  it('never calls a card sold for money "Free", whatever the catalogue flag says', () => {
    const card = toCatalogueCard('en', english, apiCard({ freeLabel: true, fromPrice: { currency: 'EUR', value: 2500 } }), 1);
    expect(card.freeLabel).toBeUndefined();
  });

  it('shows "Free" on a card that costs nothing', () => {
    const card = toCatalogueCard('en', english, apiCard({ freeLabel: true, fromPrice: { currency: 'EUR', value: 0 } }), 1);
    expect(card.freeLabel).toBe('Free');
  });

  it('keeps the label the product really has', () => {
    const card = toCatalogueCard('en', english, apiCard({ freeLabel: true, label: { title: 'Bestseller', color: '#1a7f37', icon: 'STAR' } }), 1);
    expect(card.label).toEqual({ title: 'Bestseller', color: '#1a7f37', icon: 'star' });
    expect(card.freeLabel).toBeUndefined();
  });

  it('shows what the card costs from, in the store language', () => {
    expect(toCatalogueCard('en', english, apiCard({}), 1).price).toBe('from €10.00');
    expect(toCatalogueCard('en', getIntl('nl-NL'), apiCard({}), 1).price).toBe('vanaf €\u00a010,00');
    expect(toCatalogueCard('en', english, apiCard({ fromPrice: null }), 1).price).toBeUndefined();
  });

  it('reports the card to analytics by id, title, list position and price in major units', () => {
    expect(cardAnalytics(toCatalogueCard('en', english, apiCard({}), 3))).toEqual({ item_id: '12', item_name: 'Olive Grove', index: 3, price: 10 });
    expect(cardAnalytics(toCatalogueCard('en', english, apiCard({ fromPrice: null }), 1))).toEqual({ item_id: '12', item_name: 'Olive Grove', index: 1 });
  });
});
