import type { Metadata } from 'next';
import { informationPage, InformationScreen } from '../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata } from '../../../../screens/catalogue/metadata.ts';

interface CookiesPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: CookiesPageProps): Promise<Metadata> {
  const { lang } = await params;
  return contentMetadata(lang, { kind: 'screen', screen: 'cookies' }, await informationPage(lang, 'cookies'));
}

export default async function CookiesPage({ params }: CookiesPageProps) {
  const { lang } = await params;
  return <InformationScreen lang={lang} screen="cookies" />;
}
