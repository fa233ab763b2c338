/**
 * The time zone dates in a store's e-mails are read in. Brand configs carry a country, not a zone; countries
 * spanning several zones use the one most of their customers live in.
 */
const TIME_ZONES: Readonly<Record<string, string>> = {
  AE: 'Asia/Dubai', AT: 'Europe/Vienna', AU: 'Australia/Sydney', BE: 'Europe/Brussels', BR: 'America/Sao_Paulo',
  CA: 'America/Toronto', CH: 'Europe/Zurich', DE: 'Europe/Berlin', DK: 'Europe/Copenhagen', ES: 'Europe/Madrid',
  FR: 'Europe/Paris', GB: 'Europe/London', IE: 'Europe/Dublin', IT: 'Europe/Rome', MX: 'America/Mexico_City',
  NL: 'Europe/Amsterdam', NO: 'Europe/Oslo', NZ: 'Pacific/Auckland', PL: 'Europe/Warsaw', PT: 'Europe/Lisbon',
  SE: 'Europe/Stockholm', US: 'America/New_York',
};

export function storeTimeZone(country: string): string {
  return TIME_ZONES[country.toUpperCase()] ?? 'UTC';
}
