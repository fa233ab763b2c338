import type { Metadata } from 'next';
import { buildMetadata } from '../../../../../seo/metadata.ts';
import { t } from '../../../../../i18n/server-intl.ts';
import { decodeSegment, pageIntl } from '../../../../../screens/catalogue/content.ts';
import { LocationsScreen, productWithLocations } from '../../../../../screens/catalogue/LocationsScreen.tsx';
import type { SearchParams } from '../../../../../screens/catalogue/ProductListScreen.tsx';

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
  if (!page) return {};
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
