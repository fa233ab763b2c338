import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CATALOG_LOCALES, CATALOGS, FEATURES, FEATURE_CATALOGS, REFERENCE_LOCALE, SERVER_ONLY_FEATURES, catalogLocaleFor, messagesFor,
  messagesStartingWith, type BrowserMessagePrefix,
} from './index.ts';

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

describe('message catalogs', () => {
  it('registers exactly the feature files that exist for every locale', () => {
    for (const locale of CATALOG_LOCALES) {
      const files = readdirSync(new URL(locale + '/', `file://${messagesDir}`)).filter((name) => name.endsWith('.json'));
      expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...FEATURES].sort());
    }
  });

  describe.each(FEATURES)('feature %s', (feature) => {
    const reference = FEATURE_CATALOGS[REFERENCE_LOCALE][feature] as Record<string, string>;

    it('prefixes every key with the feature name', () => {
      for (const key of Object.keys(reference)) expect(key.startsWith(`${feature}.`), key).toBe(true);
    });

    it.each(CATALOG_LOCALES)('%s has exactly the reference keys, each non-empty, valid ICU with the same arguments', (locale) => {
      const catalog = FEATURE_CATALOGS[locale][feature] as Record<string, string>;
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, message] of Object.entries(catalog)) {
        expect(message.trim(), key).not.toBe('');
        const parsed = parse(message);
        const expected = [...argumentsOf(parse(reference[key] ?? ''))].sort();
        expect([...argumentsOf(parsed)].sort(), `${locale} ${key}`).toEqual(expected);
      }
    });
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
    expect(catalogLocaleFor('pt-BR')).toBe('pt-PT');
    expect(catalogLocaleFor('de-DE')).toBe('de-DE');
    expect(catalogLocaleFor('de-AT')).toBe('de-DE');
    expect(catalogLocaleFor('de-CH')).toBe('de-DE');
    expect(catalogLocaleFor('en-GB')).toBe('en-IE');
    expect(catalogLocaleFor('fr-FR')).toBe('fr-FR');
    expect(catalogLocaleFor('fr-BE')).toBe('fr-FR');
    expect(catalogLocaleFor('fr-CA')).toBe('fr-FR');
    expect(catalogLocaleFor('fr-CH')).toBe('fr-FR');
    expect(catalogLocaleFor('it-IT')).toBe('it-IT');
    expect(catalogLocaleFor('it-CH')).toBe('it-IT');
    expect(catalogLocaleFor('es-ES')).toBe('es-ES');
    expect(catalogLocaleFor('es-MX')).toBe('es-ES');
    expect(catalogLocaleFor('da-DK')).toBe('da-DK');
    expect(catalogLocaleFor('sv-SE')).toBe('sv-SE');
    expect(catalogLocaleFor('nb-NO')).toBe('nb-NO');
    expect(messagesFor('nl-BE')).toBe(CATALOGS['nl-NL']);
    expect(messagesFor('nl-NL')['common.notFound.home']).toBe('Naar de homepagina');
  });
});

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
