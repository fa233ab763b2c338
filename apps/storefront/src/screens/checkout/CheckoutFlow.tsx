'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CheckoutActionResult } from '../../checkout/action-result.ts';
import { placeCheckoutOrder } from '../../checkout/actions.ts';
import { firstFieldTarget, fieldForParameter, type CheckoutStepId } from '../../checkout/field-errors.ts';
import { prefilledShipping, prefilledYourData } from '../../checkout/account-prefill.ts';
import { basketSignature, forgetDraft, keepDraft, readDraft, type DraftBasket } from '../../checkout/draft.ts';
import type { CheckoutValues, PaymentValues, ShippingValues, YourDataValues } from '../../checkout/form-values.ts';
import { CHECKOUT_STEPS, reachableStep, type StepRules } from '../../checkout/step-reach.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import * as styles from './Checkout.css.ts';
import { trackBeginCheckout, trackPaymentInfo, trackShippingInfo } from './checkout-analytics.ts';
import { checkoutRuleContext, type CheckoutSetup } from './checkout-model.ts';
import { GiftCardPayments } from './GiftCardPayments.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import {
  addressNames, pushStepEntry, replaceStepEntryAfterMount, returnToStep, stepInAddress, useStepTraversal,
} from './step-history.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { YourDataStep } from './YourDataStep.tsx';
import type { MessageId } from '@shop/i18n';
import { isValidationMessageId } from '@shop/validation';

/** Errors the API reported against fields of a step, shown when that step is on screen. */
export type ServerFieldErrors = Readonly<Record<string, MessageId>>;

export interface CheckoutFlowProps {
  readonly setup: CheckoutSetup;
  /** The step the page's address asked for when the server rendered it (`?step=`, in the page's language). */
  readonly askedStep: CheckoutStepId;
  /** The order overview, rendered on the server. */
  readonly overview: ReactNode;
  /** Places the order; the server action by default. */
  readonly placeOrder?: (lang: string, values: CheckoutValues) => Promise<CheckoutActionResult>;
  /** Leaves the page for the provider, the pending page or the confirmation. */
  readonly navigate?: (location: string) => void;
}

/** The step on screen. */
interface StepView {
  readonly step: CheckoutStepId;
  /**
   * How often the shopper asked for a later step that this one's values do not allow (browser Forward, an address):
   * each time, the step shows its errors.
   */
  readonly errorsRequested: number;
}

/**
 * What the page shows first. A later step is shown only once the tab's kept draft allows it, and the draft is read
 * after the page has mounted: until then (null) the page says it is loading rather than showing "Your data" for a
 * moment before the step the shopper reloaded.
 */
function firstView(asked: CheckoutStepId): StepView | null {
  return asked === 'yourData' ? { step: asked, errorsRequested: 0 } : null;
}

function arrivalAt(step: CheckoutStepId, current: StepView | null): StepView {
  return current?.step === step ? current : { step, errorsRequested: 0 };
}

/** A later step was asked for and refused: `step` is where the shopper has to fix something first. */
function refusalAt(step: CheckoutStepId, current: StepView | null): StepView {
  return { step, errorsRequested: current?.step === step ? current.errorsRequested + 1 : 1 };
}

function stepRulesOf(setup: CheckoutSetup): StepRules {
  return {
    context: checkoutRuleContext(setup),
    physicalPackageIds: setup.physicalPackages.map((pkg) => pkg.packageId),
  };
}

/**
 * The checkout's three form steps. Each step keeps what was typed when the shopper goes back or the API refuses
 * the order, and the tab keeps it across a reload (checkout/draft.ts). Each step is an entry of the browser's
 * history whose address names it (step-history.ts), so Back, Forward and a reload keep the shopper in the checkout;
 * a step is shown only when the steps before it hold accepted values. Focus moves to the new step's heading so
 * screen reader users hear where they are.
 */
