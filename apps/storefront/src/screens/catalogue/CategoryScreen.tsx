import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import { pagedHref, unprefixedPath } from '../../routing/href.ts';
import { missingPage, type Rendering } from '../not-found/NotFoundScreen.tsx';
import * as styles from './catalogue.css.ts';
import { ContentBody } from './ContentBody.tsx';
import { findContentPage, pageIntl, type ContentPage } from './content.ts';
import { fetchExistingListingPage } from './fetch-listing.ts';
import { ListingSection } from './ListingSection.tsx';
import type { ListingSource } from './listing-source.ts';
import { parsePageParam } from './pagination.ts';
import type { SearchParams } from './ProductListScreen.tsx';

export function categoryPage(lang: string, category: string): Promise<ContentPage | null> {
  return findContentPage(lang, [unprefixedPath(lang, 'category', { category })], ['CATEGORY']);
}

export interface CategoryScreenProps {
  readonly lang: string;
  readonly category: string;
  readonly searchParams: SearchParams;
  readonly rendering: Rendering;
}

export async function CategoryScreen({ lang, category, searchParams, rendering }: CategoryScreenProps) {
  const { intl } = pageIntl(lang);
  const pageParam = parsePageParam(searchParams.page);
  if (pageParam.kind === 'invalid') return missingPage(lang, rendering);
  const page = await categoryPage(lang, category);
  if (!page) return missingPage(lang, rendering);
  const source: ListingSource = { kind: 'page', pageKind: 'category', pageId: page.id };
  const listing = await fetchExistingListingPage(lang, source, pageParam.page, 'shared');
  if (!listing) return missingPage(lang, rendering);
  const product = productWord(lang).plural;
  return (
    <>
      <ContentBody page={page} headingId="category-title" />
      <section className={styles.section} aria-label={t(intl, 'catalogue.category.products', { category: page.title, product })}>
        <ListingSection
          lang={lang}
          intl={intl}
          source={source}
          listing={listing}
          list={{ id: `category_${page.id}`, name: page.title }}
          label={t(intl, 'catalogue.category.products', { category: page.title, product })}
          hrefFor={(pageNumber) => pagedHref(lang, 'category', pageNumber, {}, { category })}
        />
      </section>
    </>
  );
}
