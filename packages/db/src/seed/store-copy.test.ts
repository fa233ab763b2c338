import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { buildStoreRows } from './build-store.ts';
import { seedStoreFromBrand } from './stores.ts';

function seededCopy(code: string) {
  const brand = loadBrand(code);
  const rows = buildStoreRows(seedStoreFromBrand(brand));
  const pages = (kind: string) => rows.pages.filter((page) => page.kind === kind);
  const information = (key: string) => pages('information').find((page) => page.translationKey === `information:${key}`)?.body ?? '';
  const descriptions = rows.productTranslations.map((translation) => translation.description);
  const descriptionOf = (matches: (product: (typeof rows.products)[number]) => boolean) => {
    const product = rows.products.find(matches);
    return rows.productTranslations.find((translation) => translation.productId === product?.id)?.description ?? '';
  };
  return { brand, pages, information, descriptions, descriptionOf };
}

/** Headings and paragraphs; a heading is written on the line above its paragraph. */
const lines = (body: string) => body.split('\n').filter((line) => line.trim() !== '');
const distinct = (texts: readonly string[]) => new Set(texts).size;

describe('seeded copy in English (GCSIE)', () => {
  const { brand, pages, information, descriptions, descriptionOf } = seededCopy('GCSIE');

  it('gives every information page its own text with headings', () => {
    const bodies = pages('information').map((page) => page.body ?? '');
    expect(bodies).toHaveLength(6);
    expect(distinct(bodies)).toBe(6);
    for (const body of bodies) expect(body).toMatch(/^## /m);
  });

  it('puts the brand file\'s e-mail, phone, address and opening hours on the contact page', () => {
    const contact = information('contact');
    const { email, phone, address } = brand.organization;
    for (const fact of [email, phone, address.street, address.postCode, address.city, 'Monday to Friday, 09:00–17:30', 'order number']) {
      expect(contact).toContain(fact);
    }
  });

  it('states the delivery rules, with the registered-post threshold in the store currency', () => {
    const delivery = information('delivery');
    for (const rule of ['within 1 hour', '1–3 working days', 'before 17:00', '€300', 'wine']) expect(delivery).toContain(rule);
    expect(seededCopy('GCUK').information('delivery')).toContain('£255');
  });

  it('names Irish law and the Data Protection Commission, and offers no cookie control the shop does not have', () => {
    expect(information('terms-conditions')).toContain('We reply within 14 days. Irish law applies.');
    expect(information('cookies-privacy-statement')).toContain('you can complain to the Data Protection Commission.');
    const cookies = information('cookies');
    expect(cookies).not.toMatch(/cookie settings at the bottom|withdraw your consent/i);
    expect(cookies).toContain('The shop has no cookie settings of its own: you manage cookies in your browser.');
    expect(seededCopy('GCUK').information('cookies-privacy-statement')).toContain('the Information Commissioner\'s Office (ICO)');
    expect(seededCopy('CBUS').information('terms-conditions')).toContain(
      'The law of the place where CadeauBon United States Inc. has its registered office applies.',
    );
  });

  it('writes blog articles and giving moments of several paragraphs, each its own', () => {
    const articles = pages('blog_article').map((page) => page.body ?? '');
    expect(distinct(articles)).toBe(articles.length);
    for (const article of articles) expect(lines(article).length).toBeGreaterThanOrEqual(8);
    const moments = pages('giving_moment').map((page) => page.body ?? '');
    expect(distinct(moments)).toBe(moments.length);
    for (const moment of moments) expect(lines(moment).length).toBeGreaterThanOrEqual(3);
  });

  it('describes products in varied, grammatical sentences true to what they are', () => {
    expect(distinct(descriptions)).toBeGreaterThan(descriptions.length / 2);
    for (const description of descriptions) {
      expect(description).not.toMatch(/\ba the\b/i);
      expect(description).not.toMatch(/\ba [aeiou]/i);
      expect(description).not.toMatch(/\ban [bcdfghjklmnpqrstvwxz]/i);
    }
    expect(descriptionOf((product) => product.hasAppleSumLimit === true)).toContain('at most €500 of Apple gift cards per order');
    expect(seededCopy('GCUK').descriptionOf((product) => product.hasAppleSumLimit === true)).toContain('at most £500 of Apple gift cards');
    expect(descriptionOf((product) => product.requiresRegisteredShipping === true)).toContain('registered post');
    expect(descriptionOf((product) => product.productType === 'DONATION')).toContain('donation');
  });
});

describe('seeded copy in North American English (CBUS, CBCA)', () => {
  /** Every English text of a store: its information pages, articles, moments and product descriptions. */
  function englishCopy(code: string) {
    const rows = buildStoreRows(seedStoreFromBrand(loadBrand(code)));
    const pages = rows.pages.filter((page) => page.language === 'en');
    const information = (key: string) => pages.find((page) => page.translationKey === `information:${key}`)?.body ?? '';
    const englishProducts = new Set(rows.productTranslations.filter((translation) => translation.language === 'en'));
    const texts = [...pages.flatMap((page) => [page.title, page.body ?? '']), ...[...englishProducts].flatMap((translation) => [translation.title, translation.description])];
    return { information, all: texts.join('\n') };
  }

  it('writes email, cart, mail, business days and certified mail as the US storefront does, with American spelling and a 12-hour clock', () => {
    const { information, all } = englishCopy('CBUS');
    expect(information('delivery')).toContain('Physical gift cards are delivered by mail in 1–3 business days. Orders paid on a business day before 5:00 PM are shipped the same day.');
    expect(information('contact')).toContain('Opening hours: Monday to Friday, 9:00 AM–5:30 PM');
    expect(information('cookies')).toContain('These remember your cart (for 30 days)');
    expect(information('delivery')).toContain('are sent by certified mail');
    expect(information('terms-conditions')).toContain('Gift cards themselves carry no sales tax');
    expect(information('terms-conditions')).toContain('run by CadeauBon United States Inc. By ordering');
    expect(all).toContain('a golf course or a garden center');
    for (const british of [/e-mail/i, /working day/i, /\bbasket/i, /by post/i, /registered post/i, /centre/i, /theatre/i, /favourite/i, /organiser/i, /cancelled/i, /\bVAT\b/, /17:00/]) {
      expect(all).not.toMatch(british);
    }
  });

  it('writes the Canadian words but keeps British spelling in Canada', () => {
    const { information, all } = englishCopy('CBCA');
    expect(information('delivery')).toContain('delivered by mail in 1–3 business days');
    expect(information('terms-conditions')).toContain('Gift cards themselves carry no GST/HST');
    expect(information('cancelation-policy')).toContain('cannot be cancelled');
    for (const irish of [/e-mail/i, /working day/i, /\bbasket/i, /by post/i]) expect(all).not.toMatch(irish);
  });

  it('leaves the Irish and British copy as it is written', () => {
    const { information } = englishCopy('GCSIE');
    expect(information('delivery')).toContain('Physical gift cards are delivered by post in 1–3 working days. Orders paid on a working day before 17:00 are dispatched the same day.');
    expect(information('contact')).toContain('E-mail: ');
  });
});

describe('seeded blog articles about a city', () => {
  const articleTitles = (code: string, language: string) =>
    buildStoreRows(seedStoreFromBrand(loadBrand(code))).pages
      .filter((page) => page.kind === 'blog_article' && page.language === language)
      .map((page) => `${page.title}\n${page.body ?? ''}`)
      .join('\n');

  it('are published only in the country of the city; the other stores of the language read the general article', () => {
    expect(articleTitles('GCSIE', 'en')).toContain('The best restaurants in Dublin to gift a dinner');
    for (const code of ['GCSUK', 'CBUS', 'CBAU', 'GCSAE']) {
      const titles = articleTitles(code, 'en');
      expect(titles, code).toContain('Gift a dinner: how to choose the right restaurant');
      expect(titles, code).not.toMatch(/Dublin|Grafton|Irish/);
    }
    expect(articleTitles('GCSNL', 'nl')).toContain('De leukste restaurants in Amsterdam');
    expect(articleTitles('GCSBE', 'nl')).toContain('Een etentje cadeau doen: zo kies je het juiste restaurant');
    expect(articleTitles('GCSBE', 'nl')).not.toMatch(/Amsterdam|Jordaan|Hollandse/);
  });

  it('are dated the same day wherever a store is (New York to Wellington)', () => {
    const published = buildStoreRows(seedStoreFromBrand(loadBrand('CBUS'))).pages.flatMap((page) => (page.publishedAt ? [page.publishedAt] : []));
    expect(published.length).toBeGreaterThan(0);
    for (const timeZone of ['America/New_York', 'Europe/Dublin', 'Asia/Dubai', 'Australia/Sydney', 'Pacific/Auckland']) {
      const day = new Intl.DateTimeFormat('en', { timeZone, day: 'numeric' });
      for (const at of published) expect(day.format(new Date(at)), `${at} in ${timeZone}`).toBe('10');
    }
  });
});

describe('seeded location addresses', () => {
  const streets = (code: string) => seededCopy(code).pages('location').map((page) => page.addressStreet ?? '');

  it('writes the house number before the street where the country does (IE, GB, US), after it elsewhere (NL, DE)', () => {
    for (const code of ['GCSIE', 'GCSUK', 'CBUS']) {
      expect(streets(code).length, code).toBeGreaterThan(0);
      for (const street of streets(code)) expect(street, code).toMatch(/^\d+ \D+$/);
    }
    expect(streets('GCSIE')).toContainEqual(expect.stringMatching(/^\d+ Grafton Street$/));
    for (const code of ['GCSNL', 'GCSDE']) {
      expect(streets(code).length, code).toBeGreaterThan(0);
      for (const street of streets(code)) expect(street, code).toMatch(/^\D+ \d+$/);
    }
  });
});

describe('seeded copy in Dutch (GCSNL)', () => {
  const { brand, pages, information, descriptions } = seededCopy('GCSNL');

  it('writes six distinct information pages in Dutch, with contact details and NL opening hours', () => {
    const bodies = pages('information').map((page) => page.body ?? '');
    expect(distinct(bodies)).toBe(6);
    const contact = information('contact');
    const { email, phone, address } = brand.organization;
    for (const fact of [email, phone, `${address.street} ${address.houseNumber}`, `${address.postCode} ${address.city}`, 'maandag t/m vrijdag 09:00–17:30 uur', 'bestelnummer']) {
      expect(contact).toContain(fact);
    }
    for (const rule of ['binnen 1 uur', '1–3 werkdagen', 'voor 17:00', 'aangetekend', 'wijn']) expect(information('delivery')).toContain(rule);
    expect(information('cookies-privacy-statement')).toContain('Autoriteit Persoonsgegevens');
    expect(information('terms-conditions')).toContain('Op deze voorwaarden is Nederlands recht van toepassing.');
    expect(seededCopy('GCSBE').information('terms-conditions')).toContain('Op deze voorwaarden is Belgisch recht van toepassing.');
    expect(seededCopy('GCSBE').information('cookies-privacy-statement')).toContain('Gegevensbeschermingsautoriteit');
  });

  it('writes Dutch blog articles, giving moments and product descriptions of its own', () => {
    const articles = pages('blog_article').map((page) => page.body ?? '');
    for (const article of articles) expect(lines(article).length).toBeGreaterThanOrEqual(8);
    const moments = pages('giving_moment').map((page) => page.body ?? '');
    expect(distinct(moments)).toBe(moments.length);
    expect(moments.join('\n')).toContain('pakjesavond');
    expect(distinct(descriptions)).toBeGreaterThan(descriptions.length / 2);
    expect(descriptions.every((description) => !/ a | the | gift card /i.test(description))).toBe(true);
  });
});
