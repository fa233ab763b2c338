import type { IntlShape } from '@formatjs/intl';
import { Link } from '../../routing/Link.tsx';
import { t } from '../../i18n/server-intl.ts';
import type { ContentTeaser } from '../catalogue/content-teaser.ts';
import * as styles from './home.css.ts';

export interface ContentTeasersProps {
  readonly intl: IntlShape<string>;
  /** Id of the block's heading, unique on the page. */
  readonly headingId: string;
  readonly heading: string;
  readonly intro?: string;
  readonly items: readonly ContentTeaser[];
  /** The overview of every item, and its link text. */
  readonly overview: { readonly text: string; readonly href: string };
  /** Shows each item's publication date (blog articles), in the store's time zone. */
  readonly dates?: { readonly timeZone: string };
}

/**
 * Giving moments or blog articles as cards of text in the page's own colour. The banners stay on the pages
 * themselves: inline pictures would make the home page several times heavier.
 */
export function ContentTeasers({ intl, headingId, heading, intro, items, overview, dates }: ContentTeasersProps) {
  if (items.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={styles.blockHead}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <Link className={styles.link} href={overview.href}>
          {overview.text}
        </Link>
      </div>
      {intro && <p className={styles.text}>{intro}</p>}
      <ul className={styles.teasers}>
        {items.map((item) => (
          <li key={item.id}>
            <article className={styles.teaser}>
              <span className={styles.teaserBand} style={item.backgroundColor ? { backgroundColor: item.backgroundColor } : undefined} />
              <h3 className={styles.teaserTitle}>
                <Link className={styles.teaserLink} href={item.href}>
                  {item.title}
                </Link>
              </h3>
              {dates && item.publishedAt && (
                <p className={styles.teaserMeta}>
                  <time dateTime={item.publishedAt.toISOString()}>
                    {t(intl, 'catalogue.blog.published', { date: intl.formatDate(item.publishedAt, { dateStyle: 'long', timeZone: dates.timeZone }) })}
                  </time>
                </p>
              )}
              {(item.heroTitle ?? item.teaser) && <p className={styles.teaserText}>{item.heroTitle ?? item.teaser}</p>}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
