import type { Metadata } from 'next';
import { informationPage, InformationScreen } from '../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata } from '../../../../screens/catalogue/metadata.ts';

interface CancelationPolicyPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: CancelationPolicyPageProps): Promise<Metadata> {
  const { lang } = await params;
  return contentMetadata(lang, { kind: 'screen', screen: 'cancelationPolicy' }, await informationPage(lang, 'cancelationPolicy'));
}

export default async function CancelationPolicyPage({ params }: CancelationPolicyPageProps) {
  const { lang } = await params;
  return <InformationScreen lang={lang} screen="cancelationPolicy" />;
}
