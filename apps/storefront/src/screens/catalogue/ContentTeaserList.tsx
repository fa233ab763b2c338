import type { IntlShape } from '@formatjs/intl';
import { Link } from '../../routing/Link.tsx';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './catalogue.css.ts';
import { TEASER_IMAGE_SIZE, type ContentTeaser } from './content-teaser.ts';

export interface ContentTeaserListProps {
  readonly intl: IntlShape<string>;
  /** Names the list for assistive technology ('All giving moments'). */
  readonly label: string;
  readonly items: readonly ContentTeaser[];
  /** The store's time zone, in which publication dates are given. */
  readonly timeZone: string;
}

/** Cards of an overview: image, linked title, hero title, teaser and publication date where the page has them. */
export function ContentTeaserList({ intl, label, items, timeZone }: ContentTeaserListProps) {
  return (
    <ul className={styles.teaserGrid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <article className={styles.teaser}>
            {item.image && (
              <img
                className={styles.teaserImage}
                src={item.image.src}
                alt={item.image.alt}
                width={TEASER_IMAGE_SIZE.width}
                height={TEASER_IMAGE_SIZE.height}
                loading="lazy"
                style={item.backgroundColor ? { backgroundColor: item.backgroundColor } : undefined}
              />
            )}
            <h2 className={styles.teaserTitle}>
              <Link className={styles.link} href={item.href}>
                {item.title}
              </Link>
            </h2>
            {item.publishedAt && (
              <p className={styles.teaserMeta}>
                <time dateTime={item.publishedAt.toISOString()}>{t(intl, 'catalogue.blog.published', { date: intl.formatDate(item.publishedAt, { dateStyle: 'long', timeZone }) })}</time>
              </p>
            )}
            {item.heroTitle && <p className={styles.teaserHero}>{item.heroTitle}</p>}
            {item.teaser && <p className={styles.teaserText}>{item.teaser}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
