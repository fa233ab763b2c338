import { describe, expect, it } from 'vitest';
import { productWord } from './product-word.ts';
import { getIntl, t } from './server-intl.ts';

describe('server messages', () => {
  it('formats catalog messages in the store locale', () => {
    expect(t(getIntl('en-IE'), 'chrome.footer.copyright', { year: 2026, legalName: 'Acme Ltd' })).toBe('© 2026 Acme Ltd · All rights reserved');
    expect(t(getIntl('nl-NL'), 'common.notFound.productList', { product: 'cadeaubonnen' })).toBe('Bekijk alle cadeaubonnen');
  });

  it('reads the brand product word for the {product} argument', () => {
    expect(productWord('en')).toEqual({ singular: 'gift card', plural: 'gift cards' });
    expect(t(getIntl('en-IE'), 'common.notFound.productList', { product: productWord('en').plural })).toBe('View all gift cards');
    expect(() => productWord('nl')).toThrow('GCSIE has no product word for language "nl"');
  });
});
