import type { Metadata } from 'next';
import { decodeSegment } from '../../../../../../screens/catalogue/content.ts';
import { landingPage, LandingScreen } from '../../../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata, pageNumberOf } from '../../../../../../screens/catalogue/metadata.ts';
import { NotFoundScreen } from '../../../../../../screens/not-found/NotFoundScreen.tsx';

/**
 * A page of a landing page, or of a path no route table knows (the route rules send `/summer-sale/` and
 * `/summer-sale/?page=2` here): rendered on its first request, then served from the cache and revalidated with the
 * catalogue data it reads. A path the API has no page for answers with the server-rendered 404 screen.
 */
export function generateStaticParams(): { page: string; path: string[] }[] {
  return [];
}

interface LandingPageProps {
  readonly params: Promise<{ lang: string; page: string; path: string[] }>;
}

const decoded = (path: readonly string[]) => path.map((segment) => decodeSegment(segment));

export async function generateMetadata({ params }: LandingPageProps): Promise<Metadata> {
  const { lang, path } = await params;
  const segments = decoded(path);
  return contentMetadata(lang, { kind: 'path', path: `/${segments.join('/')}` }, await landingPage(lang, segments));
}

export default async function LandingPage({ params }: LandingPageProps) {
  const { lang, page, path } = await params;
  const pageNumber = pageNumberOf(page);
  if (pageNumber === undefined) return <NotFoundScreen lang={lang} />;
  return <LandingScreen lang={lang} path={decoded(path)} page={pageNumber} />;
}
