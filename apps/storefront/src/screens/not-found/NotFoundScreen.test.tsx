import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen, notFoundMetadata } from './NotFoundScreen.tsx';

/** Renders as Next prerenders a cached page on the server: the whole HTML, and the errors React reports on the way. */
async function prerendered(element: React.ReactElement): Promise<{ html: string; digests: string[] }> {
  const digests: string[] = [];
  const { prelude } = await prerender(element, {
    onError: (error) => {
      digests.push(String((error as { digest?: unknown }).digest ?? error));
    },
  });
  return { html: await new Response(prelude).text(), digests };
}

describe('NotFoundScreen', () => {
  it('is complete HTML from the server: heading, explanation, links home and to the list, a search form', async () => {
    const { html } = await prerendered(<NotFoundScreen lang="en" />);
    expect(html).toContain('<h1 id="not-found-title"');
    expect(html).toContain('Oops, this page does not exist');
    expect(html).toContain('The page you are looking for has moved or never existed.');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go to the home page<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/gift-cards\/"[^>]*>View all gift cards<\/a>/);
    // Named, unlike the header's search: two search landmarks on one page must differ by name.
    expect(html).toMatch(/<form role="search" aria-label="Search the shop"[^>]*action="\/"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="s"/);
    expect(html).toContain('Search the shop');
  });

  it('asks for status 404 from inside a Suspense boundary, so the HTML around it is kept', async () => {
    const { html, digests } = await prerendered(<NotFoundScreen lang="en" />);
    expect(digests).toEqual(['NEXT_HTTP_ERROR_FALLBACK;404']);
    expect(html).toContain('Oops, this page does not exist');
  });

  it('gives the page its title in the page language and keeps it out of the index', () => {
    expect(notFoundMetadata('en')).toEqual({ title: 'Page not found', robots: { index: false, follow: true } });
  });
});
