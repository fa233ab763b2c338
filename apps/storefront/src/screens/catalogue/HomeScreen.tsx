import { CatalogueHomeBlocksDocument, CatalogueProductTotalDocument } from '@shop/graphql/operations';
import Link from 'next/link';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import { serverQuery } from '../../data/server.ts';
import { href } from '../../routing/href.ts';
import * as styles from './catalogue.css.ts';
import { pageIntl } from './content.ts';
import { catalogueSizeClaim, splitMostChosen } from './most-chosen.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { toCatalogueCards } from './to-catalogue-card.ts';

const MOST_CHOSEN_LIST = { id: 'most_chosen', name: 'Most chosen' } as const;

export async function HomeScreen({ lang }: { readonly lang: string }) {
  const { intl } = pageIntl(lang);
  const product = productWord(lang).plural;
  const [blocks, total] = await Promise.all([
    serverQuery(lang, CatalogueHomeBlocksDocument, {}),
    serverQuery(lang, CatalogueProductTotalDocument, {}),
  ]);
  const mostChosenBlock = blocks.blocksQueue.list.find((block) => block.blockType === 'most_chosen');
  const { featured, top } = splitMostChosen(mostChosenBlock?.products ?? []);
  const featuredCards = toCatalogueCards(lang, intl, featured).map((card) => ({ ...card, size: 'large' as const }));
  const topCards = toCatalogueCards(lang, intl, top, featured.length + 1).map((card) => ({ ...card, size: 'small' as const }));
  const claim = catalogueSizeClaim(total.products.paging?.totalItems ?? 0);
  const viewAll =
    claim.kind === 'atLeast'
      ? t(intl, 'catalogue.home.viewAllAtLeast', { count: claim.count, product })
      : t(intl, 'catalogue.home.viewAll', { product });

  return (
    <>
      <section className={styles.section} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heading}>
          {t(intl, 'catalogue.home.title', { product })}
        </h1>
        <p className={styles.intro}>{t(intl, 'catalogue.home.intro', { product })}</p>
      </section>
      {featuredCards.length > 0 && (
        <section className={styles.section} aria-labelledby="most-chosen-title">
          <h2 id="most-chosen-title" className={styles.subheading}>
            {mostChosenBlock?.title || t(intl, 'catalogue.home.mostChosen')}
          </h2>
          <ProductGrid
            list={MOST_CHOSEN_LIST}
            label={t(intl, 'catalogue.home.mostChosen')}
            className={styles.topGrid}
            cards={[...featuredCards, ...topCards].map((card) => ({ card }))}
          />
        </section>
      )}
      <section className={styles.section}>
        <div className={styles.actions}>
          <Link className={styles.link} href={href(lang, 'productList')}>
            {viewAll}
          </Link>
        </div>
      </section>
    </>
  );
}
