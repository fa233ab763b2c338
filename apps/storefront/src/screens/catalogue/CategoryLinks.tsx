import { lastPathSegment as productSlug } from '@shop/brand-config';
import type { IntlShape } from '@formatjs/intl';
import { CatalogueCategoriesDocument } from '@shop/graphql/operations';
import { Link } from '../../routing/Link.tsx';
import { serverQuery } from '../../data/server.ts';
import { t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import * as styles from './catalogue.css.ts';

export interface CategoryLinksProps {
  readonly lang: string;
  readonly intl: IntlShape<string>;
  readonly headingId: string;
  readonly heading: string;
}

/** Every category of the store, each linking to its category page. */
export async function CategoryLinks({ lang, intl, headingId, heading }: CategoryLinksProps) {
  const data = await serverQuery(lang, CatalogueCategoriesDocument, {});
  const categories = data.menuCategories.categories;
  if (categories.length === 0) return null;
  return (
    <nav className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {heading}
      </h2>
      <ul className={styles.categoryList}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link className={styles.categoryLink} href={href(lang, 'category', { category: productSlug(category.path) })}>
              {category.icon && <img src={category.icon.url} alt="" width={32} height={32} loading="lazy" decoding="async" />}
              <span>{category.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
