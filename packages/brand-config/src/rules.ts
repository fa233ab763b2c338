import { SCREENS, type ScreenId } from './codes.ts';
import { LANGUAGE_KEYED_SECTIONS } from './resolve.ts';
import { pointerOf, type Problem } from './problems.ts';
import { screenParams } from './routes.ts';
import type { BrandConfig, LinkTarget } from './types.ts';

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const SECTION_NAMES: Record<(typeof LANGUAGE_KEYED_SECTIONS)[number], string> = {
  productNoun: 'product word',
  routes: 'route table',
  topBar: 'top bar selling points',
  footerMenu: 'footer menu',
  businessMenu: 'business menu',
};

/** Every part of a brand given per language, by its path and what a problem calls it: each language needs one. */
const LANGUAGE_KEYED_PARTS: readonly { readonly path: readonly string[]; readonly name: string; read(brand: BrandConfig): object }[] = [
  ...LANGUAGE_KEYED_SECTIONS.map((section) => ({ path: [section], name: SECTION_NAMES[section], read: (brand: BrandConfig) => brand[section] })),
  { path: ['countryRules', 'postcode', 'label'], name: 'postcode label', read: (brand) => brand.countryRules.postcode.label },
];

const paramsIn = (pattern: string): string[] =>
  pattern.split('/').filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

function checkLanguages(brand: BrandConfig, problem: (pointer: string, message: string) => void): void {
  const seen = new Set<string>();
  brand.languages.forEach((language, index) => {
    if (seen.has(language.code)) problem(pointerOf('languages', index, 'code'), `language "${language.code}" is listed twice`);
    seen.add(language.code);
    let canonical: string | undefined;
    try {
      canonical = Intl.getCanonicalLocales(language.locale)[0];
    } catch {
      canonical = undefined;
    }
    if (canonical !== language.locale) problem(pointerOf('languages', index, 'locale'), `"${language.locale}" is not a well-formed locale`);
    else if (language.locale.split('-')[0] !== language.code) {
      problem(pointerOf('languages', index, 'locale'), `locale "${language.locale}" is not in language "${language.code}"`);
    }
  });
  for (const part of LANGUAGE_KEYED_PARTS) {
    const byLanguage = part.read(brand) as Readonly<Record<string, unknown>>;
    for (const language of brand.languages) {
      if (byLanguage[language.code] === undefined) {
        problem(pointerOf(...part.path, language.code), `no ${part.name} for language "${language.code}"`);
      }
    }
  }
}

function checkRoutes(brand: BrandConfig, problem: (pointer: string, message: string) => void): void {
  for (const [language, table] of Object.entries(brand.routes)) {
    if (table === undefined) continue;
    const owner = new Map<string, ScreenId>();
    for (const screen of SCREENS) {
      const pattern = table[screen];
      const expected = screenParams(screen);
      if (!sameSet(paramsIn(pattern), expected)) {
        problem(pointerOf('routes', language, screen), expected.length === 0
          ? `must not have variable segments (got "${pattern}")`
          : `must have the segments ${expected.map((name) => `:${name}`).join(', ')} (got "${pattern}")`);
      }
      const shape = pattern.replace(/:[^/]+/g, ':');
      const other = owner.get(shape);
      if (other !== undefined) problem(pointerOf('routes', language, screen), `same path as screen "${other}" ("${pattern}")`);
      else owner.set(shape, screen);
    }
  }
}

function checkLink(link: LinkTarget, pointer: string, problem: (pointer: string, message: string) => void): void {
  if (link.kind !== 'screen') return;
  const expected = screenParams(link.screen);
  const given = Object.keys(link.params ?? {});
  if (!sameSet(given, expected)) {
    problem(`${pointer}/params`, expected.length === 0
      ? `screen "${link.screen}" takes no parameters`
      : `screen "${link.screen}" needs ${expected.map((name) => `"${name}"`).join(', ')}`);
  }
}

function checkLinks(brand: BrandConfig, problem: (pointer: string, message: string) => void): void {
  checkLink(brand.choiceCard.link as LinkTarget, pointerOf('choiceCard', 'link'), problem);
  for (const section of ['footerMenu', 'businessMenu'] as const) {
    for (const [language, columns] of Object.entries(brand[section])) {
      columns?.forEach((column, columnIndex) =>
        column.links.forEach((link, linkIndex) =>
          checkLink(link as LinkTarget, pointerOf(section, language, columnIndex, 'links', linkIndex), problem)));
    }
  }
}

function checkMoneyAndCountry(brand: BrandConfig, problem: (pointer: string, message: string) => void): void {
  if (!KNOWN_CURRENCIES.has(brand.currency)) problem('/currency', `"${brand.currency}" is not an ISO 4217 currency`);
  let ownCountryListed = false;
  brand.countriesCombinations.forEach((combination, index) => {
    if (!KNOWN_CURRENCIES.has(combination.currency)) {
      problem(pointerOf('countriesCombinations', index, 'currency'), `"${combination.currency}" is not an ISO 4217 currency`);
    }
    const defaults = combination.languages.filter((language) => language.isDefault).length;
    if (defaults !== 1) {
      problem(pointerOf('countriesCombinations', index, 'languages'), `needs exactly one default language (has ${defaults})`);
    }
    if (combination.country === brand.country && combination.currency === brand.currency) ownCountryListed = true;
  });
  if (!ownCountryListed) {
    problem('/countriesCombinations', `does not list the storefront's own country ${brand.country} with currency ${brand.currency}`);
  }
  const { pattern, example } = brand.countryRules.postcode;
  try {
    if (!new RegExp(pattern, 'u').test(example)) {
      problem('/countryRules/postcode/example', `"${example}" does not match the postcode pattern`);
    }
  } catch {
    problem('/countryRules/postcode/pattern', 'is not a valid regular expression');
  }
}

/** BLIK pays in złoty only: its banking apps confirm payments in PLN. */
const BLIK_CURRENCY = 'PLN';

function checkPayments(brand: BrandConfig, problem: (pointer: string, message: string) => void): void {
  brand.payments.methods.forEach((choice, index) => {
    if (choice.method === 'blik' && brand.currency !== BLIK_CURRENCY) {
      problem(pointerOf('payments', 'methods', index, 'method'), `BLIK takes ${BLIK_CURRENCY} only; this store is paid in ${brand.currency}`);
    }
  });
}

/** Rules a schema cannot express, for one resolved, schema-valid configuration. */
export function checkBrandRules(brand: BrandConfig, file: string): Problem[] {
  const problems: Problem[] = [];
  const problem = (pointer: string, message: string) => problems.push({ file, pointer, message });
  checkLanguages(brand, problem);
  checkRoutes(brand, problem);
  checkLinks(brand, problem);
  checkMoneyAndCountry(brand, problem);
  checkPayments(brand, problem);
  return problems;
}
