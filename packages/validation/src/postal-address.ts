/** Countries that write the house number before the street: '12 Grafton Street', '12 rue de Rivoli'. */
const NUMBER_BEFORE_STREET: ReadonlySet<string> = new Set(['IE', 'GB', 'UK', 'US', 'CA', 'AU', 'NZ', 'AE', 'FR']);
/** Countries that write the postcode after the town: 'Dublin D02 X285', 'London SW1A 1AA'. */
const POSTCODE_AFTER_TOWN: ReadonlySet<string> = new Set(['IE', 'GB', 'UK', 'US', 'CA', 'AU', 'NZ', 'AE']);

export interface StreetAddress {
  readonly street: string;
  readonly houseNumber?: string | null;
  readonly suffix?: string | null;
  readonly postCode?: string | null;
  readonly city: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly countryCode: string;
}

export interface PostalAddress extends StreetAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName?: string | null;
  /** Further lines the street line does not hold (an apartment, a building, a care-of), printed after it. */
  readonly addressLine1?: string | null;
  readonly addressLine2?: string | null;
}

const joined = (...parts: readonly (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** The street line as the country writes it: 'Grafton Street 12' in the Netherlands, '12 Grafton Street' in Ireland. */
export function streetLine(address: StreetAddress): string {
  const number = joined(address.houseNumber, address.suffix);
  return NUMBER_BEFORE_STREET.has(address.countryCode) ? joined(number, address.street) : joined(address.street, number);
}

/** The town line as the country writes it: '1012 AB Amsterdam', 'Dublin D02 X285'. */
export function townLine(address: StreetAddress): string {
  return POSTCODE_AFTER_TOWN.has(address.countryCode) ? joined(address.city, address.postCode) : joined(address.postCode, address.city);
}

/** An address to print, one line per part as its country writes them, empty parts left out (no country line). */
export function postalAddressLines(address: PostalAddress): string[] {
  return [
    joined(address.firstName, address.lastName),
    address.companyName ?? '',
    streetLine(address),
    address.addressLine1 ?? '',
    address.addressLine2 ?? '',
    townLine(address),
  ].filter((line) => line !== '');
}
