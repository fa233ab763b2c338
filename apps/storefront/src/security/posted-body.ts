/**
 * What the shop's pages post. A server action called from a page sends its arguments in React's reply format: a JSON
 * array as text/plain, or, when they hold form data, a multipart form whose field "0" is that array and whose other
 * fields are the form data it names (`$K1` for fields `1_…`). A form posted without JavaScript is a multipart or
 * URL-encoded form, which Next reads as a server action too. Next answers any body it cannot decode with a 500 and logs
 * its stack; these checks let the proxy answer such a body, which no page sends, with a 400 before Next reads it.
 */

/**
 * The references a reply of the shop's actions may hold: an escaped dollar, `undefined` and the non-finite numbers.
 * Every other reference names another part of the reply (a chunk, a map, a promise, a stream, a server reference…)
 * or a type the actions never take, and React fails the whole request on one it cannot resolve.
 */
const VALUE_REFERENCE = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$)/;
/** Form data carried by a multipart reply, in fields named after its hexadecimal id. */
const FORM_DATA_REFERENCE = /^\$K[0-9a-f]+$/;
/** The actions take flat values and small records; React revives a reply recursively, so nesting is bounded here. */
const MAX_DEPTH = 32;

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

function isActionArguments(json: string, withFormData: boolean): boolean {
  let root: unknown;
  try {
    root = JSON.parse(json);
  } catch {
    return false;
  }
  if (!Array.isArray(root)) return false;
  const pending: { readonly value: unknown; readonly depth: number }[] = [{ value: root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.startsWith('$') && !VALUE_REFERENCE.test(value) && !(withFormData && FORM_DATA_REFERENCE.test(value))) return false;
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_DEPTH) return false;
      for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
    }
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
 * Whether a POST's body can be read as what it claims to be: a server action's arguments (the `next-action` header) or a
 * posted form. Other posts are not decoded by Next and pass.
 */
export async function isReadablePost(request: Request): Promise<boolean> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const callsAction = request.headers.has('next-action');
  if (FORM_TYPES.has(type)) {
    const form = await formOf(request);
    if (!form) return false;
    if (!callsAction) return true;
    const root = form.get('0');
    return typeof root === 'string' && isActionArguments(root, true);
  }
  if (!callsAction) return true;
  return type === 'text/plain' && isActionArguments(await request.text(), false);
}
