import type { Metadata } from 'next';
import { HomeScreen } from '../../../../screens/home/HomeScreen.tsx';
import { messageMetadata } from '../../../../screens/catalogue/metadata.ts';

interface HomePageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { lang } = await params;
  return messageMetadata(lang, { kind: 'screen', screen: 'home' }, 'catalogue.home.title');
}

export default async function HomePage({ params }: HomePageProps) {
  const { lang } = await params;
  return <HomeScreen lang={lang} />;
}
