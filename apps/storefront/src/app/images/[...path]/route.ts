import { shopApiUrl } from '../../../data/api-url.ts';

/**
 * Product and extra artwork is drawn by the API; serving it from the storefront's own origin keeps
 * image URLs relative (no API host in the HTML) and lets the browser cache them with the page.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  if (path.some((segment) => segment === '..' || segment.includes('/'))) return new Response(null, { status: 400 });
  const upstream = await fetch(new URL(`/images/${path.map(encodeURIComponent).join('/')}`, shopApiUrl()), {
    next: { revalidate: 86_400 },
  }).catch(() => null);
  if (!upstream) return new Response(null, { status: 503 });
  if (!upstream.ok) return new Response(null, { status: upstream.status === 404 ? 404 : 502 });
  return new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'image/svg+xml',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'x-content-type-options': 'nosniff',
      // The API, which draws the artwork, says what it needs; an answer without a policy gets the strictest one.
      'content-security-policy': upstream.headers.get('content-security-policy') ?? "default-src 'none'; sandbox",
    },
  });
}
