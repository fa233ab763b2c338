import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { buildStoreRows } from './build-store.ts';
import { seedStoreFromBrand } from './stores.ts';

function seededCopy(code: string) {
  const brand = loadBrand(code);
  const rows = buildStoreRows(seedStoreFromBrand(brand));
  const pages = (kind: string) => rows.pages.filter((page) => page.kind === kind).map((page) => page.body ?? '');
  const information = (key: string) => rows.pages.find((page) => page.translationKey === `information:${key}`)?.body ?? '';
  const categoryTerms = new Map(
    rows.taxonomyTerms.filter((term) => term.vocabularyId === 'cb_api_giftcard_categories').map((term) => [term.id, term.key]),
  );
  const categoryOfProduct = new Map(
    rows.productTerms.filter((row) => categoryTerms.has(row.termId)).map((row) => [row.productId, categoryTerms.get(row.termId)]),
  );
  const titles = new Map(rows.productTranslations.map((translation) => [translation.productId, translation.title]));
  /** Each category's descriptions with the card's own name taken out, so only the wording is compared. */
  const wordingsByCategory = new Map<string, string[]>();
  for (const translation of rows.productTranslations) {
    const category = categoryOfProduct.get(translation.productId);
    if (!category) continue;
    const wording = (translation.description ?? '').replace(titles.get(translation.productId) ?? '', '…');
    wordingsByCategory.set(category, [...(wordingsByCategory.get(category) ?? []), wording]);
  }
  const descriptions = rows.productTranslations.map((translation) => translation.description ?? '');
  return { brand, pages, information, descriptions, wordingsByCategory };
}

const lines = (body: string) => body.split('\n').filter((line) => line.trim() !== '');
const distinct = (texts: readonly string[]) => new Set(texts).size;

interface LanguageCase {
  readonly name: string;
  readonly brand: string;
  /** The opening hours as the contact page writes them, and its words for the order number. */
  readonly contact: readonly string[];
  /** The delivery page's promises and the registered-post threshold in the store's currency. */
  readonly delivery: readonly string[];
  /** Words of the shop's own copy that must appear on the privacy statement (the country's data protection authority). */
  readonly privacy: readonly string[];
  /** The law the terms and conditions name. */
  readonly law: string;
}

const cases: readonly LanguageCase[] = [
  {
    name: 'Portuguese',
    brand: 'GCSPT',
    contact: ['de segunda-feira a sexta-feira, das 09:00 às 17:30', 'número da encomenda'],
    delivery: ['no prazo de 1 hora', '1 a 3 dias úteis', 'antes das 17:00', '300\u00a0€', 'correio registado', 'vinho'],
    privacy: ['Comissão Nacional de Proteção de Dados'],
    law: 'Aplica-se a lei portuguesa.',
  },
  {
    name: 'Polish',
    brand: 'CBPL',
    contact: ['od poniedziałku do piątku, 09:00–17:30', 'numer zamówienia'],
    delivery: ['w ciągu 1 godziny', '1–3 dni robocze', 'przed 17:00', '1300\u00a0zł', 'przesyłką poleconą', 'winem'],
    privacy: ['Prezesa Urzędu Ochrony Danych Osobowych'],
    law: 'Zastosowanie ma prawo polskie.',
  },
  {
    name: 'Danish',
    brand: 'CBDK',
    contact: ['mandag–fredag kl. 09.00–17.30', 'ordrenummer'],
    delivery: ['inden for 1 time', '1–3 hverdage', 'før kl. 17.00', '2.250\u00a0kr.', 'anbefalet post', 'vin'],
    privacy: ['Datatilsynet'],
    law: 'Dansk ret finder anvendelse.',
  },
  {
    name: 'Swedish',
    brand: 'CBSE',
    contact: ['måndag–fredag kl. 09.00–17.30', 'ordernummer'],
    delivery: ['inom 1 timme', '1–3 arbetsdagar', 'före kl. 17.00', '3\u00a0300\u00a0kr', 'rekommenderat', 'vin'],
    privacy: ['Integritetsskyddsmyndigheten'],
    law: 'Svensk lag gäller.',
  },
  {
    name: 'Norwegian',
    brand: 'CBNO',
    contact: ['mandag–fredag kl. 09.00–17.30', 'ordrenummer'],
    delivery: ['innen 1 time', '1–3 virkedager', 'før kl. 17.00', '3\u00a0450\u00a0kr', 'rekommandert', 'vin'],
    privacy: ['Datatilsynet'],
    law: 'Norsk rett gjelder.',
  },
];

