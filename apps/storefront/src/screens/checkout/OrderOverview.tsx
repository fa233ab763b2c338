import { add } from '@shop/money';
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
  readonly grandTotalWithoutTax: BasketMoney;
  readonly grandTotal: BasketMoney;
  readonly tax: BasketMoney;
  readonly adjustments: readonly { readonly title?: string | null; readonly adjustmentType: string; readonly price: BasketMoney }[];
}

/** The order's value by kind, as the API groups it: the cards' own value, and what their extras cost on top. */
export interface OverviewGroupedTotals {
  readonly digitalTotal: { readonly price: BasketMoney };
  readonly physicalTotal: { readonly price: BasketMoney };
  readonly extra: BasketMoney;
}

export interface OrderOverviewProps {
  readonly intl: ReturnType<typeof getIntl>;
  readonly locale: string;
  readonly packages: readonly OverviewPackage[];
  readonly grouped: OverviewGroupedTotals;
  readonly totals: OverviewTotals;
  readonly headingLevel?: 'h2' | 'h3';
}

const ADJUSTMENT_MESSAGES: Readonly<Record<string, 'checkout.overview.serviceFee' | 'checkout.overview.shipping' | 'checkout.overview.registeredShipping'>> = {
  SERVICE_FEE: 'checkout.overview.serviceFee',
  SHIPPING: 'checkout.overview.shipping',
  REGISTERED_SHIPPING: 'checkout.overview.registeredShipping',
};

/** Spec §2 "checkout order overview": packages, service fee, shipping, extras, VAT and the totals with and without VAT. */
export function OrderOverview({ intl, locale, packages, grouped, totals, headingLevel: Heading = 'h2' }: OrderOverviewProps) {
  // The subtotal holds the extras too: the cards line is the cards alone, so the lines add up to the total.
  const cards = add(grouped.digitalTotal.price, grouped.physicalTotal.price);
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
        <MoneyLine label={t(intl, 'checkout.overview.subtotal')} money={cards} locale={locale} />
        {grouped.extra.value > 0 && <MoneyLine label={t(intl, 'checkout.overview.extras')} money={grouped.extra} locale={locale} />}
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

