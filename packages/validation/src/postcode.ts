import type { PostcodeRule } from './country-rules.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';

/** The spec words Ireland's messages with the name Eircode; every other country's name comes from its rule. */
const EIRCODE_LABEL = 'Eircode';

/** As the pattern expects it: 'd02  x285 ' becomes 'D02 X285'. */
export function normalizePostcode(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function postcodeRequiredMessage(rule: PostcodeRule): ValidationMessage {
  return rule.label === EIRCODE_LABEL
    ? validationMessage('validation.eircode.required')
    : validationMessage('validation.postcode.required', { label: rule.label });
}

/** Judges a given postcode (already normalised) against the country's pattern. */
export function postcodeIssue(postcode: string, rule: PostcodeRule): ValidationMessage | null {
  if (new RegExp(rule.pattern, 'u').test(postcode)) return null;
  return rule.label === EIRCODE_LABEL
    ? validationMessage('validation.eircode.invalid')
    : validationMessage('validation.postcode.invalid', { label: rule.label });
}
