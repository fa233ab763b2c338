import type { Metadata } from 'next';
import { NotFoundScreen, notFoundMetadata } from '../../../../screens/not-found/NotFoundScreen.tsx';

/** Rendered once per path and cached, like every other 404 of a cached route. */
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

interface UnbuiltScreenProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: UnbuiltScreenProps): Promise<Metadata> {
  return notFoundMetadata((await params).lang);
}

/** Screens of the route table that have no page in this storefront yet answer with the 404 screen. */
export default async function UnbuiltScreen({ params }: UnbuiltScreenProps) {
  return <NotFoundScreen lang={(await params).lang} />;
}
