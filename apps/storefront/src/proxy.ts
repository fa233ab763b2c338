import { NextResponse, type NextRequest } from 'next/server';
import { currentBrand } from './brand/current-brand.ts';
import { resolveRequest } from './routing/resolve.ts';

/**
 * Public localized URLs → internal `/s/{lang}/{screen}/…` routes (see routing/resolve.ts). The rewritten URL is
 * never shown to the customer; the address bar keeps the localized path.
 */
export function proxy(request: NextRequest): NextResponse {
  const url = request.nextUrl;
  const resolution = resolveRequest(currentBrand, url.pathname, url.searchParams);
  switch (resolution.kind) {
    case 'passThrough':
      return NextResponse.next();
    case 'redirect':
      return NextResponse.redirect(new URL(resolution.location, url), 308);
    case 'rewrite': {
      const target = url.clone();
      target.pathname = resolution.pathname;
      target.search = resolution.search;
      return NextResponse.rewrite(target);
    }
  }
}

export const config = {
  // Framework files, route handlers and anything with a file extension (robots.txt, sitemap.xml, images) skip routing;
  // so does the home page `/` (`.+`), which next.config rewrites itself (routing/home-rewrite.ts).
  matcher: ['/((?!_next/|api/|brand-assets/|.*\\.[A-Za-z0-9]+$).+)'],
};
