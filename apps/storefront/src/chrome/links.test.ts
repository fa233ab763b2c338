import { describe, expect, it } from 'vitest';
import { apiPathHref } from './links.ts';

describe('apiPathHref', () => {
  it('adds the final slash of the routes, before any query', () => {
    expect(apiPathHref('', '/gift-cards/spa')).toBe('/gift-cards/spa/');
    expect(apiPathHref('', '/gift-cards?type=dinner')).toBe('/gift-cards/?type=dinner');
    expect(apiPathHref('', '/give-moment/birthday/')).toBe('/give-moment/birthday/');
  });

  it('prefixes a non-default language once', () => {
    expect(apiPathHref('/fr', '/cartes-cadeaux/spa')).toBe('/fr/cartes-cadeaux/spa/');
    expect(apiPathHref('/fr', '/fr/cartes-cadeaux/spa/')).toBe('/fr/cartes-cadeaux/spa/');
    expect(apiPathHref('/fr', '/fresh/')).toBe('/fr/fresh/');
  });

  it('keeps absolute addresses', () => {
    expect(apiPathHref('', 'https://partner.example/offer')).toBe('https://partner.example/offer');
  });
});
