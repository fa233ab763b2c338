import type { Metadata } from 'next';
import { informationPage, InformationScreen } from '../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata } from '../../../../screens/catalogue/metadata.ts';

interface BusinessPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: BusinessPageProps): Promise<Metadata> {
  const { lang } = await params;
  return contentMetadata(lang, { kind: 'screen', screen: 'business' }, await informationPage(lang, 'business'));
}

export default async function BusinessPage({ params }: BusinessPageProps) {
  const { lang } = await params;
  return <InformationScreen lang={lang} screen="business" />;
}
