import type { Metadata } from 'next';
import { informationPage, InformationScreen } from '../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata } from '../../../../screens/catalogue/metadata.ts';

interface CookiesPrivacyStatementPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: CookiesPrivacyStatementPageProps): Promise<Metadata> {
  const { lang } = await params;
  return contentMetadata(lang, { kind: 'screen', screen: 'cookiesPrivacyStatement' }, await informationPage(lang, 'cookiesPrivacyStatement'));
}

export default async function CookiesPrivacyStatementPage({ params }: CookiesPrivacyStatementPageProps) {
  const { lang } = await params;
  return <InformationScreen lang={lang} screen="cookiesPrivacyStatement" />;
}
