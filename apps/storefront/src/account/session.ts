import { cookies } from 'next/headers';
import { readSessionToken } from './session-cookie.ts';

/** The header the API reads the session from (apps/api README, "Session contract"). */
export const SESSION_HEADER = 'x-shop-session';

/**
 * The visitor's session as API headers: `{ 'x-shop-session': token }`, or none for a guest. Reading cookies makes the
 * calling render per request, so only personal pages, server actions and route handlers call it.
 */
export async function sessionHeaders(): Promise<Record<string, string>> {
  const token = readSessionToken(await cookies());
  return token ? { [SESSION_HEADER]: token } : {};
}
