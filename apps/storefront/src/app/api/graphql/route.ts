import { currentBrand } from '../../../brand/current-brand.ts';
import { shopApiUrl } from '../../../data/api-url.ts';
import { tenantHeaders } from '../../../data/tenant.ts';
import { storeLanguage } from '../../../routing/languages.ts';

/** Larger than any operation the storefront sends; anything bigger is not ours. */
const MAX_BODY_BYTES = 64 * 1024;

function apiErrorResponse(status: number, message: string): Response {
  return Response.json({ errors: [{ message, extensions: { code: -1 } }] }, { status });
}

/**
 * The browser's GraphQL endpoint: forwards client component operations to the API with this store's tenant headers,
 * so the API URL stays private and the browser needs no cross-origin access.
 */
export async function POST(request: Request): Promise<Response> {
  const language = storeLanguage(request.headers.get('language') ?? '') ?? storeLanguage(currentBrand.languages[0].code);
  if (!language) return apiErrorResponse(500, 'This storefront offers no language.');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return apiErrorResponse(413, 'The request is too large.');
  const body = await request.text();
  if (new TextEncoder().encode(body).byteLength > MAX_BODY_BYTES) return apiErrorResponse(413, 'The request is too large.');

  let upstream: Response;
  try {
    upstream = await fetch(shopApiUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: request.headers.get('accept') ?? 'application/json', ...tenantHeaders(language.code) },
      body,
      cache: 'no-store',
    });
  } catch {
    return apiErrorResponse(502, 'The shop API cannot be reached.');
  }
  return new Response(upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
  });
}
