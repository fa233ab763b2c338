import type { Metadata } from 'next';
import { decodeSegment } from '../../../../../screens/catalogue/content.ts';
import { GiveMomentPageScreen, givingMomentPage } from '../../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata, pageNumberOf } from '../../../../../screens/catalogue/metadata.ts';
import type { SearchParams } from '../../../../../screens/catalogue/ProductListScreen.tsx';

// Rendered per request: the page depends on its query parameters; the catalogue data it reads is cached by the data layer.
export const dynamic = 'force-dynamic';

interface GiveMomentPageProps {
  readonly params: Promise<{ lang: string; product: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: GiveMomentPageProps): Promise<Metadata> {
  const [{ lang, product }, query] = await Promise.all([params, searchParams]);
  const moment = decodeSegment(product);
  const page = pageNumberOf(query.page);
  return contentMetadata(lang, { kind: 'screen', screen: 'giveMomentPage', params: { product: moment }, ...(page ? { page } : {}) }, await givingMomentPage(lang, moment));
}

export default async function GiveMomentPage({ params, searchParams }: GiveMomentPageProps) {
  const [{ lang, product }, query] = await Promise.all([params, searchParams]);
  return <GiveMomentPageScreen lang={lang} moment={decodeSegment(product)} searchParams={query} />;
}
