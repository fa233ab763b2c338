import type { Metadata } from 'next';
import { decodeSegment } from '../../../../../screens/catalogue/content.ts';
import { LocationDetailScreen, locationPage } from '../../../../../screens/catalogue/LocationDetailScreen.tsx';
import { contentMetadata } from '../../../../../screens/catalogue/metadata.ts';

/** Location pages read catalogue data only: each is rendered on its first request, then cached and revalidated with it. */
export function generateStaticParams(): { location: string }[] {
  return [];
}

interface LocationDetailPageProps {
  readonly params: Promise<{ lang: string; location: string }>;
}

export async function generateMetadata({ params }: LocationDetailPageProps): Promise<Metadata> {
  const { lang, location } = await params;
  const slug = decodeSegment(location);
  return contentMetadata(lang, { kind: 'screen', screen: 'locationDetail', params: { location: slug } }, await locationPage(lang, slug));
}

export default async function LocationDetailPage({ params }: LocationDetailPageProps) {
  const { lang, location } = await params;
  return <LocationDetailScreen lang={lang} location={decodeSegment(location)} />;
}
