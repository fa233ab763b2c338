import { z } from 'zod';
import { defaultLanguageOf, type StoreChoice } from './countries.ts';

export interface LanguageFormMessages {
  readonly countryRequired: string;
  readonly languageRequired: string;
  readonly currencyRequired: string;
}

/**
 * Spec §4/§5 language form: country, language and the (read-only) currency are required, and the
 * language must be one the chosen country's store offers.
 */
export function languageFormSchema(choices: readonly StoreChoice[], messages: LanguageFormMessages) {
  return z
    .object({
      country: z.string().min(1, messages.countryRequired),
      language: z.string().min(1, messages.languageRequired),
      currency: z.string().min(1, messages.currencyRequired),
    })
    .superRefine((values, context) => {
      const choice = choices.find((candidate) => candidate.country === values.country);
      if (!choice) {
        context.addIssue({ code: 'custom', path: ['country'], message: messages.countryRequired });
        return;
      }
      if (values.language !== '' && !choice.languages.some((language) => language.code === values.language)) {
        context.addIssue({ code: 'custom', path: ['language'], message: messages.languageRequired });
      }
    });
}

export type LanguageFormValues = z.infer<ReturnType<typeof languageFormSchema>>;

/** Choosing a country resets the language to that country's default (or first) and the currency follows. */
export function valuesForCountry(choice: StoreChoice): LanguageFormValues {
  return { country: choice.country, language: defaultLanguageOf(choice) ?? '', currency: choice.currency };
}
