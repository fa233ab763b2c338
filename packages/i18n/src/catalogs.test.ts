import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { loadAllBrands } from '@shop/brand-config/node';
import {
  BASE_LOCALES, CATALOG_LOCALES, CATALOGS, FEATURES, FEATURE_CATALOGS, REFERENCE_LOCALE, REGIONAL_CATALOGS, REGIONAL_LOCALES,
  SERVER_ONLY_FEATURES, catalogLocaleFor, messagesFor, messagesStartingWith, type BrowserMessagePrefix, type Feature,
  type RegionalCatalog,
} from './index.ts';
import { quebecTypography } from './quebec-typography.ts';
import { swissSpelling } from './swiss-spelling.ts';

const messagesDir = fileURLToPath(new URL('../messages/', import.meta.url));

/** The names of the ICU arguments a message uses ({product}, {count, plural, …}), sorted. */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** The names of the tags a message wraps text in (<terms>…</terms>), sorted. */
function tagsOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      into.add(element.value);
      tagsOf(element.children, into);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) tagsOf(option.value, into);
    }
  }
  return into;
}

/** The text a message prints as it is, at every depth (inside tags and plural or select options too). */
function literalsOf(elements: readonly MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) into.push(element.value);
    else if (element.type === TYPE.tag) literalsOf(element.children, into);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) literalsOf(option.value, into);
    }
  }
  return into;
}

function expectSameArguments(message: string, reference: string, label: string): void {
  expect(message.trim(), label).not.toBe('');
  expect([...argumentsOf(parse(message))].sort(), label).toEqual([...argumentsOf(parse(reference))].sort());
  expect([...tagsOf(parse(message))].sort(), `${label} tags`).toEqual([...tagsOf(parse(reference))].sort());
}

describe('message catalogs', () => {
  it('registers exactly the feature files that exist for every complete locale', () => {
    for (const locale of BASE_LOCALES) {
      const files = readdirSync(new URL(locale + '/', `file://${messagesDir}`)).filter((name) => name.endsWith('.json'));
      expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...FEATURES].sort());
    }
  });

  describe.each(FEATURES)('feature %s', (feature) => {
    const reference = FEATURE_CATALOGS[REFERENCE_LOCALE][feature] as Record<string, string>;

    it('prefixes every key with the feature name', () => {
      for (const key of Object.keys(reference)) expect(key.startsWith(`${feature}.`), key).toBe(true);
    });

    it.each(BASE_LOCALES)('%s has exactly the reference keys, each non-empty, valid ICU with the same arguments', (locale) => {
      const catalog = FEATURE_CATALOGS[locale][feature] as Record<string, string>;
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, message] of Object.entries(catalog)) expectSameArguments(message, reference[key] ?? '', `${locale} ${key}`);
    });

    it.each(REGIONAL_LOCALES)('%s overrides only reference keys of this feature, as valid ICU with the same arguments', (locale) => {
      const overrides = (REGIONAL_CATALOGS[locale].overrides as Partial<Record<Feature, Record<string, string>>>)[feature] ?? {};
      for (const [key, message] of Object.entries(overrides)) {
        expect(Object.hasOwn(reference, key), `${locale} ${key} is not a key of ${feature}`).toBe(true);
        expectSameArguments(message, reference[key] ?? '', `${locale} ${key}`);
      }
    });
  });

  it.each(CATALOG_LOCALES)('%s prints no tag or placeholder as text: no apostrophe quotes one away', (locale) => {
    // In ICU an ASCII apostrophe right before '<', '{' or '}' opens a quote: "l'<privacy>…</privacy>" prints
    // "l<privacy>…" and loses both the apostrophe and the link. Write ’ (or ICU's '') there instead.
    for (const [id, message] of Object.entries(CATALOGS[locale] as Record<string, string>)) {
      expect(literalsOf(parse(message)).join(''), `${locale} ${id}`).not.toMatch(/[<{}]/);
    }
  });

  it('has no key in two feature files', () => {
    const seen = new Map<string, string>();
    for (const feature of FEATURES) {
      for (const key of Object.keys(FEATURE_CATALOGS[REFERENCE_LOCALE][feature])) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, feature);
      }
    }
  });

  it('picks a catalog by locale, then by language, then the reference', () => {
    expect(catalogLocaleFor('nl-NL')).toBe('nl-NL');
    expect(catalogLocaleFor('nl-BE')).toBe('nl-NL');
    expect(catalogLocaleFor('pl-PL')).toBe('pl-PL');
    expect(catalogLocaleFor('pt-PT')).toBe('pt-PT');
    expect(catalogLocaleFor('pt-BR')).toBe('pt-BR');
    expect(catalogLocaleFor('de-DE')).toBe('de-DE');
    expect(catalogLocaleFor('de-AT')).toBe('de-AT');
    expect(catalogLocaleFor('de-CH')).toBe('de-CH');
    expect(catalogLocaleFor('en-GB')).toBe('en-IE');
    expect(catalogLocaleFor('en-AU')).toBe('en-IE');
    expect(catalogLocaleFor('en-US')).toBe('en-US');
    expect(catalogLocaleFor('en-CA')).toBe('en-CA');
    expect(catalogLocaleFor('fr-FR')).toBe('fr-FR');
    expect(catalogLocaleFor('fr-BE')).toBe('fr-FR');
    expect(catalogLocaleFor('fr-CA')).toBe('fr-CA');
    expect(catalogLocaleFor('fr-CH')).toBe('fr-FR');
    expect(catalogLocaleFor('it-IT')).toBe('it-IT');
    expect(catalogLocaleFor('it-CH')).toBe('it-IT');
    expect(catalogLocaleFor('es-ES')).toBe('es-ES');
    expect(catalogLocaleFor('es-MX')).toBe('es-MX');
    expect(catalogLocaleFor('da-DK')).toBe('da-DK');
    expect(catalogLocaleFor('sv-SE')).toBe('sv-SE');
    expect(catalogLocaleFor('nb-NO')).toBe('nb-NO');
    expect(messagesFor('nl-BE')).toBe(CATALOGS['nl-NL']);
    expect(messagesFor('nl-NL')['common.notFound.home']).toBe('Naar de homepagina');
  });

  it('finds a catalog for the locale of every language of every brand', () => {
    const locales = new Set(loadAllBrands().flatMap((brand) => brand.languages.map((language) => language.locale)));
    expect(locales.size).toBeGreaterThan(20);
    for (const locale of locales) {
      const catalogLocale = catalogLocaleFor(locale);
      expect(catalogLocale.split('-')[0], locale).toBe(locale.split('-')[0]);
      expect(Object.keys(CATALOGS[catalogLocale]).sort(), locale).toEqual(Object.keys(CATALOGS[REFERENCE_LOCALE]).sort());
    }
  });
});

