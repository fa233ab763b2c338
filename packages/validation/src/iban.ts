/** `IE29 AIBK 9311 5212 3456 78`: IBANs are read and typed in groups of four, wherever the shop shows one. */
export function groupedIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
