import { UserOrderDocument } from '@shop/graphql/operations';
import { Button, Money } from '@shop/ui';
import { leaveWhenSignedOut, requireSession } from '../../account/access.ts';
import { orderUuidFrom } from '../../account/model.ts';
import { serverQuery } from '../../data/server.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from '../account/Account.css.ts';
import { markPageNotFound } from '../not-found/page-status.ts';
import { ReorderConfirm } from './ReorderConfirm.tsx';

export interface ReorderScreenProps {
  readonly lang: string;
  /** `?order=`: the past order to order again. */
  readonly order: string | null;
}

/** `/reorder/?order=<uuid>`: the "reorder product details" of a past order, and the way to put them in the basket. */
export async function ReorderScreen({ lang, order }: ReorderScreenProps) {
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  const session = await requireSession(lang, 'reorder');
  const uuid = orderUuidFrom(order);
  const placed = uuid ? await serverQuery(lang, UserOrderDocument, { uuid }, { headers: session }) : null;
  if (placed) leaveWhenSignedOut(lang, 'reorder', placed.userOrder.errors);
  const found = placed?.userOrder.order ?? null;
  // No order, or none of this account's: the page answers 404 with its own way back to the orders.
  if (found === null) markPageNotFound();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t(intl, 'account.reorder.title')}</h1>
      {found === null ? (
        <>
          <p>{t(intl, 'account.reorder.notFound')}</p>
          <div className={styles.actions}>
            <Button href={href(lang, 'accountOrders')} variant="primary">
              {t(intl, 'account.reorder.toOrders')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t(intl, 'account.reorder.intro', { number: found.number })}</p>
          <section className={styles.card} aria-labelledby="reorder-packages">
            <h2 id="reorder-packages" className={styles.sectionHeading}>
              {t(intl, 'account.reorder.packages')}
            </h2>
            <ul className={styles.list}>
              {found.shipments.flatMap((shipment) =>
                shipment.packages.map((pkg) => (
                  <li key={pkg.id} className={styles.row}>
                    <span className={styles.rowText}>
                      <strong>{t(intl, 'account.reorder.line', { count: pkg.quantity, title: pkg.title })}</strong>
                      <span className={styles.muted}>
                        {t(intl, shipment.tag === 'DIGITAL' ? 'account.reorder.digital' : 'account.reorder.physical')}
                        {pkg.receiver ? ` · ${t(intl, 'checkout.confirmation.receiver', { name: pkg.receiver.name, email: pkg.receiver.email })}` : ''}
                      </span>
                      {pkg.message && <span className={styles.muted}>{t(intl, 'checkout.shipping.message', { text: pkg.message })}</span>}
                    </span>
                    <span className={styles.rowText}>
                      <span className={styles.muted}>{t(intl, 'account.reorder.paidThen')}</span>
                      <Money {...pkg.total} locale={language.locale} />
                    </span>
                  </li>
                )),
              )}
            </ul>
            <p className={styles.muted}>{t(intl, 'account.reorder.todaysPrices')}</p>
          </section>
          <ReorderConfirm lang={lang} locale={language.locale} orderUuid={found.uuid} cartHref={href(lang, 'cart')} />
        </>
      )}
    </div>
  );
}
