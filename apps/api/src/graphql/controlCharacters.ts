import { getArgumentValues, type GraphQLResolveInfo } from 'graphql';
import { fieldsOf } from './selection.ts';

/**
 * C0 control characters other than tab, line feed and carriage return, DEL and the C1 controls. No input of the API
 * has a use for them, a NUL cannot even be stored in a Postgres text column (it used to fail deep in a query as a
 * 5000), and the C1 ones (U+0085, U+009B…) would reach e-mails and terminals as line breaks and escape sequences.
 * U+2028/U+2029 are ordinary text here.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The embeddings, overrides and isolates of the bidirectional algorithm (U+202A–U+202E, U+2066–U+2069): in a name or
 * a personal message they make the text shown differ from the text stored ('gnp.exe' shown as 'exe.png'), a
 * spoofing trick in e-mails the shop sends. The shop's languages are written left to right; the marks LRM and RLM,
 * which only hint a direction, stay allowed.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Half of a UTF-16 surrogate pair (JSON's `"\ud800"`): no character at all. Postgres stores text as UTF-8, which
 * cannot hold it, so the driver would silently write U+FFFD in its place and keep something the client never sent.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'The text contains control characters, which are not allowed.';
export const DIRECTION_CONTROL_MESSAGE = 'The text contains characters that change its direction, which are not allowed.';
export const LONE_SURROGATE_MESSAGE = 'The text contains an unpaired UTF-16 surrogate, which is no character and is not allowed.';

/** A string input the API refuses before anything runs: where it is and why. */
export interface TextIssue {
  /** The parameter's path, e.g. `package.personalMessage.text`, `checkout.physicalDeliveries.0.address.postCode`. */
  readonly path: string;
  readonly message: string;
}

function textIssue(text: string, path: string): TextIssue | null {
  if (CONTROL_CHARACTER.test(text)) return { path, message: CONTROL_CHARACTER_MESSAGE };
  if (DIRECTION_CONTROL.test(text)) return { path, message: DIRECTION_CONTROL_MESSAGE };
  if (LONE_SURROGATE.test(text)) return { path, message: LONE_SURROGATE_MESSAGE };
  return null;
}

/** The first string in `value` holding a control character or an unpaired surrogate, with its path, or null. */
export function findControlCharacter(value: unknown, path: string): TextIssue | null {
  if (typeof value === 'string') return textIssue(value, path);
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findControlCharacter(item, path === '' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/** Per execution (its coerced variables object is made once per request): the operation's first offending parameter. */
const operationIssues = new WeakMap<object, TextIssue | null>();

/**
 * The first argument, anywhere in the operation, holding a control character or an unpaired surrogate: every root field's
 * arguments (variables and inline literals alike, as the resolvers would receive them), named as
 * the field's parameters are. Only root fields take arguments in this schema, so this covers every
 * string a resolver can be given. Each root resolver asks before it runs, so an operation with a
 * bad string anywhere runs none of them.
 */
export function operationControlCharacter(info: GraphQLResolveInfo): TextIssue | null {
  const key = info.variableValues as object;
  const cached = operationIssues.get(key);
  if (cached !== undefined) return cached;
  let found: TextIssue | null = null;
  const fields = info.parentType.getFields();
  for (const node of fieldsOf(info.operation.selectionSet, info.fragments)) {
    const definition = fields[node.name.value];
    if (!definition || definition.args.length === 0) continue;
    found = findControlCharacter(getArgumentValues(definition, node, info.variableValues), '');
    if (found !== null) break;
  }
  // Variables the root arguments do not reach (there are none today) are checked too.
  found ??= findControlCharacter(info.variableValues, '');
  operationIssues.set(key, found);
  return found;
}