describe.each(cases)('seeded copy in $name ($brand)', ({ brand: code, contact: contactFacts, delivery: rules, privacy, law }) => {
  const { brand, pages, information, descriptions, wordingsByCategory } = seededCopy(code);

  it('gives every information page its own text with headings', () => {
    const bodies = pages('information');
    expect(bodies).toHaveLength(6);
    expect(distinct(bodies)).toBe(6);
    for (const body of bodies) expect(body).toMatch(/^## /m);
  });

  it('puts the brand file\'s e-mail, phone, address and opening hours on the contact page', () => {
    const { email, phone, address } = brand.organization;
    const body = information('contact');
    for (const fact of [email, phone, `${address.street} ${address.houseNumber}`, `${address.postCode} ${address.city}`, ...contactFacts]) {
      expect(body).toContain(fact);
    }
  });

  it('states the delivery rules, with the registered-post threshold in the store currency', () => {
    for (const rule of rules) expect(information('delivery')).toContain(rule);
  });

  it('names the country\'s data protection authority', () => {
    for (const word of privacy) expect(information('cookies-privacy-statement')).toContain(word);
  });

  it('names the law of the store\'s country in the terms and conditions', () => {
    expect(information('terms-conditions')).toContain(law);
  });

  it('writes blog articles and giving moments of several paragraphs, each its own', () => {
    const articles = pages('blog_article');
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(distinct(articles)).toBe(articles.length);
    for (const article of articles) expect(lines(article).length).toBeGreaterThanOrEqual(8);
    const moments = pages('giving_moment');
    expect(moments.length).toBeGreaterThanOrEqual(6);
    expect(distinct(moments)).toBe(moments.length);
    for (const moment of moments) expect(lines(moment).length).toBeGreaterThanOrEqual(3);
  });

  it('words neighbouring cards of a category differently and leaves no placeholder or English behind', () => {
    expect(wordingsByCategory.size).toBe(6);
    for (const wordings of wordingsByCategory.values()) expect(distinct(wordings)).toBeGreaterThan(1);
    expect(distinct(descriptions)).toBe(descriptions.length);
    for (const text of [...descriptions, ...pages('information'), ...pages('blog_article'), ...pages('giving_moment')]) {
      expect(text).not.toMatch(/\{\w+\}|undefined|\bthe\b|\bgift cards?\b/i);
      // A legal name ending in an abbreviation ('Lda.', 'Sp. z o.o.') must not be followed by a second full stop.
      expect(text).not.toMatch(/\.\./);
    }
  });
});

describe('Portuguese read in Brazil (CBBR)', () => {
  const { information, pages, descriptions } = seededCopy('CBBR');

  it('is written in Brazilian Portuguese, with the words of the Brazilian storefront (pedido, você, contato)', () => {
    expect(information('contact')).toContain('Informe o número do pedido');
    expect(information('contact')).toContain('de segunda-feira a sexta-feira, das 9h às 17h30');
    expect(information('cancelation-policy')).toContain('Você pode cancelar um pedido sem custo');
    expect(information('delivery')).toContain('pelos Correios em 1 a 3 dias úteis');
    const texts = [...descriptions, ...pages('information'), ...pages('blog_article'), ...pages('giving_moment')];
    for (const text of texts) {
      expect(text).not.toMatch(/\bencomendas?\b|equipa|\bnuma?\b|\bregistad|telemóve|contacto|\bpartilh|bilheteira|toda a gente|pequeno-almoço|ficheiro|morada/i);
    }
  });

  it('prices the registered-post threshold in reais and names Brazil\'s data protection authority', () => {
    expect(information('delivery')).toMatch(/R\$\s?\d/);
    expect(information('cookies-privacy-statement')).toContain('Autoridade Nacional de Proteção de Dados');
    expect(information('terms-conditions')).toContain('Aplica-se a lei brasileira.');
    for (const body of pages('information')) expect(body).not.toMatch(/\.\./);
  });
});
