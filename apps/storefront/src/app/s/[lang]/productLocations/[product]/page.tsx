import type { Metadata } from 'next';
import { t } from '../../../../../i18n/server-intl.ts';
import { storeLanguage } from '../../../../../routing/languages.ts';
import { decodeSegment, pageIntl } from '../../../../../screens/catalogue/content.ts';
import { LocationsScreen, productWithLocations } from '../../../../../screens/catalogue/LocationsScreen.tsx';
import type { SearchParams } from '../../../../../screens/catalogue/ProductListScreen.tsx';
import { notFoundMetadata } from '../../../../../screens/not-found/NotFoundScreen.tsx';
import { buildMetadata } from '../../../../../seo/metadata.ts';

// Rendered per request: the page depends on its query parameters; the catalogue data it reads is cached by the data layer.
export const dynamic = 'force-dynamic';

interface ProductLocationsPageProps {
  readonly params: Promise<{ lang: string; product: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: ProductLocationsPageProps): Promise<Metadata> {
  const { lang, product } = await params;
  const slug = decodeSegment(product);
  const page = await productWithLocations(lang, slug);
  // A card no place accepts has no such page: the 404's title, as its body.
  if (!page) return storeLanguage(lang) ? notFoundMetadata(lang) : {};
  const { intl } = pageIntl(lang);
  return buildMetadata({
    lang,
    location: { kind: 'screen', screen: 'productLocations', params: { product: slug } },
    title: t(intl, 'catalogue.locations.title', { title: page.title }),
  });
}

export default async function ProductLocationsPage({ params, searchParams }: ProductLocationsPageProps) {
  const [{ lang, product }, query] = await Promise.all([params, searchParams]);
  return <LocationsScreen lang={lang} product={decodeSegment(product)} searchParams={query} />;
}
