import { PlacedOrderDocument, type PlacedOrderFieldsFragment } from '@shop/graphql/operations';
import { Button, Money } from '@shop/ui';
import { isUuid, postalAddressLines } from '@shop/validation';
import { SESSION_HEADER, sessionHeaders } from '../../account/session.ts';
import type { NextScreen } from '../../account/next-screen.ts';
import { offerFor } from '../../checkout/awaiting-order.ts';
import { orderStanding, type OrderStanding } from '../../checkout/order-standing.ts';
import { serverQuery } from '../../data/server.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href, hrefWithQuery } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { missingPage } from '../not-found/NotFoundScreen.tsx';
import { awaitingOrderAction } from './awaiting-order-action.ts';
import * as styles from './Checkout.css.ts';
import { OrderOverview } from './OrderOverview.tsx';
import { OrderPaymentFacts } from './OrderPaymentFacts.tsx';
import { purchaseFacts } from './order-facts.ts';
import { PurchaseEvent } from './PurchaseEvent.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { TransferDetails } from './TransferDetails.tsx';

type Intl = ReturnType<typeof getIntl>;
type Shipment = PlacedOrderFieldsFragment['shipments'][number];

export type PlacedOrderView =
  | { readonly kind: 'shown'; readonly order: PlacedOrderFieldsFragment }
  | { readonly kind: 'behindLogin' }
  | { readonly kind: 'missing' };

/**
 * A placed order by uuid, as the visitor may see it: a guest's order to whoever holds its address, an account's to
 * that account's session only. To a visitor who is not logged in, an order that is not shown may be theirs on another
 * device (the confirmation e-mail's link): behind a login, the same for every such uuid. To a logged-in visitor, and
 * for a malformed uuid, missing (the 404 page).
 */
export async function loadPlacedOrder(lang: string, uuid: string): Promise<PlacedOrderView> {
  if (!isUuid(uuid)) return { kind: 'missing' };
  const headers = await sessionHeaders();
  const { placedOrder } = await serverQuery(lang, PlacedOrderDocument, { uuid }, { headers });
  if (placedOrder.order) return { kind: 'shown', order: placedOrder.order };
  return SESSION_HEADER in headers ? { kind: 'missing' } : { kind: 'behindLogin' };
}

/** What a visitor who is not logged in sees for an order the API shows to its account only. */
export function OrderBehindLogin({ lang, intl }: { readonly lang: string; readonly intl: Intl }) {
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.heading}>{t(intl, 'checkout.confirmation.loginTitle')}</h1>
      <p>{t(intl, 'checkout.confirmation.loginBody')}</p>
      <div className={styles.actions}>
        <Button href={hrefWithQuery(lang, 'accountLogin', { next: 'accountOrders' satisfies NextScreen })} variant="primary">
          {t(intl, 'checkout.confirmation.loginAction')}
        </Button>
      </div>
    </div>
  );
}

