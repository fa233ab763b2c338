import { Button } from '@shop/ui';
import { currentBrand } from '../../brand/current-brand.ts';
import { ArrivalHeading } from '../../forms/ArrivalHeading.tsx';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { hrefWithQuery } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Activation.css.ts';
import { ActivationNotFound } from './ActivationNotFound.tsx';
import { storeDate, storeDateTime } from './activation-page-support.ts';
import { loadActivationOrder } from './load-activation-order.ts';

/**
 * `/activate/success/?order=…`: the request was received. Says where the activation stands (being activated, with the
 * time it is promised by; active; or not possible) and links to the card's voucher.
 */
export async function ActivationSuccessScreen({ lang, order: uuid }: { readonly lang: string; readonly order: string | null }) {
  const order = await loadActivationOrder(lang, uuid);
  if (!order) return <ActivationNotFound lang={lang} />;
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const values = {
    digits: order.card.lastDigits,
    email: order.email,
    promisedBy: storeDateTime(intl, order.promisedBy),
    supportEmail: currentBrand.organization.email,
  };
  return (
    <section className={styles.page} aria-labelledby="activation-success-title">
      {/* The activation form leads here: focus moves to the outcome, as on the doubler's thank-you page. */}
      <ArrivalHeading id="activation-success-title" className={styles.heading}>
        {t(intl, `activation.success.${order.status}.heading`)}
      </ArrivalHeading>
      <p className={styles.text}>
        {t(intl, `activation.success.${order.status}.text`, values)}
      </p>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{t(intl, 'activation.success.requestedAt')}</dt>
        <dd className={styles.factValue}>{storeDate(intl, order.requestedAt)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button href={hrefWithQuery(lang, 'cardDetails', { order: order.uuid })} variant="primary">
          {t(intl, 'activation.success.viewDetails')}
        </Button>
      </div>
    </section>
  );
}