export function CheckoutFlow({
  setup, askedStep, overview, placeOrder = placeCheckoutOrder, navigate = (to) => window.location.assign(to),
}: CheckoutFlowProps) {
  const intl = useIntl();
  const errorModal = useErrorModal();
  const [view, setView] = useState<StepView | null>(() => firstView(askedStep));
  const step = view?.step ?? null;
  const errorsRequested = view?.errorsRequested ?? 0;
  const [yourData, setYourData] = useState<YourDataValues>(() => prefilledYourData(setup.account ?? null, setup.prefillEmail));
  const [shipping, setShipping] = useState<ShippingValues>(() =>
    prefilledShipping(setup.account ?? null, setup.digitalPackages.map((pkg) => pkg.packageId), setup.physicalPackages.length),
  );
  const [payment, setPayment] = useState<PaymentValues>({ method: '', issuerId: '' });
  const [serverErrors, setServerErrors] = useState<Partial<Record<CheckoutStepId, ServerFieldErrors>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [cardPayments, setCardPayments] = useState(setup.giftCards?.payments ?? null);
  const toPay = cardPayments && cardPayments.cards.length > 0 ? cardPayments.remaining : setup.total;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shopperMoved = useRef(false);
  const draft = useCheckoutDraft(setup, { yourData, shipping, payment });
  const rules = useMemo(() => stepRulesOf(setup), [setup]);

  const commit = (values: CheckoutValues) => {
    setYourData(values.yourData);
    setShipping(values.shipping);
    setPayment(values.payment);
  };

  useEffect(() => trackBeginCheckout(setup), []);

  // The draft gives the values, the address the step: shown when the values allow it (a changed basket starts over).
  useEffect(() => {
    const restored = draft.restore();
    if (restored) commit(restored);
    const asked = restored?.basketChanged ? 'yourData' : stepInAddress(setup.lang);
    const shown = reachableStep(asked, restored ?? { yourData, shipping, payment }, rules);
    setView((current) => arrivalAt(shown, current));
    return addressNames(shown, setup.lang) ? undefined : replaceStepEntryAfterMount(shown, setup.lang);
  }, []);

  useEffect(() => {
    // Not on the first render: the page's own heading order applies until the shopper moves on.
    if (shopperMoved.current) headingRef.current?.focus();
  }, [view]);

  const moveTo = (next: (current: StepView | null) => StepView) => {
    shopperMoved.current = true;
    setView(next);
  };

  const continueTo = (next: CheckoutStepId, from: CheckoutStepId) => {
    pushStepEntry(next, from, setup.lang);
    moveTo((current) => arrivalAt(next, current));
  };

  const returnTo = (earlier: CheckoutStepId) => {
    returnToStep(earlier, setup.lang);
    moveTo((current) => arrivalAt(earlier, current));
  };

  const followHistory = (asked: CheckoutStepId) => {
    // The step being left reported each edit to the draft: what it holds goes with the shopper.
    const values = draft.latest();
    commit(values);
    const shown = reachableStep(asked, values, rules);
    // Refused: back to the entry of the step shown when that is the one before, so no second entry of it is left.
    if (shown !== asked) returnToStep(shown, setup.lang);
    moveTo((current) => (shown === asked ? arrivalAt(shown, current) : refusalAt(shown, current)));
  };
  useStepTraversal(followHistory, setup.lang);

  const submit = async (paymentValues: PaymentValues) => {
    if (submitting) return;
    setPayment(paymentValues);
    setSubmitting(true);
    trackPaymentInfo(setup, paymentValues.method);
    const result = await placeOrder(setup.lang, { yourData, shipping, payment: paymentValues });
    if (result.ok) {
      draft.forget();
      // Stays "submitting" while the browser leaves, so the button cannot send it twice.
      navigate(result.location);
      return;
    }
    setSubmitting(false);
    errorModal.show(result.errors);
    const byStep: Partial<Record<CheckoutStepId, Record<string, MessageId>>> = {};
    for (const error of result.errors) {
      const target = fieldForParameter(error.referencedRequestParameter);
      // A shared-schema refusal carries its own message id; the API's other refusals get a generic one.
      if (target) (byStep[target.step] ??= {})[target.path] = isValidationMessageId(error.message) ? error.message : 'checkout.form.fieldRefused';
    }
    setServerErrors(byStep);
    const first = firstFieldTarget(result.errors);
    if (first && first.step !== 'payment') returnTo(first.step);
  };

  const labels = [
    intl.formatMessage({ id: 'checkout.step.yourData' }),
    intl.formatMessage({ id: 'checkout.step.shipping' }),
    intl.formatMessage({ id: 'checkout.step.payment' }),
    intl.formatMessage({ id: 'checkout.step.success' }),
  ];
  const current = CHECKOUT_STEPS.indexOf(step ?? askedStep);

  return (
    <>
      <div className={styles.column}>
        <h1 className={styles.heading}>{intl.formatMessage({ id: 'checkout.title' })}</h1>
        <StepIndicator
          labels={labels}
          current={current}
          label={intl.formatMessage({ id: 'checkout.step.navigation' })}
          describe={(index) =>
            intl.formatMessage(
              { id: index === current ? 'checkout.step.currentOf' : 'checkout.step.of' },
              { number: index + 1, total: labels.length, name: labels[index] },
            )
          }
        />
        {step === null && (
          <p role="status" className={styles.stepPending}>
            {intl.formatMessage({ id: 'common.loading' })}
          </p>
        )}
        {step === 'yourData' && (
          <YourDataStep
            key={draft.generation}
            setup={setup}
            headingRef={headingRef}
            values={yourData}
            serverErrors={serverErrors.yourData}
            errorsRequested={errorsRequested}
            onEdit={draft.editYourData}
            onDone={(values) => {
              setYourData(values);
              continueTo('shipping', 'yourData');
            }}
          />
        )}
        {step === 'shipping' && (
          <ShippingStep
            key={draft.generation}
            setup={setup}
            headingRef={headingRef}
            buyer={yourData}
            values={shipping}
            serverErrors={serverErrors.shipping}
            errorsRequested={errorsRequested}
            onEdit={draft.editShipping}
            onBack={(values) => {
              setShipping(values);
              returnTo('yourData');
            }}
            onDone={(values) => {
              setShipping(values);
              trackShippingInfo(setup, setup.physicalPackages.length > 0 ? values.deliveryMode : 'DIGITAL');
              continueTo('payment', 'shipping');
            }}
          />
        )}
        {step === 'payment' && setup.giftCards && cardPayments && (
          <GiftCardPayments
            lang={setup.lang}
            locale={setup.locale}
            prefixes={setup.giftCards.prefixes}
            captchaUrl={setup.giftCards.captchaUrl}
            payments={cardPayments}
            onChange={setCardPayments}
          />
        )}
        {step === 'payment' && (
          <PaymentStep
            methods={setup.methods}
            business={yourData.customerType === 'BUSINESS'}
            headingRef={headingRef}
            values={payment}
            total={toPay}
            coveredByCards={toPay.value === 0}
            locale={setup.locale}
            submitting={submitting}
            serverErrors={serverErrors.payment}
            onEdit={draft.editPayment}
            onBack={(values) => {
              setPayment(values);
              returnTo('shipping');
            }}
            onSubmit={submit}
          />
        )}
      </div>
      {overview}
    </>
  );
}

