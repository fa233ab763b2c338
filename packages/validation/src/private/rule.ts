import * as z from 'zod/mini';
import { validationMessage, type PlainMessageId, type ValidationMessage } from '../messages.ts';

/** A rule judges one value and names the first thing wrong with it, or nothing. */
export type Rule<T> = (value: T) => ValidationMessage | null;

/**
 * A rule as a zod check. The issue's message is the message id and its params the values, so forms (which read
 * only `message`) show the id and `validationErrors` gives the API both. `path` puts a rule over several fields
 * on the field the customer should change.
 */
export function ruleCheck<T>(rule: Rule<T>, path?: readonly (string | number)[], options: RuleCheckOptions<T> = {}) {
  const { judgeable } = options;
  return z.superRefine<T>(
    (value, context) => {
      const message = rule(value);
      if (!message) return;
      context.addIssue({ code: 'custom', message: message.id, params: message.values, input: value, ...(path && { path: [...path] }) });
    },
    // Zod skips a check once another part of the value failed; a rule that can judge what it reads anyway says so.
    judgeable ? { when: (payload) => judgeable(payload.value) } : undefined,
  );
}

export interface RuleCheckOptions<T> {
  /** Whether the rule can judge a value that failed elsewhere (it reads only parts that are there and well formed). */
  readonly judgeable?: (value: unknown) => value is T;
}

/** A character someone can see: not white space and not one of the invisible ones (U+200B zero width space, U+200D, U+3164, …). */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;

/** Whether text shows nothing: empty, blank, or only invisible characters, which trimming leaves in place. */
export function isBlank(text: string): boolean {
  return !VISIBLE.test(text);
}

/** Trimmed text that must be there, with something to see (`requiredId` otherwise), and, when there, pass `rule`. */
export function requiredText(requiredId: PlainMessageId, rule?: Rule<string>) {
  return z.string({ error: requiredId }).check(
    z.trim(),
    ruleCheck((text: string) => (isBlank(text) ? validationMessage(requiredId) : (rule?.(text) ?? null))),
  );
}

/**
 * Optional text as forms (empty string) and GraphQL (null or absent) send it, as trimmed text or null (also for text
 * that shows nothing); `rule` judges only text that is there.
 */
export function optionalText(rule?: Rule<string>) {
  const text = z.pipe(
    z.optional(z.nullable(z.string({ error: 'validation.value.invalid' }))),
    z.transform((value) => (value === null || value === undefined || isBlank(value) ? null : value.trim())),
  );
  return z.pipe(text, z.nullable(z.string().check(ruleCheck((value: string) => rule?.(value) ?? null))));
}
