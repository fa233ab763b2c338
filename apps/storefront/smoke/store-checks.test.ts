import { describe, expect, it } from 'vitest';
import { storeCatalogs } from './catalog-snapshot.ts';
import { brandTokens } from '@shop/themes/tokens';
import { amountsIn, englishFallbackTexts, foreignCurrencyMarks, messageIdsIn, missingThemeColours, storeMessage } from './store-checks.ts';

const catalogs = storeCatalogs(['en-IE', 'en-US', 'de-DE']);

describe('amounts on a page', () => {
  it('finds the store currency amounts as formatMoney writes them, with and without the code', () => {
    expect(amountsIn('ab 10,00\u00a0€ – Gesamt 1.250,50\u00a0€ EUR', { currency: 'EUR', locale: 'de-DE' })).toEqual([
      { text: '10,00\u00a0€', wellFormed: true },
      { text: '1.250,50\u00a0€ EUR', wellFormed: true },
    ]);
    expect(amountsIn('Total $25.00 USD', { currency: 'USD', locale: 'en-US' })).toEqual([{ text: '$25.00 USD', wellFormed: true }]);
  });

  it('flags an amount written with another locale’s separators', () => {
    expect(amountsIn('25.00\u00a0€ EUR', { currency: 'EUR', locale: 'de-DE' })).toEqual([{ text: '25.00\u00a0€ EUR', wellFormed: false }]);
  });

  it('finds no amount of the store currency in a price of another currency', () => {
    expect(amountsIn('€25.00 EUR', { currency: 'GBP', locale: 'en-GB' })).toEqual([]);
  });

  it('names the marks of other currencies', () => {
    expect(foreignCurrencyMarks('Price: €25.00 EUR', { currency: 'GBP', locale: 'en-GB' }, ['EUR', 'GBP', 'USD'])).toEqual(['EUR', '€']);
    expect(foreignCurrencyMarks('Price: £25.00 GBP', { currency: 'GBP', locale: 'en-GB' }, ['EUR', 'GBP', 'USD'])).toEqual([]);
  });
});

describe('texts of another language', () => {
  it('lists the English messages a German store translates, matching their arguments', () => {
    const english = englishFallbackTexts(catalogs, 'de-DE');
    const submit = english.find((text) => text.id === 'product.form.submit');
    expect(submit?.matches(storeMessage(catalogs, 'en-IE', 'product.form.submit'))).toBe(true);
    expect(submit?.matches(storeMessage(catalogs, 'de-DE', 'product.form.submit'))).toBe(false);
  });

  it('has nothing to flag in an English store', () => {
    expect(englishFallbackTexts(catalogs, 'en-US')).toEqual([]);
  });

  it('finds message ids shown as text, not addresses', () => {
    expect(messageIdsIn(catalogs, 'Click product.form.submit on www.example.com')).toEqual(['product.form.submit']);
  });
});

describe("the brand's theme on a page", () => {
  const declaredBy = (theme: Parameters<typeof brandTokens>[0], overrides = {}) => {
    const values: string[] = [];
    const walk = (tokens: object) => Object.values(tokens).forEach((value) => (typeof value === 'string' ? values.push(value) : walk(value as object)));
    walk(brandTokens(theme, overrides));
    return values;
  };

  it("finds every colour of the brand's theme, whatever the case", () => {
    expect(missingThemeColours({ name: 'CK', overrides: {} }, declaredBy('CK'))).toEqual([]);
    expect(missingThemeColours({ name: 'CK', overrides: {} }, declaredBy('CK').map((value) => value.toUpperCase()))).toEqual([]);
  });

  it("names the colours a page built with another group's theme lacks, and a brand's own override with the shades made from it", () => {
    expect(missingThemeColours({ name: 'CK', overrides: {} }, declaredBy('GCS'))).toContain(brandTokens('CK').color.brand);
    expect(missingThemeColours({ name: 'GCS', overrides: { color: { accent: '#169b62' } } }, declaredBy('GCS'))).toEqual(['#169b62', '#138856']);
  });
});
