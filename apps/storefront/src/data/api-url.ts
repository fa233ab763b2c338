export const DEFAULT_SHOP_API_URL = 'http://127.0.0.1:4000/graphql';

/** The GraphQL endpoint of the commerce API, read per call so each environment (and test) can point elsewhere. */
export function shopApiUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env.SHOP_API_URL?.trim();
  if (!configured) return DEFAULT_SHOP_API_URL;
  try {
    return new URL(configured).toString();
  } catch {
    throw new Error(`SHOP_API_URL is not a URL: "${configured}"`);
  }
}