function ymdText(intl: Intl, ymd: string | null | undefined): string | null {
  if (!ymd || !/^\d{4}-\d{2}-\d{2}/.test(ymd)) return null;
  // Store-local calendar days: formatted as UTC so no time zone shifts the day.
  return intl.formatDate(new Date(`${ymd.slice(0, 10)}T12:00:00Z`), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** When a shipment arrives: its promised times once the order is paid, else counted from the payment. */
function promiseText(intl: Intl, shipment: Shipment, paid: boolean): string {
  if (!paid) return t(intl, shipment.tag === 'DIGITAL' ? 'checkout.confirmation.digitalAfterPayment' : 'checkout.confirmation.physicalAfterPayment');
  if (shipment.tag === 'DIGITAL') {
    const by = shipment.promisedBy ? new Date(shipment.promisedBy) : null;
    return by && !Number.isNaN(by.getTime())
      ? t(intl, 'checkout.confirmation.digitalBy', { time: intl.formatTime(by, { hour: '2-digit', minute: '2-digit' }) })
      : t(intl, 'checkout.confirmation.digitalWithinHour');
  }
  const from = ymdText(intl, shipment.deliveredFrom);
  const by = ymdText(intl, shipment.deliveredBy);
  const dispatch = ymdText(intl, shipment.dispatchDate);
  if (from && by) {
    return dispatch
      ? t(intl, 'checkout.confirmation.physicalWindowDispatch', { from, by, dispatch })
      : t(intl, 'checkout.confirmation.physicalWindow', { from, by });
  }
  return t(intl, 'checkout.confirmation.physicalGeneral');
}

/** The checkout step an order's page stands at: paid (or left to a transfer), its payment still to make, or none. */
const STANDING_STEP: Readonly<Record<OrderStanding['kind'], number | null>> = {
  paid: 3,
  awaitingTransfer: 3,
  awaitingPayment: 2,
  paymentFailed: 2,
  cancelled: null,
};

/** An order counts as a purchase once it is paid, or placed to be paid by transfer or on invoice. */
const isPurchase = (standing: OrderStanding) => standing.kind === 'paid' || standing.kind === 'awaitingTransfer';

/** The page's heading and first paragraph: thanks and a confirmation sent only for a paid order. */
function standingText(intl: Intl, standing: OrderStanding, order: PlacedOrderFieldsFragment): { readonly heading: string; readonly intro: string } {
  const facts = { number: order.number, email: order.customer.email };
  switch (standing.kind) {
    case 'paid':
      return { heading: t(intl, 'checkout.confirmation.title'), intro: t(intl, 'checkout.confirmation.intro', facts) };
    case 'awaitingTransfer':
      return { heading: t(intl, 'checkout.process.awaitingTitle'), intro: t(intl, 'checkout.confirmation.transferIntro', facts) };
    case 'awaitingPayment':
      return { heading: t(intl, 'checkout.confirmation.awaitingTitle'), intro: t(intl, 'checkout.confirmation.awaitingIntro', facts) };
    case 'paymentFailed':
      return { heading: t(intl, 'checkout.confirmation.failedTitle'), intro: t(intl, 'checkout.confirmation.failedIntro', facts) };
    case 'cancelled':
      return { heading: t(intl, 'checkout.confirmation.cancelledTitle'), intro: t(intl, 'checkout.confirmation.cancelledIntro', facts) };
  }
}

export interface ConfirmationScreenProps {
  readonly lang: string;
  readonly uuid: string;
}

/**
 * Spec §2 order confirmation: number, what was bought and for whom, delivery promises, payment and totals; for an
 * order not paid yet, where it stands and the way on to paying it instead of thanks and delivery times.
 */
export async function ConfirmationScreen({ lang, uuid }: ConfirmationScreenProps) {
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  const view = await loadPlacedOrder(lang, uuid);
  if (view.kind === 'missing') return missingPage(lang, 'perRequest');
  if (view.kind === 'behindLogin') return <OrderBehindLogin lang={lang} intl={intl} />;
  const { order } = view;
  const standing = orderStanding(order);
  const { heading, intro } = standingText(intl, standing, order);
  // The transfer details stand on this page itself; any other way on to paying is a link.
  const offer = offerFor(standing);
  const action = offer && offer.kind !== 'transferDetails' ? awaitingOrderAction(lang, intl, order.uuid, offer) : null;
  const transfer = standing.kind === 'awaitingTransfer' ? (order.payment?.action?.transfer ?? null) : null;
  const step = STANDING_STEP[standing.kind];
  const labels = ['yourData', 'shipping', 'payment', 'success'].map((name) => t(intl, `checkout.step.${name}` as 'checkout.step.success'));
  const packages = order.shipments.flatMap((shipment) => shipment.packages);

  return (
    <div className={styles.page}>
      <div className={styles.column}>
        {step !== null && (
          <StepIndicator
            labels={labels}
            current={step}
            label={t(intl, 'checkout.step.navigation')}
            describe={(index) =>
              t(intl, index === step ? 'checkout.step.currentOf' : 'checkout.step.of', { number: index + 1, total: labels.length, name: labels[index] ?? '' })
            }
          />
        )}
        <h1 className={styles.heading}>{heading}</h1>
        <p>{intro}</p>
        {action && (
          <div className={styles.actions}>
            <Button href={action.href} variant="primary">
              {action.label}
            </Button>
          </div>
        )}
        {transfer && <TransferDetails intl={intl} locale={language.locale} transfer={transfer} orderNumber={order.number} />}

        <section className={styles.card} aria-labelledby="confirmation-order">
          <h2 id="confirmation-order" className={styles.sectionHeading}>
            {t(intl, 'checkout.confirmation.orderHeading')}
          </h2>
          <dl className={styles.details}>
            <dt>{t(intl, 'checkout.confirmation.number')}</dt>
            <dd>{order.number}</dd>
            <dt>{t(intl, 'checkout.confirmation.date')}</dt>
            <dd>{intl.formatDate(new Date(order.placedAt), { dateStyle: 'long', timeStyle: 'short' })}</dd>
            <dt>{t(intl, 'checkout.confirmation.customer')}</dt>
            <dd>
              {[order.customer.companyName, `${order.customer.firstName} ${order.customer.lastName}`, order.customer.email].filter(Boolean).join(', ')}
            </dd>
            <OrderPaymentFacts intl={intl} locale={language.locale} order={order} />
          </dl>
        </section>

        {order.shipments.map((shipment) => (
          <section key={shipment.id} className={styles.card} aria-labelledby={`shipment-${shipment.id}`}>
            <h2 id={`shipment-${shipment.id}`} className={styles.sectionHeading}>
              {t(intl, shipment.tag === 'DIGITAL' ? 'checkout.confirmation.digitalHeading' : 'checkout.confirmation.physicalHeading')}
            </h2>
            {standing.kind !== 'cancelled' && <p className={styles.note}>{promiseText(intl, shipment, standing.kind === 'paid')}</p>}
            {shipment.registered && <p className={styles.muted}>{t(intl, 'checkout.shipping.registered')}</p>}
            {shipment.deliveryAddress && (
              <address className={styles.userText}>
                {postalAddressLines(shipment.deliveryAddress).map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            )}
            <ul className={styles.list}>
              {shipment.packages.map((pkg) => (
                <li key={pkg.id} className={styles.packageRow}>
                  <span className={styles.userText}>
                    {t(intl, 'checkout.overview.package', { count: pkg.quantity, title: pkg.title })}
                    {pkg.receiver && (
                      <>
                        <br />
                        <span className={styles.muted}>{t(intl, 'checkout.confirmation.receiver', { name: pkg.receiver.name, email: pkg.receiver.email })}</span>
                      </>
                    )}
                    {pkg.wrapper && (
                      <>
                        <br />
                        <span className={styles.muted}>{t(intl, 'cart.group.wrapper', { name: pkg.wrapper })}</span>
                      </>
                    )}
                    {pkg.giftPacking && (
                      <>
                        <br />
                        <span className={styles.muted}>{t(intl, 'cart.group.giftPacking', { name: pkg.giftPacking })}</span>
                      </>
                    )}
                    {pkg.message && (
                      <>
                        <br />
                        <span className={styles.muted}>{t(intl, 'checkout.shipping.message', { text: pkg.message })}</span>
                      </>
                    )}
                  </span>
                  <Money {...pkg.total} locale={language.locale} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div>
          <Button href={href(lang, 'home')} variant="primary">
            {t(intl, 'checkout.confirmation.continueShopping')}
          </Button>
        </div>
      </div>
      <OrderOverview
        intl={intl}
        locale={language.locale}
        packages={packages.map((pkg) => ({ id: pkg.id, title: pkg.title, quantity: pkg.quantity, total: pkg.total }))}
        grouped={order.groupedTotals}
        totals={order.totals}
      />
      {isPurchase(standing) && <PurchaseEvent facts={purchaseFacts(order)} />}
    </div>
  );
}
