import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './catalogue.css.ts';
import { CategoryLinks } from './CategoryLinks.tsx';
import { pageIntl } from './content.ts';

export async function CategoryAllScreen({ lang }: { readonly lang: string }) {
  const { intl } = pageIntl(lang);
  const product = productWord(lang).plural;
  return (
    <>
      <section className={styles.section}>
        <h1 className={styles.heading}>{t(intl, 'catalogue.categoryAll.title', { product })}</h1>
        <p className={styles.intro}>{t(intl, 'catalogue.categoryAll.intro', { product })}</p>
      </section>
      <CategoryLinks lang={lang} intl={intl} headingId="all-categories" heading={t(intl, 'catalogue.categories.title')} />
    </>
  );
}
