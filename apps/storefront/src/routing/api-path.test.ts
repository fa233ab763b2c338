import { describe, expect, it } from 'vitest';
import { productApiPath } from './api-path.ts';

describe('API paths', () => {
  it('asks the API for a product by its path in the store form, without the final slash', () => {
    expect(productApiPath('en', 'spa')).toBe('/gift-cards/spa');
  });
});
