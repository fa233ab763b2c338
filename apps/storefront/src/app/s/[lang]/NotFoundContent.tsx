'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useIntl } from 'react-intl';
import * as styles from './not-found.css.ts';

/** What the 404 page links to in one language. */
export interface NotFoundLinks {
  readonly home: string;
  readonly productList: string;
  /** The brand's product word (plural) in that language. */
  readonly product: string;
}

export interface NotFoundContentProps {
  /** Per language code; the page picks the one of the URL it is shown at. */
  readonly linksByLanguage: Readonly<Record<string, NotFoundLinks>>;
  readonly defaultLanguage: string;
}

/**
 * The 404 page body. It reads the language from the route on the client so the pages it replaces stay static
 * (reading request headers on the server would make every cached page dynamic).
 */
export function NotFoundContent({ linksByLanguage, defaultLanguage }: NotFoundContentProps) {
  const intl = useIntl();
  const params = useParams<{ lang?: string }>();
  const links = linksByLanguage[params?.lang ?? defaultLanguage] ?? linksByLanguage[defaultLanguage];
  if (!links) throw new Error(`No 404 links for language "${defaultLanguage}"`);
  return (
    <section className={styles.section} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id="not-found-title" className={styles.title}>{intl.formatMessage({ id: 'common.notFound.title' })}</h1>
      <p className={styles.body}>{intl.formatMessage({ id: 'common.notFound.body' })}</p>
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} href={links.home}>{intl.formatMessage({ id: 'common.notFound.home' })}</Link>
        </li>
        <li>
          <Link className={styles.secondaryLink} href={links.productList}>
            {intl.formatMessage({ id: 'common.notFound.productList' }, { product: links.product })}
          </Link>
        </li>
      </ul>
    </section>
  );
}
