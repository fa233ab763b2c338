import type { Metadata } from 'next';
import { currentBrand } from '../../../brand/current-brand.ts';
import { storeLanguage } from '../../../routing/languages.ts';
import { notFoundLinks } from '../../../screens/not-found/not-found-links.ts';
import { notFoundMetadata } from '../../../screens/not-found/NotFoundScreen.tsx';
import { NotFoundContent } from './NotFoundContent.tsx';

/**
 * Once a page has answered 404, Next takes the page's title from here rather than from the page (a cached 404 page
 * revalidated in the background is rendered as this boundary's page), so it must be the 404 screen's.
 */
export async function generateMetadata({ params }: { readonly params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return storeLanguage(lang) ? notFoundMetadata(lang) : {};
}

/**
 * Next's not-found boundary, for a `notFound()` no page catches itself (a route segment that throws it during a
 * navigation in the browser). Pages render `NotFoundScreen` instead, which is complete without JavaScript.
 */
export default function NotFound() {
  const linksByLanguage = Object.fromEntries(currentBrand.languages.map(({ code }) => [code, notFoundLinks(code)]));
  return <NotFoundContent linksByLanguage={linksByLanguage} defaultLanguage={currentBrand.languages[0].code} />;
}
