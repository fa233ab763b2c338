import type { Metadata } from 'next';
import { decodeSegment } from '../../../../../screens/catalogue/content.ts';
import { blogArticlePage, BlogArticleScreen } from '../../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata } from '../../../../../screens/catalogue/metadata.ts';

/** Blog articles read catalogue data only: each is rendered on its first request, then cached and revalidated with it. */
export function generateStaticParams(): { path: string }[] {
  return [];
}

interface BlogArticlePageProps {
  readonly params: Promise<{ lang: string; path: string }>;
}

export async function generateMetadata({ params }: BlogArticlePageProps): Promise<Metadata> {
  const { lang, path } = await params;
  const slug = decodeSegment(path);
  return contentMetadata(lang, { kind: 'screen', screen: 'blogArticle', params: { path: slug } }, await blogArticlePage(lang, slug));
}

export default async function BlogArticlePage({ params }: BlogArticlePageProps) {
  const { lang, path } = await params;
  return <BlogArticleScreen lang={lang} path={decodeSegment(path)} />;
}
