import type { Metadata } from 'next';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { buildMetadata } from '../../../../seo/metadata.ts';
import { ChoiceCardScreen, choiceCardApiPath } from '../../../../screens/choice-card/ChoiceCardScreen.tsx';
import { loadProduct } from '../../../../screens/product/load-product.ts';

interface ChoiceCardPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: ChoiceCardPageProps): Promise<Metadata> {
  const { lang } = await params;
  const product = await loadProduct(lang, choiceCardApiPath(lang));
  if (!product) return {};
  return buildMetadata({ lang, location: { kind: 'screen', screen: 'choiceCard' }, title: product.title, description: product.description });
}

export default async function ChoiceCardPage({ params }: ChoiceCardPageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="product">
      <ChoiceCardScreen lang={lang} />
    </ClientMessages>
  );
}
