/** A text as it starts a sentence or a title, in any language: 'un chèque-cadeau' → 'Un chèque-cadeau'. */
export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * One full stop where a sentence ends in a name that ends in one ('run by CadeauBon Canada Inc..' → '… Inc.'); an
 * ellipsis stays as it is.
 */
export function oneFullStop(text: string): string {
  return text.replace(/(?<!\.)\.\.(?=\s|$)/g, '.');
}
