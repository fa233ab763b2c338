import { z } from 'zod';

/**
 * Settings read from the environment once, at start, and checked together: every problem is one line naming the
 * variable, what it must be and (masked) what it was, so a typo never surfaces later as a stack trace.
 * An empty variable counts as unset.
 */

/** Environment variables by name (`process.env`, or a test's own). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** A predicate on a variable's (non-empty) value. */
export type Check = (value: string) => boolean;

const MAX_SHOWN = 80;

/** A value as it may appear in a message: URL passwords and key=value secrets masked, long values cut. */
export function maskValue(value: string): string {
  let shown = value
    .replace(/(\/\/[^/?#@\s]*?:)[^/?#@\s]*@/, '$1***@')
    .replace(/^([^:/@\s]+:)[^/?#@\s]*@/, '$1***@')
    .replace(/((?:password|passwd|pass|pwd|secret|key|token)=)[^&#\s]*/gi, '$1***');
  if (shown.length > MAX_SHOWN) shown = `${shown.slice(0, MAX_SHOWN - 1)}…`;
  return JSON.stringify(shown);
}

/** A secret as it may appear in a message: its length only. */
function maskSecret(value: string): string {
  return `a value of ${value.length} characters`;
}

/**
 * An optional variable: unset or empty reads as `undefined`; any other value must pass `check`, else the problem
 * is `<name> must be <requirement>, got <value>` (a `secret` shows only its length).
 */
export function optionalVariable(name: string, requirement: string, check: Check, options: { readonly secret?: boolean } = {}) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        if (value !== undefined && !check(value)) {
          ctx.addIssue({ code: 'custom', message: `${name} must be ${requirement}, got ${options.secret ? maskSecret(value) : maskValue(value)}` });
        }
      }),
  );
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An absolute URL with a host and one of `protocols` (`'https:'`, …). */
export const urlWith =
  (...protocols: readonly string[]): Check =>
  (value) => {
    const url = parsedUrl(value);
    return url !== null && protocols.includes(url.protocol) && url.hostname !== '';
  };

/** A port to listen on: 0 (any free one) to 65535. */
export const isPort: Check = (value) => /^\d{1,5}$/.test(value) && Number(value) <= 65_535;

/** An http(s) origin such as https://shop.example.com: no path, query, fragment or user. */
export const isOrigin: Check = (value) => {
  const url = parsedUrl(value);
  return urlWith('http:', 'https:')(value) && url!.pathname === '/' && !/[?#]/.test(value) && !url!.username;
};

/** A host name or IP address to listen on. */
export const isHost: Check = (value) => /^[\w.:-]+$/.test(value);

/** One line without spaces (keys, secrets). */
export const isToken: Check = (value) => /^\S+$/.test(value);

export const wholeNumber =
  (min: number, max: number): Check =>
  (value) =>
    /^\d{1,15}$/.test(value) && Number(value) >= min && Number(value) <= max;

/** A decimal number above 0 and at most `max` (fractions allowed). */
export const positiveNumber =
  (max: number): Check =>
  (value) =>
    /^\d+(\.\d+)?$/.test(value) && Number(value) > 0 && Number(value) <= max;

export const oneOf =
  (...values: readonly string[]): Check =>
  (value) =>
    values.includes(value);

export type EnvironmentCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: readonly string[] };

/** Checks `env` against `schema`: its parsed variables, or every problem found (one line each). */
export function checkEnvironment<Schema extends z.ZodType>(schema: Schema, env: Environment): EnvironmentCheck<z.output<Schema>> {
  const result = schema.safeParse(env);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => issue.message) };
}

export class InvalidEnvironmentError extends Error {
  override readonly name = 'InvalidEnvironmentError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

/** For a program's start: prints each problem as one line (with `prefix`) to stderr and exits 1, no stack trace. */
export function exitOnInvalidEnvironment(problems: readonly string[], prefix = ''): never {
  for (const problem of problems) console.error(`${prefix}${problem}`);
  process.exit(1);
}