interface CheckoutDraftHandle {
  /** The kept draft fitted to today's basket, once, when the page has mounted (never in the server's render). */
  readonly restore: () => ReturnType<typeof readDraft>;
  readonly forget: () => void;
  /** Changes when a draft was restored, so the steps' forms start again from the restored values. */
  readonly generation: number;
  /** Every value as last typed, also those of the step on screen that were not sent on with Continue or Back. */
  readonly latest: () => CheckoutValues;
  readonly editYourData: (values: YourDataValues) => void;
  readonly editShipping: (values: ShippingValues) => void;
  readonly editPayment: (values: PaymentValues) => void;
}

/** Keeps the checkout's values in the tab as they are typed; nothing is written before the kept draft was read. */
function useCheckoutDraft(setup: CheckoutSetup, committed: CheckoutValues): CheckoutDraftHandle {
  const basket = useMemo<DraftBasket>(
    () => ({
      digitalPackageIds: setup.digitalPackages.map((pkg) => pkg.packageId),
      physicalPackageIds: setup.physicalPackages.map((pkg) => pkg.packageId),
      methods: setup.methods.map((method) => method.kind),
    }),
    [setup],
  );
  const [generation, setGeneration] = useState(0);
  const read = useRef(false);
  const live = useRef(committed);

  const keep = useCallback(
    (edit: Partial<CheckoutValues>) => {
      live.current = { ...live.current, ...edit };
      if (read.current) keepDraft({ ...live.current, basket: basketSignature(basket) });
    },
    [basket],
  );

  const { yourData, shipping, payment } = committed;
  useEffect(() => keep({ yourData, shipping, payment }), [keep, yourData, shipping, payment]);

  // Read once: in development React runs the effects twice, and the second run's write would come before its read.
  const stored = useRef<ReturnType<typeof readDraft> | undefined>(undefined);
  const restore = useCallback(() => {
    if (stored.current === undefined) stored.current = readDraft(basket);
    read.current = true;
    if (stored.current) setGeneration((previous) => previous + 1);
    return stored.current;
  }, [basket]);
  const latest = useCallback(() => live.current, []);
  const editYourData = useCallback((values: YourDataValues) => keep({ yourData: values }), [keep]);
  const editShipping = useCallback((values: ShippingValues) => keep({ shipping: values }), [keep]);
  const editPayment = useCallback((values: PaymentValues) => keep({ payment: values }), [keep]);
  return { restore, forget: forgetDraft, generation, latest, editYourData, editShipping, editPayment };
}
