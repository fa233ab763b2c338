// @ts-check
/**
 * Next writes the address a page was rendered for into the page's React payload: its root row (`0:{…}`) carries the
 * path and query as `"c"` (the address split at `/`) and the query alone as `"q"`. A page kept in the cache is sent
 * to every later visitor, so without this the first visitor's query (a click id, a campaign tag, an e-mail address
 * a newsletter link carried) would reach everyone who asks for that page until it is rendered again. A cached page
 * reads nothing from the query (its route holds whatever it depends on, filter terms and page number included, in
 * its path), so the query is taken out: the page is stored as if rendered for its path alone, as a page rendered at
 * build time is. In the browser Next takes the address from the location bar, not from these fields.
 */

const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const ROOT_ROW = new RegExp(
  String.raw`(^|\n)(0:\{(?:"P":(?:null|${JSON_STRING}),)?"c":)(\[(?:${JSON_STRING}(?:,${JSON_STRING})*)?\])(,"q":)(${JSON_STRING})`,
);

/**
 * The React payload text (a page's whole payload, or one chunk of it) with the rendered-for query taken out of its
 * root row; anything else, and a payload without such a row, unchanged.
 * @param {string} payload
 */
export function withoutVisitorQuery(payload) {
  return payload.replace(ROOT_ROW, (whole, lineStart, rowStart, addressParts, queryKey, query) => {
    /** @type {unknown} */
    const parts = JSON.parse(addressParts);
    if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return whole;
    const address = parts.join('/');
    const queryStart = address.indexOf('?');
    if (queryStart === -1 && query === '""') return whole;
    const path = queryStart === -1 ? address : address.slice(0, queryStart);
    return `${lineStart}${rowStart}${JSON.stringify(path.split('/'))}${queryKey}""`;
  });
}

/**
 * @param {Buffer | undefined} payload
 * @returns {Buffer | undefined}
 */
export function payloadWithoutVisitorQuery(payload) {
  if (!payload) return payload;
  const text = payload.toString('utf8');
  const cleaned = withoutVisitorQuery(text);
  return cleaned === text ? payload : Buffer.from(cleaned, 'utf8');
}
