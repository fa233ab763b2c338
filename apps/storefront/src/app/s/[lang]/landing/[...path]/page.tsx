import type { Metadata } from 'next';
import { decodeSegment } from '../../../../../screens/catalogue/content.ts';
import { landingPage, LandingScreen } from '../../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata } from '../../../../../screens/catalogue/metadata.ts';
import type { SearchParams } from '../../../../../screens/catalogue/ProductListScreen.tsx';

// Rendered per request: the page depends on its query parameters; the catalogue data it reads is cached by the data layer.
export const dynamic = 'force-dynamic';

interface LandingPageProps {
  readonly params: Promise<{ lang: string; path: string[] }>;
  readonly searchParams: Promise<SearchParams>;
}

const decoded = (path: readonly string[]) => path.map((segment) => decodeSegment(segment));

export async function generateMetadata({ params }: LandingPageProps): Promise<Metadata> {
  const { lang, path } = await params;
  const segments = decoded(path);
  return contentMetadata(lang, { kind: 'path', path: `/${segments.join('/')}` }, await landingPage(lang, segments));
}

export default async function LandingPage({ params, searchParams }: LandingPageProps) {
  const [{ lang, path }, query] = await Promise.all([params, searchParams]);
  return <LandingScreen lang={lang} path={decoded(path)} searchParams={query} />;
}
