/** The sandbox's banks for `bank_redirect`: iDEAL-style issuers in the Netherlands and a few elsewhere. */
export interface Issuer {
  readonly id: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2; absent for banks offered in every country. */
  readonly country?: string;
}

export const ISSUERS: readonly Issuer[] = [
  { id: 'ideal_ABNANL2A', name: 'ABN AMRO', country: 'NL' },
  { id: 'ideal_ASNBNL21', name: 'ASN Bank', country: 'NL' },
  { id: 'ideal_BUNQNL2A', name: 'bunq', country: 'NL' },
  { id: 'ideal_INGBNL2A', name: 'ING', country: 'NL' },
  { id: 'ideal_KNABNL2H', name: 'Knab', country: 'NL' },
  { id: 'ideal_RABONL2U', name: 'Rabobank', country: 'NL' },
  { id: 'ideal_RBRBNL21', name: 'RegioBank', country: 'NL' },
  { id: 'ideal_SNSBNL2A', name: 'SNS', country: 'NL' },
  { id: 'ideal_TRIONL2U', name: 'Triodos Bank', country: 'NL' },
  { id: 'bank_KREDBEBB', name: 'KBC / CBC', country: 'BE' },
  { id: 'bank_GKCCBEBB', name: 'Belfius', country: 'BE' },
  { id: 'bank_GIBAATWW', name: 'Erste Bank und Sparkassen', country: 'AT' },
  { id: 'bank_BKAUATWW', name: 'UniCredit Bank Austria', country: 'AT' },
  { id: 'bank_SANDBOX', name: 'Sandbox Bank' },
];

export function findIssuer(id: string): Issuer | undefined {
  return ISSUERS.find((issuer) => issuer.id === id);
}
