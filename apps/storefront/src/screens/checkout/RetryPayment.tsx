'use client';

import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CheckoutActionResult } from '../../checkout/action-result.ts';
import { retryCheckoutPayment } from '../../checkout/actions.ts';
import type { PaymentValues } from '../../checkout/form-values.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import type { BasketMoney } from '../cart/basket-model.ts';
import * as styles from './Checkout.css.ts';
import type { PaymentMethodView } from './checkout-model.ts';
import { PaymentStep } from './PaymentStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';

/**
 * Why the shopper is back: the payment failed (2035 refused, 2036 too many attempts, from `?error=`), told in the error
 * modal, or they cancelled it on the provider's page themselves, which is no error and is said in the page's own words.
 */
export type RetryReason = { readonly kind: 'failed'; readonly code: number } | { readonly kind: 'cancelled' };

export interface RetryPaymentProps {
  readonly lang: string;
  readonly locale: string;
  readonly orderUuid: string;
  readonly orderNumber: string;
  readonly reason: RetryReason;
  readonly business: boolean;
  readonly methods: readonly PaymentMethodView[];
  readonly total: BasketMoney;
  readonly cartHref: string;
  readonly retry?: (lang: string, orderUuid: string, payment: PaymentValues) => Promise<CheckoutActionResult>;
  readonly navigate?: (location: string) => void;
}

/** Spec §4 retry payment: the error modal tells what happened, then only the payment step, for the placed order. */
export function RetryPayment({
  lang, locale, orderUuid, orderNumber, reason, business, methods, total, cartHref, retry = retryCheckoutPayment,
  navigate = (to) => window.location.assign(to),
}: RetryPaymentProps) {
  const intl = useIntl();
  const errorModal = useErrorModal();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [payment, setPayment] = useState<PaymentValues>({ method: '', issuerId: '' });

  useEffect(() => {
    if (reason.kind !== 'failed') return;
    // The dialog gives focus back to what had it when it opened: the payment step's heading, where the shopper goes on.
    headingRef.current?.focus();
    errorModal.show([{ code: reason.code, message: 'payment failed', referencedRequestParameter: null }]);
    // Once, for the error the shopper came back with.
  }, []);

  const submit = async (values: PaymentValues) => {
    if (submitting) return;
    setPayment(values);
    setSubmitting(true);
    const result = await retry(lang, orderUuid, values);
    if (result.ok) {
      navigate(result.location);
      return;
    }
    setSubmitting(false);
    errorModal.show(result.errors);
  };

  const labels = (['yourData', 'shipping', 'payment', 'success'] as const).map((step) => intl.formatMessage({ id: `checkout.step.${step}` }));
  return (
    <div className={styles.column}>
      <h1 className={styles.heading}>{intl.formatMessage({ id: 'checkout.title' })}</h1>
      <StepIndicator
        labels={labels}
        current={2}
        label={intl.formatMessage({ id: 'checkout.step.navigation' })}
        describe={(index) =>
          intl.formatMessage({ id: index === 2 ? 'checkout.step.currentOf' : 'checkout.step.of' }, { number: index + 1, total: labels.length, name: labels[index] })
        }
      />
      <p className={styles.note} role="status">
        {intl.formatMessage({ id: reason.kind === 'cancelled' ? 'checkout.retry.cancelled' : 'checkout.retry.intro' }, { number: orderNumber })}
      </p>
      <PaymentStep
        methods={methods}
        business={business}
        headingRef={headingRef}
        heading={intl.formatMessage({ id: 'checkout.retry.heading' })}
        values={payment}
        total={total}
        locale={locale}
        submitting={submitting}
        onSubmit={submit}
      />
      <p className={styles.muted}>
        <a className={styles.link} href={cartHref}>
          {intl.formatMessage({ id: 'checkout.backToBasket' })}
        </a>
      </p>
    </div>
  );
}
