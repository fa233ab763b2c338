import { InvalidEnvironmentError } from '@shop/env';
import { DEFAULT_SHOP_API_URL, storefrontVariables } from '../config/env.ts';

/**
 * The GraphQL endpoint of the commerce API, read per call so each environment (and test) can point elsewhere.
 * next.config.ts has checked SHOP_API_URL at start; a bad value only gets here where next.config did not run.
 */
export function shopApiUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const checked = storefrontVariables.SHOP_API_URL.safeParse(env.SHOP_API_URL);
  if (!checked.success) throw new InvalidEnvironmentError(checked.error.issues.map((issue) => issue.message));
  return new URL(checked.data ?? DEFAULT_SHOP_API_URL).toString();
}
