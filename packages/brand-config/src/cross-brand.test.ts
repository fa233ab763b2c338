import { describe, expect, it } from 'vitest';
import { checkDistinctBrands, type BrandInFile } from './cross-brand.ts';
import { loadBrand } from './node.ts';

/** A real brand with the values the cross-brand rules compare replaced. */
function brand(code: string, values: { storeId: number; domain: string; numberPrefix: string }): BrandInFile {
  const config = structuredClone(loadBrand('GCSIE')) as unknown as Record<string, unknown>;
  Object.assign(config, { code, storeId: values.storeId, domain: values.domain, giftCards: { numberPrefix: values.numberPrefix, validityMonths: 36 } });
  return { file: `brands/${code}/brand.json`, config: config as unknown as BrandInFile['config'] };
}

describe('checkDistinctBrands', () => {
  it('accepts brands that differ in store id, domain and card number prefix', () => {
    expect(checkDistinctBrands([
      brand('AA', { storeId: 1, domain: 'a.example', numberPrefix: '6280001' }),
      brand('BB', { storeId: 2, domain: 'b.example', numberPrefix: '6280002' }),
    ])).toEqual([]);
  });

  it('reports every clash on both files, each naming the other', () => {
    const problems = checkDistinctBrands([
      brand('AA', { storeId: 1, domain: 'shop.example', numberPrefix: '628000' }),
      brand('BB', { storeId: 1, domain: 'SHOP.example', numberPrefix: '6280001' }),
      brand('CC', { storeId: 3, domain: 'c.example', numberPrefix: '6290001' }),
    ]);
    expect(problems).toEqual([
      { file: 'brands/AA/brand.json', pointer: '/storeId', message: 'store id 1 is also the store id of brands/BB/brand.json' },
      { file: 'brands/BB/brand.json', pointer: '/storeId', message: 'store id 1 is also the store id of brands/AA/brand.json' },
      { file: 'brands/AA/brand.json', pointer: '/domain', message: 'domain shop.example is also the domain of brands/BB/brand.json' },
      { file: 'brands/BB/brand.json', pointer: '/domain', message: 'domain shop.example is also the domain of brands/AA/brand.json' },
      {
        file: 'brands/AA/brand.json',
        pointer: '/giftCards/numberPrefix',
        message: 'card number prefix 628000 overlaps the card number prefix 6280001 of brands/BB/brand.json',
      },
      {
        file: 'brands/BB/brand.json',
        pointer: '/giftCards/numberPrefix',
        message: 'card number prefix 6280001 overlaps the card number prefix 628000 of brands/AA/brand.json',
      },
    ]);
  });
});
