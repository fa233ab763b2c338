import type { PlacedOrderFieldsFragment } from '@shop/graphql/operations';
import { Money } from '@shop/ui';
import { Fragment } from 'react';
import { t, type getIntl } from '../../i18n/server-intl.ts';
import { paymentMethodName, storeMethodMarks } from './payment-method-names.ts';

export const PAYMENT_STATUS_MESSAGES = {
  REQUIRES_ACTION: 'checkout.confirmation.paymentStatus.pending',
  PENDING: 'checkout.confirmation.paymentStatus.pending',
  AUTHORISED: 'checkout.confirmation.paymentStatus.paid',
  REFUSED: 'checkout.confirmation.paymentStatus.failed',
  CANCELED: 'checkout.confirmation.paymentStatus.failed',
  EXPIRED: 'checkout.confirmation.paymentStatus.failed',
  REFUNDED: 'checkout.confirmation.paymentStatus.refunded',
} as const;

export interface OrderPaymentFactsProps {
  readonly intl: ReturnType<typeof getIntl>;
  readonly locale: string;
  readonly order: Pick<PlacedOrderFieldsFragment, 'payment' | 'giftCardPayments'>;
}

/**
 * How an order was paid, as terms of a description list: the method and its state, then what each gift card paid
 * (given back once a cancelled order refunded it). The confirmation page and the account's order details show it.
 */
export function OrderPaymentFacts({ intl, locale, order }: OrderPaymentFactsProps) {
  return (
    <>
      {order.payment && (
        <>
          <dt>{t(intl, 'checkout.confirmation.paymentMethod')}</dt>
          <dd>{paymentMethodName(intl, order.payment.method, storeMethodMarks(order.payment.method))}</dd>
          {order.payment.bankName && (
            <>
              <dt>{t(intl, 'checkout.confirmation.bank')}</dt>
              <dd>{order.payment.bankName}</dd>
            </>
          )}
          <dt>{t(intl, 'checkout.confirmation.paymentStatus')}</dt>
          <dd>{t(intl, PAYMENT_STATUS_MESSAGES[order.payment.status])}</dd>
        </>
      )}
      {order.giftCardPayments.map((card) => (
        <Fragment key={card.numberEnding}>
          <dt>{t(intl, 'checkout.confirmation.giftCard', { ending: card.numberEnding })}</dt>
          <dd>
            <Money {...card.amount} locale={locale} />
            {card.refunded && <> {t(intl, 'checkout.confirmation.giftCardRefunded')}</>}
          </dd>
        </Fragment>
      ))}
    </>
  );
}
