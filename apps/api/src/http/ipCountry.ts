import type { IncomingHttpHeaders } from 'node:http';

/** Headers set by the CDN / reverse proxy in front of the API. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;
/** Cloudflare's codes for unknown and Tor traffic. */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/**
 * The visitor's country from a trusted proxy header, or null. Headers are only believed when the request came
 * through a proxy TRUST_PROXY names; otherwise any client could claim a country.
 */
export function ipCountry(headers: IncomingHttpHeaders, viaTrustedProxy: boolean): string | null {
  if (!viaTrustedProxy) return null;
  for (const name of COUNTRY_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value)) return value;
  }
  return null;
}
