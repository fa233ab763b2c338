import type { Metadata } from 'next';
import { productWord } from '../../i18n/product-word.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { buildMetadata } from '../../seo/metadata.ts';
import * as styles from './Activation.css.ts';
import { ActivationForm } from './ActivationForm.tsx';
import { activationPrefixes } from './card-prefixes.ts';

export function activationMetadata(lang: string): Metadata {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  return buildMetadata({ lang, location: { kind: 'screen', screen: 'activate' }, title: t(intl, 'activation.title'), description: t(intl, 'activation.metaDescription') });
}

/**
 * Choice card activation (`/activate/`, GCSNL `/activeren/`): the same page for every visitor, served from the cache;
 * the request goes through the form's server action.
 */
export function ActivationScreen({ lang }: { readonly lang: string }) {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const products = productWord(lang).plural;
  return (
    <section className={styles.page} aria-labelledby="activation-title">
      <h1 id="activation-title" className={styles.heading}>
        {t(intl, 'activation.title')}
      </h1>
      <p className={styles.text}>{t(intl, 'activation.intro', { products })}</p>
      <p className={styles.text}>{t(intl, 'activation.promise')}</p>
      <ActivationForm lang={lang} prefixes={activationPrefixes()} captchaUrl={`/api/captcha/?lang=${lang}`} />
      <section aria-labelledby="activation-steps" className={styles.block}>
        <h2 id="activation-steps" className={styles.subheading}>
          {t(intl, 'activation.steps.heading')}
        </h2>
        <ol className={styles.steps}>
          <li>{t(intl, 'activation.steps.enter')}</li>
          <li>{t(intl, 'activation.steps.wait')}</li>
          <li>{t(intl, 'activation.steps.spend', { products })}</li>
        </ol>
      </section>
    </section>
  );
}
