import { NextResponse, type NextRequest } from 'next/server';
import { shopApiUrl } from '../../../data/api-url.ts';

export const dynamic = 'force-dynamic';

/** Headers by which a proxy in front of the storefront tells the visitor's address or country (the server drops them from anyone else: server/forwarded-for.mjs). */
const FORWARDED_HEADERS = ['cf-ipcountry', 'x-country-code', 'x-forwarded-for', 'x-real-ip'] as const;
const LOOKUP_TIMEOUT_MS = 3000;

/** The visitor's country from the API's GET /ip, asked with the visitor's forwarded headers. */
export async function GET(request: NextRequest) {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let country: string | null = null;
  try {
    const response = await fetch(new URL('/ip', shopApiUrl()), { headers, cache: 'no-store', signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    const body: unknown = response.ok ? await response.json() : null;
    const code = typeof body === 'object' && body !== null ? (body as { country_code?: unknown }).country_code : null;
    country = typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
  } catch {
    country = null;
  }
  return NextResponse.json({ country_code: country }, { headers: { 'cache-control': 'no-store' } });
}
