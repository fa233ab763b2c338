/**
 * The time zone the shop's dispatch clock runs in, per store country. Countries spanning several zones use the
 * zone of their fulfilment centre's capital.
 */
const STORE_TIME_ZONES: Readonly<Record<string, string>> = {
  AE: 'Asia/Dubai', AT: 'Europe/Vienna', AU: 'Australia/Sydney', BE: 'Europe/Brussels', BR: 'America/Sao_Paulo',
  CA: 'America/Toronto', CH: 'Europe/Zurich', DE: 'Europe/Berlin', DK: 'Europe/Copenhagen', ES: 'Europe/Madrid',
  FR: 'Europe/Paris', GB: 'Europe/London', IE: 'Europe/Dublin', IT: 'Europe/Rome', MX: 'America/Mexico_City',
  NL: 'Europe/Amsterdam', NO: 'Europe/Oslo', NZ: 'Pacific/Auckland', PL: 'Europe/Warsaw', PT: 'Europe/Lisbon',
  SE: 'Europe/Stockholm', US: 'America/New_York',
};

export function storeTimeZone(country: string): string {
  const zone = Object.hasOwn(STORE_TIME_ZONES, country) ? STORE_TIME_ZONES[country] : undefined;
  if (!zone) throw new Error(`No store time zone is known for country ${country}`);
  return zone;
}
