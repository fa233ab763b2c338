import { Money, MoneyLine } from '@shop/ui';
import { t, type getIntl } from '../../i18n/server-intl.ts';
import type { BasketMoney } from '../cart/basket-model.ts';
import * as styles from './Checkout.css.ts';

export interface OverviewPackage {
  readonly id: string;
  readonly title: string;
  readonly quantity: number;
  readonly total: BasketMoney;
}

export interface OverviewTotals {
  readonly subTotal: BasketMoney;
  readonly grandTotalWithoutTax: BasketMoney;
  readonly grandTotal: BasketMoney;
  readonly tax: BasketMoney;
  readonly adjustments: readonly { readonly title?: string | null; readonly adjustmentType: string; readonly price: BasketMoney }[];
}

export interface OrderOverviewProps {
  readonly intl: ReturnType<typeof getIntl>;
  readonly locale: string;
  readonly packages: readonly OverviewPackage[];
  readonly extras: BasketMoney | null;
  readonly totals: OverviewTotals;
  readonly headingLevel?: 'h2' | 'h3';
}

const ADJUSTMENT_MESSAGES: Readonly<Record<string, 'checkout.overview.serviceFee' | 'checkout.overview.shipping' | 'checkout.overview.registeredShipping'>> = {
  SERVICE_FEE: 'checkout.overview.serviceFee',
  SHIPPING: 'checkout.overview.shipping',
  REGISTERED_SHIPPING: 'checkout.overview.registeredShipping',
};

/** Spec §2 "checkout order overview": packages, service fee, shipping, extras, VAT and the totals with and without VAT. */
export function OrderOverview({ intl, locale, packages, extras, totals, headingLevel: Heading = 'h2' }: OrderOverviewProps) {
  const fees = totals.adjustments.filter((adjustment) => adjustment.adjustmentType !== 'VAT');
  const hasShipping = fees.some((fee) => fee.adjustmentType === 'SHIPPING' || fee.adjustmentType === 'REGISTERED_SHIPPING');
  return (
    <section className={styles.summary} aria-labelledby="checkout-overview">
      <Heading id="checkout-overview" className={styles.sectionHeading}>
        {t(intl, 'checkout.overview.title')}
      </Heading>
      <ul className={styles.list}>
        {packages.map((pkg) => (
          <li key={pkg.id} className={styles.packageRow}>
            <span>{t(intl, 'checkout.overview.package', { count: pkg.quantity, title: pkg.title })}</span>
            <Money {...pkg.total} locale={locale} />
          </li>
        ))}
      </ul>
      <dl className={styles.lines}>
        <MoneyLine label={t(intl, 'checkout.overview.subtotal')} money={totals.subTotal} locale={locale} />
        {extras && extras.value > 0 && <MoneyLine label={t(intl, 'checkout.overview.extras')} money={extras} locale={locale} />}
        {fees.map((fee, index) => (
          <MoneyLine
            key={`${fee.adjustmentType}-${index}`}
            label={fee.adjustmentType === 'SERVICE_FEE' && fee.title ? fee.title : t(intl, ADJUSTMENT_MESSAGES[fee.adjustmentType] ?? 'checkout.overview.fee')}
            money={fee.price}
            locale={locale}
          />
        ))}
        {!hasShipping && <MoneyLine label={t(intl, 'checkout.overview.shipping')} money={{ currency: totals.grandTotal.currency, value: 0 }} locale={locale} />}
        <MoneyLine label={t(intl, 'checkout.overview.withoutVat')} money={totals.grandTotalWithoutTax} locale={locale} />
        <MoneyLine label={t(intl, 'checkout.overview.vat')} money={totals.tax} locale={locale} />
        <MoneyLine label={t(intl, 'checkout.overview.total')} money={totals.grandTotal} locale={locale} emphasised />
      </dl>
    </section>
  );
}

