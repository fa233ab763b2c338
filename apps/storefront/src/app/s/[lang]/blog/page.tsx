import type { Metadata } from 'next';
import { messageMetadata } from '../../../../screens/catalogue/metadata.ts';
import { BlogScreen } from '../../../../screens/catalogue/OverviewScreens.tsx';

interface BlogPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  const { lang } = await params;
  return messageMetadata(lang, { kind: 'screen', screen: 'blog' }, 'catalogue.blog.title');
}

export default async function BlogPage({ params }: BlogPageProps) {
  const { lang } = await params;
  return <BlogScreen lang={lang} />;
}
