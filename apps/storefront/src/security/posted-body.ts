/**
 * What the shop's pages post. A server action called from a page sends its arguments in React's reply format: a JSON
 * array as text/plain, or, when they hold form data, a multipart form whose field "0" is that array and whose other
 * fields are the form data it names (`$K1` for the fields `_1_…`). A form posted without JavaScript is a multipart or
 * URL-encoded form, which Next reads as a server action too: its hidden fields `$ACTION_<n>:0` (`{"id":…,"bound":"$@1"}`)
 * and `$ACTION_<n>:1` (the arguments bound to the action) are a reply of their own. Next answers any body it cannot
 * decode with a 500 and logs its stack; these checks let the proxy answer such a body, which no page sends, with a 400
 * before Next reads it.
 */

/**
 * The references a reply of the shop's actions may hold: an escaped dollar, `undefined` and the non-finite numbers.
 * Every other reference names another part of the reply (a chunk, a map, a promise, a stream, a server reference…)
 * or a type the actions never take, and React fails the whole request on one it cannot resolve.
 */
const VALUE_REFERENCE = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$)/;
/** An object passed twice is sent once, then as its path from the part that holds the arguments (`$0:1:address`). */
const PATH_REFERENCE = /^\$([0-9a-f]+)((?::[^:]+)*)$/;
/** Form data carried by a multipart reply, in fields named after its hexadecimal id. */
const FORM_DATA_REFERENCE = /^\$K[0-9a-f]+$/;
/** The actions take flat values and small records; React revives a reply recursively, so nesting is bounded here. */
const MAX_DEPTH = 32;

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);
/**
 * An action's id as Next writes it: 42 hexadecimal digits. Next logs any other id with a stack trace before refusing
 * it, so a client could fill the log with made-up ones.
 */
const ACTION_ID = /^[0-9a-f]{42}$/i;

function parseJson(json: string): { readonly value: unknown } | undefined {
  try {
    return { value: JSON.parse(json) };
  } catch {
    return undefined;
  }
}

/** Whether `path` (`:1:address`) leads from the arguments to an object of their own, as React requires of it. */
function isPathInArguments(root: unknown, path: string): boolean {
  let target = root;
  for (const key of path.split(':').slice(1)) {
    if (typeof target !== 'object' || target === null || !Object.hasOwn(target, key)) return false;
    target = (target as Record<string, unknown>)[key];
  }
  return typeof target === 'object' && target !== null;
}

/** A reply's arguments: which part of the reply holds them, and whether it carries form data. */
interface ArgumentsPart {
  readonly part: number;
  readonly withFormData: boolean;
}

function isValueReference(root: unknown, text: string, { part, withFormData }: ArgumentsPart): boolean {
  if (VALUE_REFERENCE.test(text) || (withFormData && FORM_DATA_REFERENCE.test(text))) return true;
  const [, partId, path] = PATH_REFERENCE.exec(text) ?? [];
  return partId !== undefined && path !== undefined && Number.parseInt(partId, 16) === part && isPathInArguments(root, path);
}

function holdsOnlyValues(root: unknown, argumentsPart: ArgumentsPart): boolean {
  const pending: { readonly value: unknown; readonly depth: number }[] = [{ value: root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.startsWith('$') && !isValueReference(root, value, argumentsPart)) return false;
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_DEPTH) return false;
      for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
    }
  }
  return true;
}

function isActionArguments(json: string, argumentsPart: ArgumentsPart): boolean {
  const parsed = parseJson(json);
  return parsed !== undefined && Array.isArray(parsed.value) && holdsOnlyValues(parsed.value, argumentsPart);
}

/** `$ACTION_<n>:0`: the action's id and where its bound arguments are (part 1), exactly as Next writes it. */
function isActionReference(json: string): boolean {
  const parsed = parseJson(json)?.value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  const { id, bound, ...rest } = parsed as Record<string, unknown>;
  return Object.keys(rest).length === 0 && typeof id === 'string' && ACTION_ID.test(id) && (bound === null || bound === '$@1');
}

const ACTION_PART = /^\$ACTION_\d+:(\d+)$/;
/** A form's action without bound arguments, named by a field `$ACTION_ID_<id>`. */
const ACTION_ID_FIELD = '$ACTION_ID_';

/**
 * The parts of the action a form posted without JavaScript names: its id, or its reference, then the arguments bound to
 * it.
 */
function isFormsActionReadable(form: FormData): boolean {
  for (const [name, value] of form) {
    if (name.startsWith(ACTION_ID_FIELD) && !ACTION_ID.test(name.slice(ACTION_ID_FIELD.length))) return false;
    const part = ACTION_PART.exec(name)?.[1];
    if (part === undefined) continue;
    if (typeof value !== 'string') return false;
    if (!(part === '0' ? isActionReference(value) : isActionArguments(value, { part: Number(part), withFormData: false }))) return false;
  }
  return true;
}

async function formOf(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

/**
 * Whether a POST's body can be read as what it claims to be: a server action's arguments (the `next-action` header,
 * naming an id of the form Next writes) or a posted form. Other posts are not decoded by Next and pass.
 */
export async function isReadablePost(request: Request): Promise<boolean> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const actionId = request.headers.get('next-action');
  const callsAction = actionId !== null;
  if (callsAction && !ACTION_ID.test(actionId)) return false;
  if (FORM_TYPES.has(type)) {
    const form = await formOf(request);
    if (!form) return false;
    if (!callsAction) return isFormsActionReadable(form);
    const root = form.get('0');
    return typeof root === 'string' && isActionArguments(root, { part: 0, withFormData: true });
  }
  if (!callsAction) return true;
  return type === 'text/plain' && isActionArguments(await request.text(), { part: 0, withFormData: false });
}
