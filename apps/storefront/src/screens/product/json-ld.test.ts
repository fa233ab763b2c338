import { describe, expect, it } from 'vitest';
import { decimalPrice, productJsonLd, serializeJsonLd } from './json-ld.ts';

describe('product JSON-LD', () => {
  const base = {
    name: 'Spa day', description: 'Relax', image: 'https://img/1.svg', url: 'https://shop.ie/gift-cards/spa/', currency: 'EUR',
  };

  it('offers the lowest to highest value with exact decimal prices', () => {
    const data = productJsonLd({
      ...base,
      rules: {
        DIGITAL: { id: '1', fixedValues: [2500, 5000], customAmount: null, inStock: true },
        PHYSICAL: { id: '2', fixedValues: [], customAmount: { minimum: 1005, maximum: 15000, wholeNumbersOnly: false }, inStock: true },
      },
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Spa day',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR', lowPrice: '10.05', highPrice: '150.00', price: '10.05', availability: 'https://schema.org/InStock' },
    });
  });

  it('says out of stock when no variation is in stock', () => {
    const data = productJsonLd({ ...base, rules: { DIGITAL: { id: '1', fixedValues: [2500], customAmount: null, inStock: false } } });
    expect(data).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('formats currencies without minor units', () => {
    expect(decimalPrice(500, 'JPY')).toBe('500');
    expect(decimalPrice(5, 'EUR')).toBe('0.05');
  });

  it('cannot be broken out of its script tag', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
