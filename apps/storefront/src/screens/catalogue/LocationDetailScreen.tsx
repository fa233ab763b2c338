import { CatalogueProductPageDocument } from '@shop/graphql/operations';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { serverQuery } from '../../data/server.ts';
import { t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { WHOLE_WORLD } from './bounding-box.ts';
import * as styles from './catalogue.css.ts';
import { ContentBody } from './ContentBody.tsx';
import { findContentPage, pageIntl, type ContentPage } from './content.ts';
import { locationsIn } from './LocationsScreen.tsx';
import { lastPathSegment as productSlug } from '../../routing/api-path.ts';

/**
 * A location's page. The storefront URL carries only the location's slug; the API files locations under a
 * language-specific folder, so the location is found by slug among the store's locations.
 */
export async function locationPage(lang: string, slug: string): Promise<ContentPage | null> {
  const location = (await locationsIn(lang, WHOLE_WORLD)).find((candidate) => productSlug(candidate.path) === slug);
  return location ? findContentPage(lang, [location.path], ['LOCATION']) : null;
}

export async function LocationDetailScreen({ lang, location }: { readonly lang: string; readonly location: string }) {
  const { intl } = pageIntl(lang);
  const page = await locationPage(lang, location);
  if (!page?.location) notFound();
  const giftCards = await serverQuery(lang, CatalogueProductPageDocument, {
    filters: { filterByPage: { fieldName: 'giftcard', pageId: page.id, pageType: 'location' } },
    paging: { itemsPerPage: 1, pageNumber: 1 },
    peek: { itemsPerPage: 1, pageNumber: 2 },
  });
  const giftCard = giftCards.page.products[0];
  const place = page.location;
  return (
    <>
      <ContentBody page={page} headingId="location-title" />
      <section className={styles.section} aria-label={t(intl, 'catalogue.location.address')}>
        <address className={styles.body}>
          <span>{place.address}</span>
          <span>{place.city}</span>
        </address>
        {giftCard && (
          <div className={styles.actions}>
            <Link className={styles.link} href={href(lang, 'productDetail', { product: productSlug(giftCard.path) })}>
              {t(intl, 'catalogue.location.buy', { title: giftCard.title })}
            </Link>
            <Link className={styles.link} href={href(lang, 'productLocations', { product: productSlug(giftCard.path) })}>
              {t(intl, 'catalogue.location.allLocations', { title: giftCard.title })}
            </Link>
          </div>
        )}
      </section>
    </>
  );
}
