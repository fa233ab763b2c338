import type { ProductNoun } from './language-pack.ts';

type Gender = 'masculine' | 'feminine';

/**
 * The gender of the word a product noun is built on ('chèque' in 'chèque-cadeau'). Brand files do not state it, so a
 * word missing here is refused rather than guessed: a new brand word gets its grammar decided before it is seeded.
 * The articles below assume a word starting with a consonant; one starting with a vowel would need l' and cet.
 */
const HEAD_WORD_GENDERS: Readonly<Record<string, Gender>> = {
  chèque: 'masculine',
  carte: 'feminine',
};

/** The brand's product noun with the articles French puts before it and the agreement of what refers to it. */
export interface FrenchProductNoun {
  /** 'chèque-cadeau', 'carte-cadeau'. */
  readonly singular: string;
  /** 'chèques-cadeaux', 'cartes-cadeaux'. */
  readonly plural: string;
  /** 'un chèque-cadeau', 'une carte-cadeau'. */
  readonly a: string;
  /** 'le chèque-cadeau', 'la carte-cadeau'. */
  readonly the: string;
  /** 'ce chèque-cadeau', 'cette carte-cadeau'. */
  readonly this: string;
  /** The form of a word that refers to the noun, for its gender: `agree('utilisé', 'utilisée')`, `agree('il', 'elle')`. */
  readonly agree: (masculine: string, feminine: string) => string;
}

export function frenchProductNoun({ singular, plural }: ProductNoun): FrenchProductNoun {
  const isFeminine = genderOf(singular) === 'feminine';
  const agree = (masculine: string, feminine: string) => (isFeminine ? feminine : masculine);
  return {
    singular,
    plural,
    a: `${agree('un', 'une')} ${singular}`,
    the: `${agree('le', 'la')} ${singular}`,
    this: `${agree('ce', 'cette')} ${singular}`,
    agree,
  };
}

/** 'chèque-cadeau' and 'chèque cadeau' are built on 'chèque'. */
function genderOf(singular: string): Gender {
  const headWord = singular.split(/[\s-]/)[0]?.toLowerCase() ?? '';
  const gender = HEAD_WORD_GENDERS[headWord];
  if (!gender) {
    throw new Error(
      `The French copy does not know the gender of "${headWord}", the head word of the product noun "${singular}": ` +
        `add it to the head words in copy-fr-noun.ts`,
    );
  }
  return gender;
}
