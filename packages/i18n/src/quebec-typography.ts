/**
 * Québec French sets "?", "!" and ";" right after the word, where France puts a (narrow no-break) space before them
 * ("Gagné!", "Une question?"); the space before ":" stays in both.
 */
export function quebecTypography(message: string): string {
  return message.replace(/[ \u00a0\u202f]+([?!;])/g, '$1');
}