describe('regional catalogs', () => {
  it.each(REGIONAL_LOCALES)('%s is its base catalog with its own messages over it', (locale) => {
    const { base, overrides } = REGIONAL_CATALOGS[locale];
    const own: Record<string, string> = Object.assign({}, ...Object.values(overrides));
    expect(Object.keys(own).length).toBeGreaterThan(0);
    for (const [id, message] of Object.entries(CATALOGS[locale])) {
      expect(message, `${locale} ${id}`).toBe(own[id] ?? respelled(locale, CATALOGS[base][id as keyof (typeof CATALOGS)[typeof base]]));
    }
  });

  it.each(REGIONAL_LOCALES)('%s overrides no message with the text it inherits', (locale) => {
    const { base, overrides } = REGIONAL_CATALOGS[locale];
    for (const [id, message] of Object.entries(Object.assign({}, ...Object.values(overrides)) as Record<string, string>)) {
      expect(message, `${locale} ${id}`).not.toBe(respelled(locale, CATALOGS[base][id as keyof (typeof CATALOGS)[typeof base]]));
    }
  });

  it('reads the regional catalog for pt-BR, es-MX, en-US, en-CA, fr-CA and de-CH', () => {
    expect(messagesFor('pt-BR')).toBe(CATALOGS['pt-BR']);
    expect(messagesFor('pt-BR')['auth.field.password']).toBe('Senha');
    expect(messagesFor('pt-BR')['account.reorder.total']).toBe(CATALOGS['pt-PT']['account.reorder.total']);
    expect(messagesFor('en-US')['cart.title']).toBe('Your cart');
    expect(messagesFor('en-GB')['cart.title']).toBe('Your basket');
  });

  it('writes fr-CA with "?", "!" and ";" right after the word, as Québec does, and keeps the space before ":"', () => {
    expect(quebecTypography('Une question\u202f? Gagné ! Voici\u00a0; Montant : 25\u00a0$')).toBe('Une question? Gagné! Voici; Montant : 25\u00a0$');
    expect(Object.values(CATALOGS['fr-FR']).some((message) => /[ \u00a0\u202f][?!]/.test(message))).toBe(true);
    for (const [id, message] of Object.entries(CATALOGS['fr-CA'])) expect(message, id).not.toMatch(/[ \u00a0\u202f][?!;]/);
  });

  it('writes de-CH without "ß", by the Swiss spelling of de-DE', () => {
    expect(swissSpelling('Straße, Grüße, GROẞ')).toBe('Strasse, Grüsse, GROSS');
    expect(Object.values(CATALOGS['de-DE']).some((message) => message.includes('ß'))).toBe(true);
    for (const [id, message] of Object.entries(CATALOGS['de-CH'])) expect(message, id).not.toMatch(/[ßẞ]/);
  });
});

function respelled(locale: keyof typeof REGIONAL_CATALOGS, message: string): string {
  const regional: RegionalCatalog = REGIONAL_CATALOGS[locale];
  return regional.respell ? regional.respell(message) : message;
}

describe('messagesStartingWith', () => {
  it('keeps exactly the messages of the locale whose ids start with a prefix', () => {
    const messages = messagesStartingWith('nl-BE', ['search.', 'checkout.identify.']);
    const expected = Object.entries(messagesFor('nl-NL')).filter(([id]) => id.startsWith('search.') || id.startsWith('checkout.identify.'));
    expect(Object.entries(messages).sort()).toEqual(expected.sort());
    expect(messages).toHaveProperty('checkout.identify.title');
    expect(messages).not.toHaveProperty('checkout.title');
  });

  it('cannot name a server-only feature (checked by the type checker)', () => {
    expectTypeOf<'mail.order.subject'>().not.toExtend<BrowserMessagePrefix>();
    expectTypeOf<'checkout.identify.'>().toExtend<BrowserMessagePrefix>();
    expect(SERVER_ONLY_FEATURES).toEqual(['mail']);
  });
});
