import type { PostcodeRule } from './country-rules.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';

/** The spec words Ireland's messages with the name Eircode; every other country's name comes from its rule. */
const EIRCODE_LABEL = 'Eircode';

/** As the pattern expects it: 'd02  x285 ' becomes 'D02 X285'. */
export function normalizePostcode(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

const matchesPattern = (postcode: string, rule: PostcodeRule) => new RegExp(rule.pattern, 'u').test(postcode);

/**
 * The postcode as the country writes it, where the separator may be left out: 'D02X285' becomes 'D02 X285',
 * '1012AB' '1012 AB', '01310100' '01310-100'. The separator goes where the rule's example has it, counted from the
 * end (the UK's inward code is always three characters); a postcode the country's pattern would then refuse is kept.
 */
export function canonicalPostcode(postcode: string, rule: PostcodeRule): string {
  const example = /^[0-9A-Z]+([ -])([0-9A-Z]+)$/.exec(rule.example.toUpperCase());
  if (!example) return postcode;
  const [, separator = ' ', tail = ''] = example;
  if (postcode.includes(separator) || postcode.length <= tail.length) return postcode;
  const written = `${postcode.slice(0, -tail.length)}${separator}${postcode.slice(-tail.length)}`;
  return matchesPattern(written, rule) ? written : postcode;
}

export function postcodeRequiredMessage(rule: PostcodeRule): ValidationMessage {
  return rule.label === EIRCODE_LABEL
    ? validationMessage('validation.eircode.required')
    : validationMessage('validation.postcode.required', { label: rule.label });
}

/** Judges a given postcode (already normalised) against the country's pattern. */
export function postcodeIssue(postcode: string, rule: PostcodeRule): ValidationMessage | null {
  if (matchesPattern(postcode, rule)) return null;
  return rule.label === EIRCODE_LABEL
    ? validationMessage('validation.eircode.invalid')
    : validationMessage('validation.postcode.invalid', { label: rule.label });
}
