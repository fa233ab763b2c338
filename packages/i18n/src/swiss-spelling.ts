/** Swiss Standard German has no "ß": it writes "ss" (Strasse, Grüsse, schliessen). */
export function swissSpelling(message: string): string {
  return message.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS');
}
