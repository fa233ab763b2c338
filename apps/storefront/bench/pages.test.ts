import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { cataloguePages, filterVocabularies, firstProductPath, cardTitles } from './pages.ts';

const GCSIE = loadBrand('GCSIE');

describe('cataloguePages', () => {
  it("takes the home and product list paths from the brand's route table", () => {
    expect(cataloguePages(GCSIE)).toEqual({
      home: { name: 'home', path: '/' },
      list: { name: 'product list', path: '/gift-cards/' },
    });
  });
});

describe('firstProductPath', () => {
  it('skips the header and links that are not product pages (pagination, the choice card, other screens)', () => {
    const html = `<header><a href="/gift-cards/in-the-menu/">Menu</a></header><main id="main">
      <a href="/cart/">Basket</a><a href="/gift-cards/2/">2</a>
      <a href="/gift-cards/all-in-1-choice-gift-card/">Choice</a><a href="https://example.com/gift-cards/x/">x</a>
      <a class="card" href="/gift-cards/spa-wellness/">Spa</a><a href="/gift-cards/bol-com/">bol</a>`;
    expect(firstProductPath(GCSIE, html)).toBe('/gift-cards/spa-wellness/');
  });

  it('finds nothing on a page without product links in its main content', () => {
    expect(firstProductPath(GCSIE, '<main><a href="/gift-cards/">All</a></main>')).toBeUndefined();
    expect(firstProductPath(GCSIE, '<nav><a href="/gift-cards/spa-wellness/">Spa</a></nav>')).toBeUndefined();
  });
});

describe('filterVocabularies', () => {
  it("reads the filter form's terms per parameter, whatever the order of the checkboxes' attributes", () => {
    const html = `<form><input type="checkbox" name="cb_api_giftcard_categories" value="food" checked>
      <input value="travel" name="cb_api_giftcard_categories" type="checkbox"><input name="cb_api_giftcard_types" value="digital">
      <input name="q" value="x"></form>`;
    expect(filterVocabularies(html)).toEqual([
      { param: 'cb_api_giftcard_categories', terms: ['food', 'travel'] },
      { param: 'cb_api_giftcard_types', terms: ['digital'] },
    ]);
    expect(filterVocabularies('<main></main>')).toEqual([]);
  });
});

describe('cardTitles', () => {
  it("reads the titles of the cards in the main content, not the header's, with their entities decoded", () => {
    const html = `<header><span id="menu-title">Menu</span></header><main id="main">
      <span class="a b" id="_R_1_-title">Thread &amp; Co Fashion</span><span id="_R_1_-price">from €10.00</span>
      <h3 id="_R_2_-title">Caf&#xe9; Am&#233;lie</h3></main>`;
    expect(cardTitles(html)).toEqual(['Thread & Co Fashion', 'Café Amélie']);
  });
});
