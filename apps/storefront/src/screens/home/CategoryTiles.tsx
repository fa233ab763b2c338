import type { IntlShape } from '@formatjs/intl';
import { Link } from '../../routing/Link.tsx';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './home.css.ts';

export interface CategoryTile {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  /** `/images/categories/<id>.svg`; decorative, the title names the tile. */
  readonly iconSrc: string | null;
}

export interface CategoryTilesProps {
  readonly intl: IntlShape<string>;
  readonly categories: readonly CategoryTile[];
  readonly allHref: string;
}

/** Every category of the store as a tile with its icon, and the way to the overview of all categories. */
export function CategoryTiles({ intl, categories, allHref }: CategoryTilesProps) {
  if (categories.length === 0) return null;
  return (
    <nav className={styles.block} aria-labelledby="home-categories">
      <div className={styles.blockHead}>
        <h2 id="home-categories" className={styles.heading}>
          {t(intl, 'catalogue.home.categories.title')}
        </h2>
        <Link className={styles.link} href={allHref}>
          {t(intl, 'catalogue.home.categories.all')}
        </Link>
      </div>
      <ul className={styles.tiles}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link className={styles.tile} href={category.href}>
              {category.iconSrc && <img className={styles.tileIcon} src={category.iconSrc} alt="" width={48} height={48} loading="lazy" />}
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
