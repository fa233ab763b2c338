import type { LanguageCode } from '@shop/brand-config';
import { currentBrand } from '../brand/current-brand.ts';

export interface ProductWord {
  readonly singular: string;
  readonly plural: string;
}

/**
 * The brand's word for what it sells in a language ('gift cards', 'cadeaubonnen'), for the `{product}` argument of
 * messages. Every language the brand offers has one (the brand validation guarantees it).
 */
export function productWord(lang: string, brand = currentBrand): ProductWord {
  const noun = brand.productNoun[lang as LanguageCode];
  if (!noun) throw new Error(`${brand.code} has no product word for language "${lang}"`);
  return { singular: noun.singular, plural: noun.plural };
}
