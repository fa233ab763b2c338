import { danish } from './languages-da.ts';
import { german } from './languages-de.ts';
import { dutch, english } from './languages-en-nl.ts';
import { spanish } from './languages-es.ts';
import { french } from './languages-fr.ts';
import { italian } from './languages-it.ts';
import { norwegian } from './languages-nb.ts';
import { polish } from './languages-pl.ts';
import { portuguese } from './languages-pt.ts';
import { swedish } from './languages-sv.ts';
import type { LanguagePack } from './language-pack.ts';

const packs: Readonly<Record<string, LanguagePack>> = {
  en: english,
  nl: dutch,
  fr: french,
  de: german,
  it: italian,
  es: spanish,
  pt: portuguese,
  da: danish,
  nb: norwegian,
  no: norwegian,
  sv: swedish,
  pl: polish,
};

export function languagePack(language: string): LanguagePack {
  const pack = packs[language];
  if (!pack) throw new Error(`The seed has no texts for language "${language}"`);
  return pack;
}
