// @ts-check
/**
 * Rewrites the inline scripts that hand React a page's payload, `self.__next_f.push([1,"…"])`, with the payload as a
 * single-quoted string literal instead of a double-quoted one. The payload is JSON, so Next's double-quoted literal
 * escapes every quote in it (`\"`): about 5,700 backslashes on the home page, a tenth of its HTML. In single quotes a
 * `"` needs no escape; only backslashes, single quotes, line breaks and `<` (so no `</script>` or `<!--` can appear)
 * are escaped. The string each script pushes is the same, character for character.
 *
 * Only scripts of exactly that shape are touched; anything else (other pushes, JSON-LD, a script with a `src`) is
 * left as it is.
 */

const PAYLOAD_SCRIPT = /(<script\b[^>]*>self\.__next_f\.push\(\[1,)("(?:[^"\\]|\\.)*")(\]\)<\/script>)/g;

/** @type {Readonly<Record<string, string>>} */
const NAMED_ESCAPES = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '<': '\\x3c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const NEEDS_ESCAPE = /[\\'<\u0000-\u001f\u2028\u2029]/g;

/** @param {string} character */
const escapeCharacter = (character) => NAMED_ESCAPES[character] ?? `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * A JavaScript string literal in single quotes that evaluates to `text`, safe inside an HTML script element.
 * @param {string} text
 */
export function singleQuotedLiteral(text) {
  return `'${text.replace(NEEDS_ESCAPE, escapeCharacter)}'`;
}

/**
 * @param {string} literal a double-quoted literal as Next writes it (JSON, with `<`, `>`, `&` as \u escapes)
 * @param {(chunk: string) => string} rewrite
 * @returns {string | undefined} the string `rewrite` makes of it, in single quotes, or nothing when it is not plain JSON
 */
function requoted(literal, rewrite) {
  try {
    const text = JSON.parse(literal);
    return typeof text === 'string' ? singleQuotedLiteral(rewrite(text)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {string} html
 * @param {(chunk: string) => string} [rewrite] applied to each pushed chunk of the payload on the way (the chunk as
 *   React reads it, not as the script writes it)
 */
export function compactReactPayload(html, rewrite = (chunk) => chunk) {
  return html.replace(PAYLOAD_SCRIPT, (whole, start, literal, end) => {
    const shorter = requoted(literal, rewrite);
    return shorter === undefined ? whole : `${start}${shorter}${end}`;
  });
}
