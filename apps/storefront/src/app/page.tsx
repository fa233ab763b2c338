import { currentBrand } from '../brand/current-brand.ts';
import { defaultStoreLanguage } from '../brand/language.ts';
import { getIntl, t } from '../i18n/server-intl.ts';
import * as styles from './home.css.ts';

const language = defaultStoreLanguage(currentBrand);

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

export default function HomePage() {
  const intl = getIntl(language.locale);
  const product = currentBrand.productNoun[language.code]?.plural ?? '';
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{t(intl, 'home.title', { product: capitalise(product, language.locale) })}</h1>
      <p className={styles.intro}>{t(intl, 'home.intro', { product })}</p>
    </section>
  );
}
