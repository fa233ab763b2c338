import type { ProductLabelIcon } from './labelIconShapes.ts';
import * as styles from './ProductCard.css.ts';

export { PRODUCT_LABEL_ICONS, type ProductLabelIcon } from './labelIconShapes.ts';

/** Decorative: the label's title already says what the icon means. */
export function LabelIcon({ icon }: { readonly icon: ProductLabelIcon }) {
  return <span className={styles.labelIcon[icon]} aria-hidden="true" data-icon={icon} />;
}
