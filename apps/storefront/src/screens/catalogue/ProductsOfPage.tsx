import type { IntlShape } from '@formatjs/intl';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './catalogue.css.ts';
import type { ContentPage } from './content.ts';
import { ListingSection } from './ListingSection.tsx';
import type { ProductPageKind } from './listing-source.ts';

export interface ProductsOfPageProps {
  readonly lang: string;
  readonly intl: IntlShape<string>;
  readonly page: ContentPage;
  readonly pageKind: ProductPageKind;
  readonly pageNumber: number;
  readonly hrefFor: (page: number) => string;
}

/** The products a content page (landing page, giving moment) links to, as a paginated grid. */
export function ProductsOfPage({ lang, intl, page, pageKind, pageNumber, hrefFor }: ProductsOfPageProps) {
  const label = t(intl, 'catalogue.page.products', { title: page.title, product: productWord(lang).plural });
  return (
    <section className={styles.section} aria-label={label}>
      <ListingSection
        lang={lang}
        intl={intl}
        source={{ kind: 'page', pageKind, pageId: page.id }}
        page={pageNumber}
        list={{ id: `${pageKind}_${page.id}`, name: page.title }}
        label={label}
        hrefFor={hrefFor}
        announceEmpty={false}
      />
    </section>
  );
}
