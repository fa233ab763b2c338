import {
  GetUserInfoDocument, GiftCardPaymentsDocument, PaymentMethodsDocument, PlacedOrderDocument, UserAddressesDocument,
} from '@shop/graphql/operations';
import { Button } from '@shop/ui';
import { cookies } from 'next/headers';
import { isUuid } from '@shop/validation';
import { isPaymentLogoKind } from '@shop/brand-config';
import { currentBrand } from '../../brand/current-brand.ts';
import { storeCountryRules } from '../../brand/country-rules.ts';
import { loadCart } from '../../cart/load-cart.ts';
import { sessionHeaders } from '../../account/session.ts';
import { accountPrefill, type AccountPrefill } from '../../checkout/account-prefill.ts';
import { awaitingOrderOffer, readAwaitingOrder } from '../../checkout/awaiting-order.ts';
import { readCheckoutEmail } from '../../checkout/prefill.ts';
import type { CheckoutStepId } from '../../checkout/field-errors.ts';
import { PAYMENT_REFUSED, retryOffer } from '../../checkout/payment-state.ts';
import { serverQuery } from '../../data/server.ts';
import { paymentLogoName } from '../../chrome/mark-names.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href, hrefWithQuery } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { cardNumberPrefixes } from '../balance/card-prefixes.ts';
import { basketPackages, type BasketPackage } from '../cart/basket-model.ts';
import * as styles from './Checkout.css.ts';
import { awaitingOrderAction, type AwaitingOrderAction } from './awaiting-order-action.ts';
import { CheckoutFlow } from './CheckoutFlow.tsx';
import type { CheckoutPackage, CheckoutSetup, PaymentMethodView } from './checkout-model.ts';
import type { GiftCardPaymentsView } from './gift-card-payments-model.ts';
import { OrderOverview } from './OrderOverview.tsx';
import { nameSaysMarks, paymentMethodName } from './payment-method-names.ts';
import { RetryPayment } from './RetryPayment.tsx';

export interface CheckoutScreenProps {
  readonly lang: string;
  /** The step the address asks for (`?step=`, in the page's language: checkout/step-url.ts); shown once the draft allows it. */
  readonly askedStep: CheckoutStepId;
  /** `?error=` (a payment error code) and `?order=` (the placed order's uuid): spec §2, retry payment. */
  readonly error: string | null;
  readonly order: string | null;
}

type Intl = ReturnType<typeof getIntl>;

function toCheckoutPackage(pkg: BasketPackage): CheckoutPackage {
  return {
    packageId: pkg.packageId,
    title: pkg.title,
    productTitle: pkg.productTitle,
    productId: pkg.productId,
    quantity: pkg.quantity,
    unitPrice: pkg.unitPrice,
    total: pkg.total,
    message: pkg.message,
  };
}

/** The gift cards already added to the basket's payment (none on a first visit), or null when they cannot be read. */
async function loadGiftCardPayments(lang: string, orderUuid: string): Promise<GiftCardPaymentsView | null> {
  const { giftCardPayments } = await serverQuery(lang, GiftCardPaymentsDocument, { orderUuid }, { headers: await sessionHeaders() });
  return giftCardPayments.payments;
}

async function loadPaymentMethods(lang: string, intl: Intl): Promise<PaymentMethodView[]> {
  const { paymentMethods } = await serverQuery(lang, PaymentMethodsDocument, {});
  return paymentMethods.methods.map((method) => {
    const marks = method.logos.filter(isPaymentLogoKind);
    const decorative = nameSaysMarks(method.kind, marks);
    return {
      kind: method.kind,
      name: paymentMethodName(intl, method.kind, marks),
      businessOnly: method.businessOnly,
      issuers: method.issuers.map(({ id, name }) => ({ id, name })),
      logos: marks.map((kind) => ({ kind, name: decorative ? null : paymentLogoName(intl, kind) })),
    };
  });
}

/**
 * A logged-in customer's details for the checkout (spec §4: prefilled from the profile and the address book); none
 * for a guest, nor when the session has ended (the checkout then works as for a guest).
 */
