import { Button } from '@shop/ui';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Activation.css.ts';

/** A success or voucher page whose `?order=` names no activation: what happened and the way back to the form. */
export function ActivationNotFound({ lang }: { readonly lang: string }) {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  return (
    <section className={styles.page} aria-labelledby="activation-not-found">
      <h1 id="activation-not-found" className={styles.heading}>
        {t(intl, 'activation.notFound.heading')}
      </h1>
      <p className={styles.text}>{t(intl, 'activation.notFound.text')}</p>
      <div className={styles.actions}>
        <Button href={href(lang, 'activate')} variant="primary">
          {t(intl, 'activation.notFound.link')}
        </Button>
      </div>
    </section>
  );
}
