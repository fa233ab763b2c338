import type { IntlShape } from '@formatjs/intl';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './catalogue.css.ts';
import type { ContentPage } from './content.ts';
import { fetchExistingListingPage, type ExistingListingPage } from './fetch-listing.ts';
import { ListingSection } from './ListingSection.tsx';
import type { ListingSource, ProductPageKind } from './listing-source.ts';

export interface ProductsOfPageProps {
  readonly lang: string;
  readonly intl: IntlShape<string>;
  readonly page: ContentPage;
  readonly pageKind: ProductPageKind;
  /** The page of its products to show (`fetchPageProducts`). */
  readonly listing: ExistingListingPage;
  readonly hrefFor: (page: number) => string;
}

const pageProducts = (page: ContentPage, pageKind: ProductPageKind): ListingSource => ({ kind: 'page', pageKind, pageId: page.id });

/** A page of the products a content page links to; null when there is no such page (the 404 screen). */
export function fetchPageProducts(lang: string, page: ContentPage, pageKind: ProductPageKind, pageNumber: number): Promise<ExistingListingPage | null> {
  return fetchExistingListingPage(lang, pageProducts(page, pageKind), pageNumber, 'shared');
}

/** The products a content page (landing page, giving moment) links to, as a paginated grid. */
export function ProductsOfPage({ lang, intl, page, pageKind, listing, hrefFor }: ProductsOfPageProps) {
  const label = t(intl, 'catalogue.page.products', { title: page.title, product: productWord(lang).plural });
  return (
    <section className={styles.section} aria-label={label}>
      <ListingSection
        lang={lang}
        intl={intl}
        source={pageProducts(page, pageKind)}
        listing={listing}
        list={{ id: `${pageKind}_${page.id}`, name: page.title }}
        label={label}
        hrefFor={hrefFor}
        announceEmpty={false}
      />
    </section>
  );
}
