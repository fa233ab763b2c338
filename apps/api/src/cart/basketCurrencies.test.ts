import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@shop/brand-config';
import { loadAllBrands } from '@shop/brand-config/node';
import { isBasketCurrency } from '@shop/cart-rules';

describe('basket value caps', () => {
  it('know the currency of every brand and of every country a new brand can start from', () => {
    const currencies = new Set([...loadAllBrands().map((brand) => brand.currency), ...Object.values(COUNTRIES).map((country) => country.currency)]);
    expect([...currencies].filter((currency) => !isBasketCurrency(currency))).toEqual([]);
  });
});
