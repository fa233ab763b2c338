import { lastPathSegment as productSlug } from '@shop/brand-config';
import { CatalogueProductPageDocument } from '@shop/graphql/operations';
import { Link } from '../../routing/Link.tsx';
import { serverQuery } from '../../data/server.ts';
import { t } from '../../i18n/server-intl.ts';
import { href, unprefixedPath } from '../../routing/href.ts';
import * as styles from './catalogue.css.ts';
import { ContentBody } from './ContentBody.tsx';
import { findContentPage, pageIntl, type ContentPage } from './content.ts';
import { NotFoundScreen } from '../not-found/NotFoundScreen.tsx';

export function locationPage(lang: string, slug: string): Promise<ContentPage | null> {
  return findContentPage(lang, [unprefixedPath(lang, 'locationDetail', { location: slug })], ['LOCATION']);
}

export async function LocationDetailScreen({ lang, location }: { readonly lang: string; readonly location: string }) {
  const { intl } = pageIntl(lang);
  const page = await locationPage(lang, location);
  if (!page?.location) return <NotFoundScreen lang={lang} />;
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
