import type { IntlShape } from '@formatjs/intl';
import { storeTimeZone } from '@shop/delivery';
import { Link } from '../../routing/Link.tsx';
import { currentBrand } from '../../brand/current-brand.ts';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import { href, hrefWithQuery } from '../../routing/href.ts';
import * as styles from './catalogue.css.ts';
import { CategoryLinks } from './CategoryLinks.tsx';
import { pageIntl } from './content.ts';
import { fetchExistingContentList, type ExistingContentListPage } from './content-list.ts';
import { ContentTeaserList } from './ContentTeaserList.tsx';
import { Pagination } from './Pagination.tsx';
import { listingQuery, parsePageParam } from './pagination.ts';
import type { SearchParams } from './ProductListScreen.tsx';
import { missingPage } from '../not-found/NotFoundScreen.tsx';

interface OverviewProps {
  readonly lang: string;
  readonly searchParams: SearchParams;
}

interface ContentOverviewProps {
  readonly intl: IntlShape<string>;
  /** The page to show, fetched by the screen, which shows the 404 screen for a page that does not exist. */
  readonly list: ExistingContentListPage;
  readonly page: number;
  readonly label: string;
  readonly emptyText: string;
  readonly hrefFor: (page: number) => string;
}

/** One page of an overview's cards with numbered pagination. */
function ContentOverview({ intl, list, page, label, emptyText, hrefFor }: ContentOverviewProps) {
  if (list.errorCode !== null) {
    return (
      <p role="alert" className={styles.intro}>
        {t(intl, 'catalogue.contentList.failed', { code: list.errorCode })}
      </p>
    );
  }
  if (list.totalItems === 0) return <p className={styles.intro}>{emptyText}</p>;
  return (
    <>
      <ContentTeaserList intl={intl} label={label} items={list.items} timeZone={storeTimeZone(currentBrand.country)} />
      <Pagination intl={intl} page={page} totalPages={list.totalPages} hrefFor={hrefFor} />
    </>
  );
}

/** Giving moments overview: every moment of the store, each linking to its page of gift cards. */
export async function GiveMomentsScreen({ lang, searchParams }: OverviewProps) {
  const { intl } = pageIntl(lang);
  const product = productWord(lang).plural;
  const pageParam = parsePageParam(searchParams.page);
  if (pageParam.kind === 'invalid') return missingPage(lang, 'perRequest');
  const list = await fetchExistingContentList(lang, 'GIVING_MOMENT', pageParam.page);
  if (!list) return missingPage(lang, 'perRequest');
  return (
    <>
      <section className={styles.section} aria-labelledby="give-moments-title">
        <h1 id="give-moments-title" className={styles.heading}>
          {t(intl, 'catalogue.giveMoments.title', { product })}
        </h1>
        <p className={styles.intro}>{t(intl, 'catalogue.giveMoments.intro', { product })}</p>
        <ContentOverview
          intl={intl}
          list={list}
          page={pageParam.page}
          label={t(intl, 'catalogue.giveMoments.list')}
          emptyText={t(intl, 'catalogue.giveMoments.empty', { product })}
          hrefFor={(page) => hrefWithQuery(lang, 'giveMoments', listingQuery({}, page))}
        />
      </section>
      <CategoryLinks lang={lang} intl={intl} headingId="give-moments-categories" heading={t(intl, 'catalogue.categories.title')} />
    </>
  );
}

/** Blog overview: the store's articles, newest first. */
export async function BlogScreen({ lang, searchParams }: OverviewProps) {
  const { intl } = pageIntl(lang);
  const product = productWord(lang).plural;
  const pageParam = parsePageParam(searchParams.page);
  if (pageParam.kind === 'invalid') return missingPage(lang, 'perRequest');
  const list = await fetchExistingContentList(lang, 'BLOG_ARTICLE', pageParam.page);
  if (!list) return missingPage(lang, 'perRequest');
  return (
    <section className={styles.section} aria-labelledby="blog-title">
      <h1 id="blog-title" className={styles.heading}>
        {t(intl, 'catalogue.blog.title')}
      </h1>
      <p className={styles.intro}>{t(intl, 'catalogue.blog.intro', { product })}</p>
      <ContentOverview
        intl={intl}
        list={list}
        page={pageParam.page}
        label={t(intl, 'catalogue.blog.list')}
        emptyText={t(intl, 'catalogue.blog.empty')}
        hrefFor={(page) => hrefWithQuery(lang, 'blog', listingQuery({}, page))}
      />
      <div className={styles.actions}>
        <Link className={styles.link} href={href(lang, 'productList')}>
          {t(intl, 'catalogue.home.viewAll', { product })}
        </Link>
      </div>
    </section>
  );
}
