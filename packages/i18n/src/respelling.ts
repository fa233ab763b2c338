/**
 * How a region's texts are written from its language's: a list of words and phrases it writes otherwise, applied to a
 * whole text in one pass (the storefront's North American catalogs, the seeded store copy of a region).
 */

/** A word or phrase, in lower case, and what a region writes instead; the case of each word is kept ('Garden Centre'). */
export type Respelling = readonly [written: string, regional: string];

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'Centre' is capitalised; 'VAT', an abbreviation, is not a capitalised word ('carry no VAT' → 'carry no sales tax'). */
const isCapitalised = (word: string) => word.charAt(0) !== word.charAt(0).toLowerCase() && (word.length === 1 || word !== word.toUpperCase());
const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** `regional` with each word capitalised where the word at its place in `match` is ('Sport & Outdoor' → 'Sports & Outdoors'). */
function inCaseOf(match: string, regional: string): string {
  const matchWords = match.split(' ');
  return regional
    .split(' ')
    .map((word, index) => (isCapitalised(matchWords[Math.min(index, matchWords.length - 1)] ?? '') ? capitalised(word) : word))
    .join(' ');
}

/**
 * One pass over a text for a region's whole list: whole words only (a hyphenated compound is one word: 'quinta' is not
 * 'quinta-feira'), the longest phrase first, a plural 's' kept.
 */
export function respeller(respellings: readonly Respelling[]): (text: string) => string {
  const byWritten = new Map(respellings);
  const alternatives = [...byWritten.keys()].sort((a, b) => b.length - a.length).map(escapeForPattern);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])(${alternatives.join('|')})(s?)(?![\\p{L}\\p{N}-])`, 'giu');
  return (text) =>
    text.replace(pattern, (match: string, written: string, plural: string) => {
      const regional = byWritten.get(written.toLowerCase());
      return regional === undefined ? match : `${inCaseOf(written, regional)}${plural}`;
    });
}
