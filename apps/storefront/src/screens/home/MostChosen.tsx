import type { IntlShape } from '@formatjs/intl';
import { Link } from '../../routing/Link.tsx';
import { t } from '../../i18n/server-intl.ts';
import type { CatalogueCard } from '../catalogue/card-model.ts';
import { largeDesktopOnly } from '../catalogue/catalogue.css.ts';
import { ProductGrid } from '../catalogue/ProductGrid.tsx';
import * as styles from './home.css.ts';

const MOST_CHOSEN_LIST = { id: 'most_chosen', name: 'Most chosen' } as const;

/** Spec §9: the top products after the second show on large desktop only. */
const TOP_ON_EVERY_SCREEN = 2;

export interface MostChosenProps {
  readonly intl: IntlShape<string>;
  /** The block's own title from the API; the catalog's 'Most chosen' when it has none. */
  readonly title: string | null;
  /** 1 or 2 large cards. */
  readonly featured: readonly CatalogueCard[];
  /** Up to 4 small cards. */
  readonly top: readonly CatalogueCard[];
  /** 'View all 200+ gift cards' and where it leads. */
  readonly viewAll: { readonly text: string; readonly href: string };
}

/** Spec §9 'Most chosen': the featured cards large, the top products small under them, then the way to all cards. */
export function MostChosen({ intl, title, featured, top, viewAll }: MostChosenProps) {
  const name = t(intl, 'catalogue.home.mostChosen');
  return (
    <section className={styles.block} aria-labelledby="most-chosen-title">
      <h2 id="most-chosen-title" className={styles.heading}>
        {title || name}
      </h2>
      {featured.length > 0 && (
        <ProductGrid list={MOST_CHOSEN_LIST} label={name} className={styles.featuredGrid} cards={featured.map((card) => ({ card }))} />
      )}
      {top.length > 0 && (
        <ProductGrid
          list={MOST_CHOSEN_LIST}
          label={t(intl, 'catalogue.home.mostChosenMore')}
          className={styles.topGrid}
          cards={top.map((card, index) => (index < TOP_ON_EVERY_SCREEN ? { card } : { card, className: largeDesktopOnly }))}
        />
      )}
      <p className={styles.centred}>
        <Link className={styles.link} href={viewAll.href}>
          {viewAll.text}
        </Link>
      </p>
    </section>
  );
}
