/** Same-origin route that asks the API's GET /ip for the visitor's country (app/api/ip/route.ts). */
export const IP_COUNTRY_PATH = '/api/ip/';

/** The visitor's country by IP, or null when unknown or the lookup failed. */
export async function fetchIpCountry(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(IP_COUNTRY_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const code = typeof body === 'object' && body !== null ? (body as { country_code?: unknown }).country_code : null;
    return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
