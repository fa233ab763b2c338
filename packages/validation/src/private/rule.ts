import * as z from 'zod/mini';
import { validationMessage, type PlainMessageId, type ValidationMessage } from '../messages.ts';

/** A rule judges one value and names the first thing wrong with it, or nothing. */
export type Rule<T> = (value: T) => ValidationMessage | null;

/**
 * A rule as a zod check. The issue's message is the message id and its params the values, so forms (which read
 * only `message`) show the id and `validationErrors` gives the API both. `path` puts a rule over several fields
 * on the field the customer should change.
 */
export function ruleCheck<T>(rule: Rule<T>, path?: readonly (string | number)[]) {
  return z.superRefine<T>((value, context) => {
    const message = rule(value);
    if (!message) return;
    context.addIssue({ code: 'custom', message: message.id, params: message.values, input: value, ...(path && { path: [...path] }) });
  });
}

/** Trimmed text that must be there (`requiredId` otherwise) and, when there, pass `rule`. */
export function requiredText(requiredId: PlainMessageId, rule?: Rule<string>) {
  return z.string({ error: requiredId }).check(
    z.trim(),
    ruleCheck((text: string) => (text === '' ? validationMessage(requiredId) : (rule?.(text) ?? null))),
  );
}

/**
 * Optional text as forms (empty string) and GraphQL (null or absent) send it, as trimmed text or null; `rule`
 * judges only text that is there.
 */
export function optionalText(rule?: Rule<string>) {
  const text = z.pipe(
    z.optional(z.nullable(z.string({ error: 'validation.value.invalid' }))),
    z.transform((value) => value?.trim() || null),
  );
  return z.pipe(text, z.nullable(z.string().check(ruleCheck((value: string) => rule?.(value) ?? null))));
}
