import { LANGUAGE_CODES, type LanguageCode } from '@shop/brand-config';
import type { CheckoutStepId } from './field-errors.ts';

/*
 * The checkout's step lives in the address (`/checkout/?step=shipping`, GCSNL `/bestellen/?stap=verzending`), so a
 * reload and the browser's Back and Forward keep it. The first step has no parameter: the basket's link to the checkout
 * is already its address. The parameter and its values are words of the page's language, as its paths are.
 */

type LaterStep = Exclude<CheckoutStepId, 'yourData'>;

interface StepWords {
  readonly parameter: string;
  readonly steps: Readonly<Record<LaterStep, string>>;
}

const STEP_WORDS = {
  en: { parameter: 'step', steps: { shipping: 'shipping', payment: 'payment' } },
  nl: { parameter: 'stap', steps: { shipping: 'verzending', payment: 'betaling' } },
  fr: { parameter: 'etape', steps: { shipping: 'livraison', payment: 'paiement' } },
  de: { parameter: 'schritt', steps: { shipping: 'versand', payment: 'zahlung' } },
  it: { parameter: 'passaggio', steps: { shipping: 'spedizione', payment: 'pagamento' } },
  es: { parameter: 'paso', steps: { shipping: 'envio', payment: 'pago' } },
  pt: { parameter: 'passo', steps: { shipping: 'envio', payment: 'pagamento' } },
  da: { parameter: 'trin', steps: { shipping: 'levering', payment: 'betaling' } },
  nb: { parameter: 'steg', steps: { shipping: 'levering', payment: 'betaling' } },
  pl: { parameter: 'krok', steps: { shipping: 'dostawa', payment: 'platnosc' } },
  sv: { parameter: 'steg', steps: { shipping: 'leverans', payment: 'betalning' } },
} as const satisfies Record<LanguageCode, StepWords>;

/** English: the words of every language, and understood in every language (links written before the others). */
const ENGLISH: StepWords = STEP_WORDS.en;
const LATER_STEPS = Object.keys(ENGLISH.steps) as LaterStep[];

/** Every name the step's parameter has, in any language. */
export const STEP_PARAMETERS: readonly string[] = [...new Set(Object.values(STEP_WORDS).map((words) => words.parameter))];

const isLanguageCode = (lang: string): lang is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(lang);
const wordsOf = (lang: string): StepWords => (isLanguageCode(lang) ? STEP_WORDS[lang] : ENGLISH);

/** The step named by `value` in the language's words, or in English; a missing or unknown value is the first step. */
function stepNamed(value: string | null, words: StepWords): CheckoutStepId {
  return LATER_STEPS.find((step) => words.steps[step] === value) ?? LATER_STEPS.find((step) => ENGLISH.steps[step] === value) ?? 'yourData';
}

/** The step a query asks for in `lang`'s pages: its own parameter first, then the English one. */
export function stepInQuery(valueOf: (parameter: string) => string | null, lang: string): CheckoutStepId {
  const words = wordsOf(lang);
  return stepNamed(valueOf(words.parameter) ?? valueOf(ENGLISH.parameter), words);
}

/** The step an address asks for (see stepInQuery). */
export function stepInSearch(search: string, lang: string): CheckoutStepId {
  const params = new URLSearchParams(search);
  return stepInQuery((parameter) => params.get(parameter), lang);
}

/** The query string for a step in `lang`'s words, keeping every other parameter of `search`. */
export function searchForStep(search: string, step: CheckoutStepId, lang: string): string {
  const words = wordsOf(lang);
  const params = new URLSearchParams(search);
  params.delete(ENGLISH.parameter);
  if (step === 'yourData') params.delete(words.parameter);
  else params.set(words.parameter, words.steps[step]);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
