/** The text with its first letter in upper case, as the locale writes it ('gift cards' → 'Gift cards'). */
export function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
