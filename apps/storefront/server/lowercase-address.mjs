// @ts-check
import { isNonPagePath } from './non-page-paths.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const PERCENT_ESCAPE = /%[0-9A-Fa-f]{2}/g;

/**
 * Where a page address written with capitals lives: every page path of the shop is lower case (its route tables, the
 * catalogue's slugs, order numbers), while Next matches the route tables regardless of case and the catalogue does not
 * (`/GIFT-CARDS/` showed the list, `/Gift-Cards/Folio-Books/` a 404). Percent escapes (`%C3%A9`) are not letters and
 * stay as they are; so does the query. Null when the address is already as the shop writes it.
 * @param {string | undefined} target
 */
export function lowercaseLocation(target) {
  const raw = target ?? '/';
  const end = raw.search(/[?#]/);
  const path = end < 0 ? raw : raw.slice(0, end);
  if (isNonPagePath(path)) return null;
  if (!/[A-Z]/.test(path.replace(PERCENT_ESCAPE, ''))) return null;
  const lowered = path.split(/(%[0-9A-Fa-f]{2})/).map((part, index) => (index % 2 === 1 ? part : part.toLowerCase())).join('');
  return `${lowered}${end < 0 ? '' : raw.slice(end)}`;
}

/**
 * Sends a GET or HEAD of a page address with capitals to the same address in lower case (308), and says whether it did.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function answerUppercasePath(request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const location = lowercaseLocation(request.url);
  if (location === null) return false;
  response.writeHead(308, { location, 'content-length': '0', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  response.end();
  return true;
}
