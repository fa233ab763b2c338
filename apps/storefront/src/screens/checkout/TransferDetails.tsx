import type { PlacedOrderFieldsFragment } from '@shop/graphql/operations';
import { Money } from '@shop/ui';
import { groupedIban } from '@shop/validation';
import { t, type getIntl } from '../../i18n/server-intl.ts';
import * as styles from './Checkout.css.ts';

type Intl = ReturnType<typeof getIntl>;
type Transfer = NonNullable<NonNullable<NonNullable<PlacedOrderFieldsFragment['payment']>['action']>['transfer']>;

/** Where and how to send the money for an order paid by bank transfer or on invoice. */
export function TransferDetails({ intl, locale, transfer, orderNumber }: { readonly intl: Intl; readonly locale: string; readonly transfer: Transfer; readonly orderNumber: string }) {
  const expires = new Date(transfer.expiresAt);
  return (
    <section className={styles.card} aria-labelledby="transfer-heading">
      <h2 id="transfer-heading" className={styles.sectionHeading}>
        {t(intl, 'checkout.transfer.heading')}
      </h2>
      <p>{t(intl, 'checkout.transfer.intro', { number: orderNumber })}</p>
      <dl className={styles.details}>
        <dt>{t(intl, 'checkout.transfer.amount')}</dt>
        <dd>
          <Money {...transfer.amount} locale={locale} />
        </dd>
        <dt>{t(intl, 'checkout.transfer.beneficiary')}</dt>
        <dd>{transfer.beneficiary}</dd>
        <dt>{t(intl, 'checkout.transfer.iban')}</dt>
        <dd>{groupedIban(transfer.iban)}</dd>
        <dt>{t(intl, 'checkout.transfer.bic')}</dt>
        <dd>{transfer.bic}</dd>
        <dt>{t(intl, 'checkout.transfer.reference')}</dt>
        <dd>{transfer.reference}</dd>
        {!Number.isNaN(expires.getTime()) && (
          <>
            <dt>{t(intl, 'checkout.transfer.expires')}</dt>
            <dd>{intl.formatDate(expires, { dateStyle: 'long', timeStyle: 'short' })}</dd>
          </>
        )}
      </dl>
      <p className={styles.note}>{t(intl, 'checkout.transfer.referenceNote')}</p>
      <p className={styles.muted}>{t(intl, 'checkout.transfer.mailNote')}</p>
    </section>
  );
}
