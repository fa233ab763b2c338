import type { IntlShape } from '@formatjs/intl';
import { t } from '../../i18n/server-intl.ts';
import type { CatalogueCard } from '../catalogue/card-model.ts';
import { ProductGrid } from '../catalogue/ProductGrid.tsx';
import * as styles from './ProductDetails.css.ts';

const RELATED_LIST = { id: 'related_products', name: 'Related products' } as const;

export interface RelatedProductsProps {
  readonly intl: IntlShape<string>;
  readonly product: string;
  readonly cards: readonly CatalogueCard[];
}

/** Cards of the same categories, most chosen first: what a shopper compares this one with. */
export function RelatedProducts({ intl, product, cards }: RelatedProductsProps) {
  if (cards.length === 0) return null;
  const heading = t(intl, 'product.related.heading', { product });
  return (
    <section className={styles.related} aria-labelledby="related-products">
      <h2 id="related-products" className={styles.panelHeading}>
        {heading}
      </h2>
      <ProductGrid list={RELATED_LIST} label={heading} className={styles.relatedGrid} cards={cards.map((card) => ({ card }))} />
    </section>
  );
}
