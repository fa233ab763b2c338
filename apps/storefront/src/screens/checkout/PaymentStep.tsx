'use client';

import type { PaymentMethodKind } from '@shop/graphql/operations';
import { Button, Modal, RadioGroup, formatMoney } from '@shop/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentValues } from '../../checkout/form-values.ts';
import type { BasketMoney } from '../cart/basket-model.ts';
import * as styles from './Checkout.css.ts';
import { PaymentMark } from '../../chrome/payment-marks.tsx';
import { methodsFor, type PaymentMethodView } from './checkout-model.ts';
import type { MessageId } from '@shop/i18n';
import type { ServerFieldErrors } from './CheckoutFlow.tsx';

const METHOD_DESCRIPTIONS: Readonly<Record<PaymentMethodKind, MessageId>> = {
  CARD: 'checkout.payment.describe.card',
  WALLET: 'checkout.payment.describe.wallet',
  BANK_REDIRECT: 'checkout.payment.describe.bankRedirect',
  BANK_TRANSFER: 'checkout.payment.describe.bankTransfer',
  INVOICE: 'checkout.payment.describe.invoice',
  BLIK: 'checkout.payment.describe.blik',
};

export interface PaymentStepProps {
  readonly methods: readonly PaymentMethodView[];
  readonly business: boolean;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly values: PaymentValues;
  /** What is left to pay: the total, less what gift cards pay. */
  readonly total: BasketMoney;
  /** Gift cards pay the whole order: no method is chosen (the API is sent one it ignores). */
  readonly coveredByCards?: boolean;
  readonly locale: string;
  /** True from the click on Pay until the browser has left: the button shows its loading state and ignores clicks. */
  readonly submitting: boolean;
  readonly serverErrors?: ServerFieldErrors | undefined;
  readonly heading?: string;
  readonly onBack?: (values: PaymentValues) => void;
  readonly onSubmit: (values: PaymentValues) => void;
  /** Each change of the choice, so the checkout keeps it when the shopper leaves by the browser's Back or a reload. */
  readonly onEdit?: (values: PaymentValues) => void;
}

/** Step 3: the brand's payment methods (invoice for business customers only), the bank choice, and Pay. */
export function PaymentStep({
  methods,
  business,
  headingRef,
  values,
  total,
  coveredByCards = false,
  locale,
  submitting,
  serverErrors,
  heading,
  onBack,
  onSubmit,
  onEdit,
}: PaymentStepProps) {
  const intl = useIntl();
  const label = (id: MessageId, args?: Record<string, string>) => intl.formatMessage({ id }, args);
  const offered = methodsFor(methods, business);
  const [method, setMethod] = useState<PaymentMethodKind | ''>(
    offered.some((option) => option.kind === values.method) ? values.method : (offered.length === 1 ? offered[0]!.kind : ''),
  );
  const [issuerId, setIssuerId] = useState(values.issuerId);
  const [bankModalOpen, setBankModalOpen] = useState(false);
  const [bankDraft, setBankDraft] = useState(values.issuerId);
  const [missing, setMissing] = useState<'method' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const issuers = offered.find((option) => option.kind === 'BANK_REDIRECT')?.issuers ?? [];
  const issuerName = issuers.find((issuer) => issuer.id === issuerId)?.name ?? null;
  const serverError = serverErrors?.method ?? serverErrors?.issuerId;
  useEffect(() => onEdit?.({ method, issuerId }), [onEdit, method, issuerId]);

  const choose = (next: PaymentMethodKind) => {
    setMethod(next);
    setMissing(null);
    if (next === 'BANK_REDIRECT' && !issuerId) {
      setBankDraft('');
      setBankModalOpen(true);
    }
  };

  const pay = () => {
    if (submitting) return;
    if (coveredByCards && offered[0]) {
      onSubmit({ method: offered[0].kind, issuerId: '' });
      return;
    }
    if (method === '') {
      setMissing('method');
      // As every other step does with its first invalid field: the shopper hears the choice asked for and its error.
      formRef.current?.querySelector<HTMLInputElement>('input[name="method"]')?.focus();
      return;
    }
    if (method === 'BANK_REDIRECT' && !issuerId) {
      setBankModalOpen(true);
      return;
    }
    onSubmit({ method, issuerId: method === 'BANK_REDIRECT' ? issuerId : '' });
  };

  const options = offered.map((option) => ({
    value: option.kind,
    description: label(METHOD_DESCRIPTIONS[option.kind]),
    label: (
      <span className={styles.methodLabel}>
        <span>{option.name}</span>
        {option.logos.length > 0 && (
          <span className={styles.logos}>
            {option.logos.map((logo) => (
              <PaymentMark key={logo.kind} kind={logo.kind} name={logo.name} />
            ))}
          </span>
        )}
      </span>
    ),
  }));

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby="checkout-step-heading"
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {heading ?? label('checkout.payment.heading')}
      </h2>
      {!coveredByCards && (
        <RadioGroup
          legend={label('checkout.payment.legend')}
          name="method"
          value={method === '' ? null : method}
          onChange={choose}
          options={options}
          error={missing ? label('checkout.payment.methodRequired') : serverError ? label(serverError) : undefined}
        />
      )}
      {!coveredByCards && method === 'BANK_REDIRECT' && (
        <p className={styles.status}>
          <span>{issuerName ? label('checkout.payment.bankChosen', { bank: issuerName }) : label('checkout.payment.noBank')}</span>
          <Button
            type="button"
            variant="link"
            size="sm"
            onClick={() => {
              setBankDraft(issuerId);
              setBankModalOpen(true);
            }}
          >
            {label(issuerName ? 'checkout.payment.changeBank' : 'checkout.payment.chooseBank')}
          </Button>
        </p>
      )}
      {/* With gift cards paying everything, "Place order" places it: no provider page opens. */}
      <p className={styles.note}>{label(coveredByCards ? 'checkout.payment.coveredNote' : 'checkout.payment.secureNote')}</p>
      <div className={styles.actions}>
        {onBack && (
          <Button type="button" variant="secondary" disabled={submitting} onClick={() => onBack({ method, issuerId })}>
            {label('checkout.back')}
          </Button>
        )}
        <Button type="submit" variant="primary" size="lg" loading={submitting} loadingLabel={label('checkout.payment.paying')}>
          {coveredByCards ? label('checkout.payment.coveredPay') : label('checkout.payment.pay', { amount: formatMoney({ ...total, locale }) })}
        </Button>
      </div>
      <Modal
        open={bankModalOpen}
        onClose={() => setBankModalOpen(false)}
        title={label('checkout.bank.title')}
        closeLabel={label('checkout.bank.close')}
        size="sm"
        footer={
          <Button
            variant="primary"
            disabled={!bankDraft}
            onClick={() => {
              if (!bankDraft) return;
              setIssuerId(bankDraft);
              setBankModalOpen(false);
            }}
          >
            {label('checkout.bank.confirm')}
          </Button>
        }
      >
        <RadioGroup
          legend={label('checkout.bank.legend')}
          name="issuerId"
          value={bankDraft || null}
          onChange={setBankDraft}
          options={issuers.map((issuer) => ({ value: issuer.id, label: issuer.name }))}
        />
      </Modal>
    </form>
  );
}
