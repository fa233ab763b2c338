import type { Metadata } from 'next';
import { informationPage, InformationScreen } from '../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata } from '../../../../screens/catalogue/metadata.ts';

interface ContactPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: ContactPageProps): Promise<Metadata> {
  const { lang } = await params;
  return contentMetadata(lang, { kind: 'screen', screen: 'contact' }, await informationPage(lang, 'contact'));
}

export default async function ContactPage({ params }: ContactPageProps) {
  const { lang } = await params;
  return <InformationScreen lang={lang} screen="contact" />;
}