async function loadAccountPrefill(lang: string): Promise<AccountPrefill | null> {
  const session = await sessionHeaders();
  if (Object.keys(session).length === 0) return null;
  const [{ getUserInfo }, { userAddresses }] = await Promise.all([
    serverQuery(lang, GetUserInfoDocument, {}, { headers: session }),
    serverQuery(lang, UserAddressesDocument, {}, { headers: session }),
  ]);
  const profile = getUserInfo.user?.mainProfile;
  return profile ? accountPrefill(profile, userAddresses.addresses, currentBrand.country) : null;
}

/** Spec §2 checkout: Your data → Shipping → Payment → Success; or, after a failed payment, the retry (spec §4). */
export async function CheckoutScreen({ lang, askedStep, error, order }: CheckoutScreenProps) {
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  if (error !== null) return <RetryScreen lang={lang} locale={language.locale} intl={intl} error={error} order={order} />;

  const cart = await loadCart(lang);
  if (cart.kind === 'empty') return <EmptyCheckout lang={lang} intl={intl} />;

  const packages = basketPackages(cart.order);
  const physicalShipment = cart.order.shipments.find((shipment) => shipment.tag === 'PHYSICAL');
  const setup: CheckoutSetup = {
    lang,
    locale: language.locale,
    countryCode: currentBrand.country,
    ...storeCountryRules(lang),
    showKvk: currentBrand.country === 'NL',
    termsHref: href(lang, 'termsConditions'),
    privacyHref: href(lang, 'cookiesPrivacyStatement'),
    cartHref: href(lang, 'cart'),
    storeCountry: currentBrand.country,
    digitalPackages: packages.filter((pkg) => pkg.tag === 'DIGITAL').map(toCheckoutPackage),
    physicalPackages: packages.filter((pkg) => pkg.tag === 'PHYSICAL').map(toCheckoutPackage),
    physicalRegistered: physicalShipment?.registered ?? false,
    methods: await loadPaymentMethods(lang, intl),
    total: cart.order.totals.grandTotal,
    prefillEmail: readCheckoutEmail(await cookies()),
    account: await loadAccountPrefill(lang),
  };
  const cardPayments = await loadGiftCardPayments(lang, cart.order.uuid);
  const setupWithCards: CheckoutSetup = cardPayments
    ? { ...setup, giftCards: { prefixes: await cardNumberPrefixes(lang), captchaUrl: `/api/captcha/?lang=${lang}`, payments: cardPayments } }
    : setup;

  return (
    <div className={styles.page}>
      <CheckoutFlow
        setup={setupWithCards}
        askedStep={askedStep}
        overview={
          <OrderOverview
            intl={intl}
            locale={language.locale}
            packages={packages.map((pkg) => ({ id: pkg.packageId, title: pkg.productTitle, quantity: pkg.quantity, total: pkg.total }))}
            grouped={cart.order.groupedTotals}
            totals={cart.order.totals}
          />
        }
      />
    </div>
  );
}

/**
 * Nothing to check out; but when this browser's last order still waits for its money (the shopper came back from the
 * provider's page with Back), the way on to paying it.
 */
async function EmptyCheckout({ lang, intl }: { readonly lang: string; readonly intl: Intl }) {
  const awaiting = readAwaitingOrder(await cookies());
  const { placedOrder } = awaiting
    ? await serverQuery(lang, PlacedOrderDocument, { uuid: awaiting }, { headers: await sessionHeaders() })
    : { placedOrder: null };
  const placed = placedOrder?.order;
  const offer = placed ? awaitingOrderOffer(placed) : null;
  const action = placed && offer ? awaitingOrderAction(lang, intl, placed.uuid, offer) : null;
  if (!placed || !action) return <Message intl={intl} lang={lang} body={t(intl, 'checkout.empty.body')} />;
  return <AwaitingOrderMessage intl={intl} lang={lang} orderNumber={placed.number} action={action} />;
}

