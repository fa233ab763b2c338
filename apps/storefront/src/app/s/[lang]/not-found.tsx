import Link from 'next/link';
import { productWord } from '../../../i18n/product-word.ts';
import { getIntl, t } from '../../../i18n/server-intl.ts';
import { href } from '../../../routing/href.ts';
import { requestLanguage } from '../../../routing/request-language.ts';
import * as styles from './not-found.css.ts';

/** The themed 404 page (status 404), with ways back into the shop. */
export default async function NotFound() {
  const language = await requestLanguage();
  const intl = getIntl(language.locale);
  return (
    <section className={styles.section} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id="not-found-title" className={styles.title}>{t(intl, 'common.notFound.title')}</h1>
      <p className={styles.body}>{t(intl, 'common.notFound.body')}</p>
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} href={href(language.code, 'home')}>{t(intl, 'common.notFound.home')}</Link>
        </li>
        <li>
          <Link className={styles.secondaryLink} href={href(language.code, 'productList')}>
            {t(intl, 'common.notFound.productList', { product: productWord(language.code).plural })}
          </Link>
        </li>
      </ul>
    </section>
  );
}
