import type { Metadata } from 'next';
import { messageMetadata, pageNumberOf } from '../../../../screens/catalogue/metadata.ts';
import { BlogScreen } from '../../../../screens/catalogue/OverviewScreens.tsx';
import type { SearchParams } from '../../../../screens/catalogue/ProductListScreen.tsx';

// Rendered per request: the page depends on its query parameters; the content it reads is cached by the data layer.
export const dynamic = 'force-dynamic';

interface BlogPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: BlogPageProps): Promise<Metadata> {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  const page = pageNumberOf(query.page);
  return messageMetadata(lang, { kind: 'screen', screen: 'blog', ...(page ? { page } : {}) }, 'catalogue.blog.title');
}

export default async function BlogPage({ params, searchParams }: BlogPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return <BlogScreen lang={lang} searchParams={query} />;
}
