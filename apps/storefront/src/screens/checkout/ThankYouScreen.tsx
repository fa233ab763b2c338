import { Button, Money } from '@shop/ui';
import { redirect } from 'next/navigation';
import { orderStanding } from '../../checkout/order-standing.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { missingPage } from '../not-found/NotFoundScreen.tsx';
import * as styles from './Checkout.css.ts';
import { loadPlacedOrder, OrderBehindLogin } from './ConfirmationScreen.tsx';
import { purchaseFacts } from './order-facts.ts';
import { PurchaseEvent } from './PurchaseEvent.tsx';

export interface ThankYouScreenProps {
  readonly lang: string;
  readonly order: string | null;
}

/** Spec §2 confirmation v2: a short thank-you with the order's headline facts and a link to the full confirmation. */
export async function ThankYouScreen({ lang, order: uuid }: ThankYouScreenProps) {
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  const view = uuid === null ? ({ kind: 'missing' } as const) : await loadPlacedOrder(lang, uuid);
  if (view.kind === 'missing') return missingPage(lang, 'perRequest');
  if (view.kind === 'behindLogin') return <OrderBehindLogin lang={lang} intl={intl} />;
  const { order } = view;
  // The thanks and the confirmation it mentions are for a paid order; the order's page says where any other stands.
  if (orderStanding(order).kind !== 'paid') redirect(href(lang, 'checkoutConfirmation', { uuid: order.uuid }));
  const cards = order.shipments.reduce((sum, shipment) => sum + shipment.packages.reduce((count, pkg) => count + pkg.quantity, 0), 0);
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.heading}>{t(intl, 'checkout.thankYou.title', { name: order.customer.firstName })}</h1>
      <p>{t(intl, 'checkout.confirmation.intro', { number: order.number, email: order.customer.email })}</p>
      <dl className={styles.details}>
        <dt>{t(intl, 'checkout.confirmation.number')}</dt>
        <dd>{order.number}</dd>
        <dt>{t(intl, 'checkout.thankYou.cards')}</dt>
        <dd>{cards}</dd>
        <dt>{t(intl, 'checkout.overview.total')}</dt>
        <dd>
          <Money {...order.totals.grandTotal} locale={language.locale} />
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button href={href(lang, 'checkoutConfirmation', { uuid: order.uuid })} variant="primary">
          {t(intl, 'checkout.thankYou.details')}
        </Button>
        <Button href={href(lang, 'home')} variant="secondary">
          {t(intl, 'checkout.confirmation.continueShopping')}
        </Button>
      </div>
      <PurchaseEvent facts={purchaseFacts(order)} />
    </div>
  );
}
