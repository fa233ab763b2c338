import type { Metadata } from 'next';
import { buildMetadata } from '../../../../seo/metadata.ts';
import { href } from '../../../../routing/href.ts';
import { productPage } from '../../../../screens/catalogue/LocationsScreen.tsx';
import { ChoiceCardScreen } from '../../../../screens/catalogue/OverviewScreens.tsx';
import { lastPathSegment as productSlug } from '../../../../routing/api-path.ts';

interface ChoiceCardPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: ChoiceCardPageProps): Promise<Metadata> {
  const { lang } = await params;
  const page = await productPage(lang, productSlug(href(lang, 'choiceCard')));
  if (!page?.product) return {};
  return buildMetadata({ lang, location: { kind: 'screen', screen: 'choiceCard' }, title: page.product.title, description: page.product.description });
}

export default async function ChoiceCardPage({ params }: ChoiceCardPageProps) {
  const { lang } = await params;
  return <ChoiceCardScreen lang={lang} />;
}
