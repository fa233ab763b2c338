/** A text as it starts a sentence or a title, in any language: 'un chèque-cadeau' → 'Un chèque-cadeau'. */
export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
