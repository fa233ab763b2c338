import type { Metadata } from 'next';
import { CategoryAllScreen } from '../../../../screens/catalogue/CategoryAllScreen.tsx';
import { messageMetadata } from '../../../../screens/catalogue/metadata.ts';

interface CategoryAllPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: CategoryAllPageProps): Promise<Metadata> {
  const { lang } = await params;
  return messageMetadata(lang, { kind: 'screen', screen: 'categoryAll' }, 'catalogue.categoryAll.title');
}

export default async function CategoryAllPage({ params }: CategoryAllPageProps) {
  const { lang } = await params;
  return <CategoryAllScreen lang={lang} />;
}
