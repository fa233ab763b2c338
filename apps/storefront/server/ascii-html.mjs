// @ts-check
/**
 * Rewrites every non-ASCII character of an HTML document as an escape that its context decodes back to the same
 * character: `\uXXXX` inside scripts (string literals, JSON), a six-digit CSS escape inside style sheets, a numeric
 * character reference everywhere else (text, attribute values, titles). The page reads and behaves the same.
 *
 * Why: Next.js keeps a cached page as a JavaScript string and encodes it to UTF-8 on every response. One character
 * beyond Latin-1 (a euro sign, a dash, curly quotes) makes V8 store the whole page two bytes per character and
 * encode it the slow way, which halves the requests a cached page can serve; an ASCII page is sent as it is stored.
 *
 * It assumes markup as React writes it: `>` inside attribute values is escaped, and scripts never escape a
 * non-ASCII character with a lone backslash (JSON.stringify never does).
 */

const NON_ASCII = /[^\x00-\x7f]/u;
const NON_ASCII_CHARACTERS = /[^\x00-\x7f]/gu;
const RAW_TEXT_ELEMENT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;

/** @param {string} character one code point */
const codePoint = (character) => /** @type {number} */ (character.codePointAt(0));

/** @param {string} character */
const characterReference = (character) => `&#x${codePoint(character).toString(16)};`;

/** @param {string} character one code point, so one or two UTF-16 code units */
const scriptEscape = (character) =>
  Array.from({ length: character.length }, (_, index) => `\\u${character.charCodeAt(index).toString(16).padStart(4, '0')}`).join('');

/** Six hex digits need no terminating space, so the next character can never be read as part of the escape. */
/** @param {string} character */
const cssEscape = (character) => `\\${codePoint(character).toString(16).padStart(6, '0')}`;

/**
 * @param {string} text
 * @param {(character: string) => string} escape
 */
const escapeNonAscii = (text, escape) => (NON_ASCII.test(text) ? text.replace(NON_ASCII_CHARACTERS, escape) : text);

/**
 * Pieces sliced from a two-byte string stay two-byte in V8 even when they hold only ASCII, and so does a string
 * joined from them; copying through a Latin-1 buffer gives the one-byte string that is sent without re-encoding.
 * @param {string} ascii
 */
const oneByteString = (ascii) => Buffer.from(ascii, 'latin1').toString('latin1');

/** @param {string} html */
export function asciiHtml(html) {
  if (!NON_ASCII.test(html)) return html;
  let result = '';
  let markupStart = 0;
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    const [whole, openTag = '', tagName = '', content = '', closeTag = ''] = match;
    const index = match.index;
    result += escapeNonAscii(html.slice(markupStart, index), characterReference);
    result += escapeNonAscii(openTag, characterReference);
    result += escapeNonAscii(content, tagName.toLowerCase() === 'script' ? scriptEscape : cssEscape);
    result += closeTag;
    markupStart = index + whole.length;
  }
  return oneByteString(result + escapeNonAscii(html.slice(markupStart), characterReference));
}

