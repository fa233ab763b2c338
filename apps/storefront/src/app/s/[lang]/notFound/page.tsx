import type { Metadata } from 'next';
import { NotFoundScreen, notFoundMetadata } from '../../../../screens/not-found/NotFoundScreen.tsx';

interface NotFoundPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: NotFoundPageProps): Promise<Metadata> {
  return notFoundMetadata((await params).lang);
}

/** The `/404/` screen, the internal routes and screens without a page yet: the 404 screen with status 404. */
export default async function NotFoundPage({ params }: NotFoundPageProps) {
  return <NotFoundScreen lang={(await params).lang} />;
}
