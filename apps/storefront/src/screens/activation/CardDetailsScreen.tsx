import { Button, Money, visuallyHidden } from '@shop/ui';
import { currentBrand } from '../../brand/current-brand.ts';
import { productWord } from '../../i18n/product-word.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Activation.css.ts';
import { ActivationNotFound } from './ActivationNotFound.tsx';
import { storeDate, storeDateTime } from './activation-page-support.ts';
import { loadActivationOrder, type ActivationOrderView } from './load-activation-order.ts';

type Intl = ReturnType<typeof getIntl>;

/** The 19 digits as they are printed, all but the last four hidden: `•••• •••• •••• •••1 234`. */
function maskedNumber(lastDigits: string): string {
  return `${'•'.repeat(19 - lastDigits.length)}${lastDigits}`.replace(/(.{4})(?=.)/g, '$1 ');
}

function statusText(intl: Intl, order: ActivationOrderView): string {
  return order.status === 'PENDING'
    ? t(intl, 'activation.details.status.PENDING', { promisedBy: storeDateTime(intl, order.promisedBy) })
    : t(intl, `activation.details.status.${order.status}`);
}

/** What the holder does with an active card: check its balance, choose the cards to exchange it for, before it expires. */
function HowToSpend({ lang, intl, order }: { readonly lang: string; readonly intl: Intl; readonly order: ActivationOrderView }) {
  const products = productWord(lang).plural;
  return (
    <section aria-labelledby="card-details-spend" className={styles.block}>
      <h2 id="card-details-spend" className={styles.subheading}>
        {t(intl, 'activation.details.spendHeading')}
      </h2>
      <ol className={styles.steps}>
        <li>{t(intl, 'activation.details.spendBalance')}</li>
        <li>{t(intl, 'activation.details.spendChoose', { products })}</li>
        <li>{t(intl, 'activation.details.spendKeep', { validUntil: storeDate(intl, order.card.expiresAt) })}</li>
      </ol>
      <div className={styles.actions}>
        <Button href={href(lang, 'redeemStart')} variant="primary">
          {t(intl, 'activation.details.checkBalance')}
        </Button>
        <Button href={href(lang, 'choiceCard')} variant="secondary">
          {t(intl, 'activation.details.choices', { products })}
        </Button>
      </div>
    </section>
  );
}

/**
 * `/carddetails/?order=…`, the activation voucher: the card as its holder may see it after asking for activation
 * (never its full number or PIN), where the activation stands and, once active, how to spend it.
 */
export async function CardDetailsScreen({ lang, order: uuid }: { readonly lang: string; readonly order: string | null }) {
  const order = await loadActivationOrder(lang, uuid);
  if (!order) return <ActivationNotFound lang={lang} />;
  const { locale } = requireStoreLanguage(lang);
  const intl = getIntl(locale);
  const { card } = order;
  return (
    <section className={styles.page} aria-labelledby="card-details-title">
      <h1 id="card-details-title" className={styles.heading}>
        {t(intl, 'activation.details.heading')}
      </h1>
      <div className={styles.voucher}>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>{t(intl, 'activation.details.cardNumber')}</dt>
          <dd className={styles.factValue}>
            <span aria-hidden="true">{maskedNumber(card.lastDigits)}</span>
            <span className={visuallyHidden}>{t(intl, 'activation.details.cardNumberMasked', { digits: card.lastDigits })}</span>
          </dd>
          <dt className={styles.factLabel}>{t(intl, 'activation.details.value')}</dt>
          <dd className={styles.factValue}>
            <Money value={card.value.value} currency={card.value.currency} locale={locale} />
          </dd>
          <dt className={styles.factLabel}>{t(intl, 'activation.details.deliveryKind')}</dt>
          <dd className={styles.factValue}>{t(intl, `activation.details.delivery.${card.deliveryKind}`)}</dd>
          <dt className={styles.factLabel}>{t(intl, 'activation.details.status')}</dt>
          <dd className={styles.factValue}>{statusText(intl, order)}</dd>
          {card.activatedAt && (
            <>
              <dt className={styles.factLabel}>{t(intl, 'activation.details.activatedAt')}</dt>
              <dd className={styles.factValue}>{storeDate(intl, card.activatedAt)}</dd>
            </>
          )}
          <dt className={styles.factLabel}>{t(intl, 'activation.details.validUntil')}</dt>
          <dd className={styles.factValue}>{storeDate(intl, card.expiresAt)}</dd>
        </dl>
      </div>
      {order.status === 'COMPLETED' && <HowToSpend lang={lang} intl={intl} order={order} />}
      {order.status === 'PENDING' && <p className={styles.text}>{t(intl, 'activation.details.pendingNote')}</p>}
      {order.status === 'CANCELED' && (
        <p className={styles.text}>{t(intl, 'activation.details.canceledNote', { supportEmail: currentBrand.organization.email })}</p>
      )}
    </section>
  );
}
