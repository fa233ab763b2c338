import { loadAllBrands, loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { storeFamily } from '../../seo/family.ts';
import { switchPaths } from './switch-paths.ts';

const ireland = loadBrand('GCSIE');
const family = storeFamily(ireland, loadAllBrands());
const from = { fromLanguage: 'en', search: '' };

describe('store switcher destinations', () => {
  it("maps a non-entity screen to the other store's translated path, keeping the query", () => {
    expect(switchPaths(ireland, family, { ...from, pathname: '/gift-cards/', search: '?page=2', country: 'NL', language: 'nl' })).toEqual({
      translated: 'https://www.giftcardshop.nl/cadeaubonnen/?page=2',
      home: 'https://www.giftcardshop.nl/',
    });
  });

  it('keeps addresses of this store relative', () => {
    expect(switchPaths(ireland, family, { ...from, pathname: '/cart/', country: 'IE', language: 'en' })).toEqual({ translated: '/cart/', home: '/' });
  });

  it('gives no translated path for entity routes or unknown paths, only the home page', () => {
    expect(switchPaths(ireland, family, { ...from, pathname: '/gift-cards/spa/', country: 'NL', language: 'nl' })).toEqual({
      translated: null,
      home: 'https://www.giftcardshop.nl/',
    });
    expect(switchPaths(ireland, family, { ...from, pathname: '/some-landing-page/', country: 'NL', language: 'nl' }).translated).toBeNull();
  });

  it('knows nothing of a country outside the family', () => {
    expect(switchPaths(ireland, family, { ...from, pathname: '/cart/', country: 'JP', language: 'ja' })).toEqual({ translated: null, home: null });
  });
});
