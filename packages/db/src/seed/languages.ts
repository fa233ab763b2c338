import { danish } from './languages-da.ts';
import { german } from './languages-de.ts';
import { dutch, english } from './languages-en-nl.ts';
import { spanishFor } from './languages-es.ts';
import { frenchFor } from './languages-fr.ts';
import { italian } from './languages-it.ts';
import { norwegian } from './languages-nb.ts';
import { polish } from './languages-pl.ts';
import { portugueseFor } from './languages-pt.ts';
import { swedish } from './languages-sv.ts';
import { respelledPack, type LanguagePack, type ProductNoun } from './language-pack.ts';
import { storeCopyRespelling } from './region-respellings.ts';
import type { SeedLanguage } from './stores.ts';

/**
 * A language's texts, or how to write them for a brand's product noun (when the grammar around it follows the noun) and a
 * store's locale (when a region's grammar or pages differ: Québec's courriel, Brazil's information pages).
 */
type LanguagePackSource = LanguagePack | ((noun: ProductNoun, locale: string) => LanguagePack);

const packs: Readonly<Record<string, LanguagePackSource>> = {
  en: english,
  nl: dutch,
  fr: frenchFor,
  de: german,
  it: italian,
  es: spanishFor,
  pt: (_noun, locale) => portugueseFor(locale),
  da: danish,
  nb: norwegian,
  no: norwegian,
  sv: swedish,
  pl: polish,
};

/**
 * The texts of one of a store's languages, written for the brand's product noun where the language needs it, and read
 * with the words of the store's region (region-respellings.ts).
 */
export function languagePack(language: SeedLanguage): LanguagePack {
  const source = packs[language.code];
  if (!source) throw new Error(`The seed has no texts for language "${language.code}"`);
  const pack = typeof source === 'function' ? source({ singular: language.productSingular, plural: language.productWord }, language.locale) : source;
  const respell = storeCopyRespelling(language.locale);
  return respell ? respelledPack(pack, respell) : pack;
}
