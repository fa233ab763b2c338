import { describe, expect, it, vi } from 'vitest';
import { storeCountryRules } from './country-rules.ts';

// A store of two languages: the build's brand is the Belgian one, read from its brand file as a build reads it.
vi.mock('./current-brand.ts', async () => {
  const { loadBrand } = await import('@shop/brand-config/node');
  return { currentBrand: loadBrand('CBBE') };
});

describe('storeCountryRules', () => {
  it("names the postcode in the page's language: 'Code postal' on the French pages, 'Postcode' on the Dutch", () => {
    expect(storeCountryRules('fr')).toEqual({
      callingCode: '+32',
      postcode: { required: true, label: 'Code postal', pattern: '^[1-9][0-9]{3}$', example: '1000' },
    });
    expect(storeCountryRules('nl').postcode.label).toBe('Postcode');
  });
});