/** An order still waiting for its payment, and the way on to paying it. */
function AwaitingOrderMessage({ intl, lang, orderNumber, action }: { readonly intl: Intl; readonly lang: string; readonly orderNumber: string; readonly action: AwaitingOrderAction }) {
  return (
    <Message intl={intl} lang={lang} body={t(intl, 'checkout.awaiting.body', { number: orderNumber })}>
      <Button href={action.href} variant="primary">
        {action.label}
      </Button>
    </Message>
  );
}

interface RetryScreenProps {
  readonly lang: string;
  readonly locale: string;
  readonly intl: Intl;
  readonly error: string;
  readonly order: string | null;
}

async function RetryScreen({ lang, locale, intl, error, order }: RetryScreenProps) {
  const code = /^\d{1,5}$/.test(error) ? Number(error) : -1;
  // Retry is a toggle of the brand (spec §4); without it, or without an order to retry, a plain message.
  if (!currentBrand.features.retryPayment || order === null || !isUuid(order)) {
    return <Message intl={intl} lang={lang} body={t(intl, 'checkout.retry.unavailable')} />;
  }
  const { placedOrder } = await serverQuery(lang, PlacedOrderDocument, { uuid: order }, { headers: await sessionHeaders() });
  const placed = placedOrder.order;
  if (!placed) return <Message intl={intl} lang={lang} body={t(intl, 'checkout.retry.notFound')} />;
  const offer = retryOffer(placed);
  if (offer.kind === 'orderCancelled') {
    return <Message intl={intl} lang={lang} body={t(intl, 'checkout.retry.orderCancelled', { number: placed.number })} />;
  }
  if (offer.kind === 'nothingToRetry') {
    // Its payment still open (on the provider's page, or a transfer): the way on to it, as after Back from that page.
    const awaiting = awaitingOrderOffer(placed);
    const action = awaiting ? awaitingOrderAction(lang, intl, placed.uuid, awaiting) : null;
    if (action) return <AwaitingOrderMessage intl={intl} lang={lang} orderNumber={placed.number} action={action} />;
    // Paid meanwhile: nothing to retry, the order page says so.
    return (
      <Message intl={intl} lang={lang} body={t(intl, 'checkout.retry.notNeeded')}>
        <Button href={href(lang, 'checkoutConfirmation', { uuid: placed.uuid })} variant="primary">
          {t(intl, 'checkout.retry.viewOrder')}
        </Button>
      </Message>
    );
  }
  const { payment } = offer;
  const packages = placed.shipments.flatMap((shipment) => shipment.packages);
  return (
    <div className={styles.page}>
      <RetryPayment
        lang={lang}
        locale={locale}
        orderUuid={placed.uuid}
        orderNumber={placed.number}
        reason={payment.status === 'CANCELED' ? { kind: 'cancelled' } : { kind: 'failed', code: code > 0 ? code : (payment.errorCode ?? PAYMENT_REFUSED) }}
        business={placed.customer.customerType === 'BUSINESS'}
        methods={await loadPaymentMethods(lang, intl)}
        // What is left to pay: gift cards may have paid part of the order already.
        total={payment.amount}
        cartHref={href(lang, 'cart')}
      />
      <OrderOverview
        intl={intl}
        locale={locale}
        packages={packages.map((pkg) => ({ id: pkg.id, title: pkg.title, quantity: pkg.quantity, total: pkg.total }))}
        grouped={placed.groupedTotals}
        totals={placed.totals}
      />
    </div>
  );
}

function Message({ intl, lang, body, children }: { readonly intl: Intl; readonly lang: string; readonly body: string; readonly children?: React.ReactNode }) {
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.heading}>{t(intl, 'checkout.title')}</h1>
      <p>{body}</p>
      <div className={styles.actions}>
        {children}
        <Button href={href(lang, 'cart')} variant={children ? 'secondary' : 'primary'}>
          {t(intl, 'checkout.backToBasket')}
        </Button>
      </div>
    </div>
  );
}
