import type { Metadata } from 'next';
import { messageMetadata } from '../../../../screens/catalogue/metadata.ts';
import { GiveMomentsScreen } from '../../../../screens/catalogue/OverviewScreens.tsx';

interface GiveMomentsPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: GiveMomentsPageProps): Promise<Metadata> {
  const { lang } = await params;
  return messageMetadata(lang, { kind: 'screen', screen: 'giveMoments' }, 'catalogue.giveMoments.title');
}

export default async function GiveMomentsPage({ params }: GiveMomentsPageProps) {
  const { lang } = await params;
  return <GiveMomentsScreen lang={lang} />;
}
