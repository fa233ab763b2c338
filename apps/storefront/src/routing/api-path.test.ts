import { describe, expect, it } from 'vitest';
import { lastPathSegment, productApiPath } from './api-path.ts';

describe('API paths', () => {
  it('reads the route parameter an API path ends in', () => {
    expect(lastPathSegment('/gift-cards/spa')).toBe('spa');
    expect(lastPathSegment('/gift-cards/spa/?x=1')).toBe('spa');
    expect(lastPathSegment('/')).toBe('');
  });

  it('asks the API for a product by its path in the store form, without the final slash', () => {
    expect(productApiPath('en', 'spa')).toBe('/gift-cards/spa');
  });
});
