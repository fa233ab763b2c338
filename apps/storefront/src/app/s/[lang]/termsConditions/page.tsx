import type { Metadata } from 'next';
import { informationPage, InformationScreen } from '../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata } from '../../../../screens/catalogue/metadata.ts';

interface TermsConditionsPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: TermsConditionsPageProps): Promise<Metadata> {
  const { lang } = await params;
  return contentMetadata(lang, { kind: 'screen', screen: 'termsConditions' }, await informationPage(lang, 'termsConditions'));
}

export default async function TermsConditionsPage({ params }: TermsConditionsPageProps) {
  const { lang } = await params;
  return <InformationScreen lang={lang} screen="termsConditions" />;
}
