import { shopApiUrl } from '../../data/api-url.ts';

/** The API serves product and extra artwork next to its GraphQL endpoint; its URLs are relative to that host. */
export function apiImageUrl(url: string, apiUrl: string = shopApiUrl()): string {
  return new URL(url, apiUrl).toString();
}
