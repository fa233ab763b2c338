import type { IntlShape } from '@formatjs/intl';
import type { CartQuery } from '@shop/graphql/operations';
import { Button, Money, MoneyLine } from '@shop/ui';
import type { ReactNode } from 'react';
import { capitalise } from '../../i18n/capitalise.ts';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { artworkSize } from '../catalogue/card-model.ts';
import type { BasketPackage } from './basket-model.ts';
import { BasketNotice } from './BasketNotice.tsx';
import * as styles from './CartScreen.css.ts';
import { vatExplanation } from './vat-explanation.ts';

export type BasketTotals = NonNullable<CartQuery['cartV2']['order']>['totals'];
export type BasketGroupedTotals = NonNullable<CartQuery['cartV2']['order']>['groupedTotals'];
type Intl = IntlShape<string>;

const ADJUSTMENT_MESSAGES = {
  SERVICE_FEE: 'cart.summary.serviceFee',
  SHIPPING: 'cart.summary.shipping',
  REGISTERED_SHIPPING: 'cart.summary.registeredShipping',
  VAT: 'cart.summary.vat',
} as const;

export interface BasketViewProps {
  readonly lang: string;
  readonly locale: string;
  readonly intl: Intl;
  /** The basket's packages; a basket with none is shown by `EmptyBasket`. */
  readonly packages: readonly BasketPackage[];
  readonly totals: BasketTotals;
  readonly grouped: BasketGroupedTotals;
  /** What a customer can do with one package (delivery time, packaging, delete), under its details. */
  readonly packageActions: (pkg: BasketPackage) => ReactNode;
  /** The way on to checkout, under the totals. */
  readonly checkout: ReactNode;
}

/**
 * Spec §2 basket as the customer sees it, from the basket model alone: the packages by delivery kind, then the
 * order's totals with the VAT explanation. The page supplies the actions, which call the API.
 */
export function BasketView({ lang, locale, intl, packages, totals, grouped, packageActions, checkout }: BasketViewProps) {
  const sections = (['DIGITAL', 'PHYSICAL'] as const)
    .map((tag) => ({ tag, packages: packages.filter((pkg) => pkg.tag === tag) }))
    .filter((section) => section.packages.length > 0);

  return (
    <div className={styles.page}>
      <div className={styles.contents}>
        <h1 className={styles.heading}>{t(intl, 'cart.title')}</h1>
        <BasketNotice />
        {sections.map((section) => (
          <section key={section.tag} className={styles.contents} aria-labelledby={`basket-${section.tag}`}>
            <h2 id={`basket-${section.tag}`} className={styles.sectionHeading}>
              {/* French and Spanish put the product word first ('chèques-cadeaux numériques'): a heading starts in capitals. */}
              {capitalise(t(intl, section.tag === 'DIGITAL' ? 'cart.section.digital' : 'cart.section.physical', { product: productWord(lang).plural }), locale)}
            </h2>
            <ul className={styles.groups}>
              {section.packages.map((pkg) => (
                <PackageGroup key={pkg.packageId} locale={locale} intl={intl} pkg={pkg} actions={packageActions(pkg)} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <OrderSummary lang={lang} locale={locale} intl={intl} totals={totals} grouped={grouped} checkout={checkout} />
    </div>
  );
}

/** The basket before anything is in it: a way back to the cards. */
export function EmptyBasket({ lang, intl }: { readonly lang: string; readonly intl: Intl }) {
  return (
    <div className={styles.empty}>
      <h1 className={styles.heading}>{t(intl, 'cart.title')}</h1>
      <BasketNotice />
      <p>{t(intl, 'cart.empty.body')}</p>
      <Button href={href(lang, 'productList')} variant="primary">
        {t(intl, 'cart.empty.browse', { product: productWord(lang).plural })}
      </Button>
    </div>
  );
}

interface PackageGroupProps {
  readonly locale: string;
  readonly intl: Intl;
  readonly pkg: BasketPackage;
  readonly actions: ReactNode;
}

/** One package: its cards' pictures, what is in it and how it is packed, its price and its actions. */
export function PackageGroup({ locale, intl, pkg, actions }: PackageGroupProps) {
  return (
    <li className={styles.group}>
      <div className={styles.previews} aria-hidden="true">
        {pkg.previews.map((preview, index) => (
          <img
            key={index}
            className={styles.preview}
            src={preview.src}
            alt=""
            {...artworkSize(128)}
            loading="lazy"
            style={{ left: index * 16, background: preview.color }}
          />
        ))}
      </div>
      <div className={styles.groupText}>
        <h3 className={styles.groupTitle}>{pkg.title}</h3>
        <p className={styles.muted}>{t(intl, pkg.tag === 'DIGITAL' ? 'cart.group.digitalDescription' : 'cart.group.physicalDescription')}</p>
        <ul className={styles.details}>
          <li>
            {t(intl, 'cart.group.value', { count: pkg.quantity })} <Money {...pkg.unitPrice} locale={locale} />
          </li>
          {pkg.wrapper && <li>{t(intl, 'cart.group.wrapper', { name: pkg.wrapper.title })}</li>}
          {pkg.giftPacking && <li>{t(intl, 'cart.group.giftPacking', { name: pkg.giftPacking.title })}</li>}
          {pkg.message && <li>{t(intl, 'cart.group.message', { text: pkg.message })}</li>}
        </ul>
      </div>
      <p className={styles.groupTotal}>
        <Money {...pkg.total} locale={locale} />
      </p>
      <div className={styles.actions}>{actions}</div>
    </li>
  );
}

interface OrderSummaryProps {
  readonly lang: string;
  readonly locale: string;
  readonly intl: Intl;
  readonly totals: BasketTotals;
  readonly grouped: BasketGroupedTotals;
  readonly checkout: ReactNode;
}

/** The order's totals by kind, its fees, the VAT as charged and why, and the way on to checkout. */
export function OrderSummary({ lang, locale, intl, totals, grouped, checkout }: OrderSummaryProps) {
  const lines: { key: string; label: string; money: BasketTotals['grandTotal'] }[] = [];
  if (grouped.digitalTotal.qty > 0) {
    lines.push({ key: 'digital', label: t(intl, 'cart.summary.digital', { count: grouped.digitalTotal.qty }), money: grouped.digitalTotal.price });
  }
  if (grouped.physicalTotal.qty > 0) {
    lines.push({ key: 'physical', label: t(intl, 'cart.summary.physical', { count: grouped.physicalTotal.qty }), money: grouped.physicalTotal.price });
  }
  if (grouped.extra.value > 0) lines.push({ key: 'extra', label: t(intl, 'cart.summary.extras'), money: grouped.extra });
  totals.adjustments
    .filter((adjustment) => adjustment.adjustmentType !== 'VAT')
    .forEach((adjustment, index) =>
      // Each fee has its own title from the store ('Service fee', 'Packaging fee'), so two fees never share a label.
      lines.push({
        key: `adjustment-${index}`,
        label: adjustment.adjustmentType === 'SERVICE_FEE' && adjustment.title ? adjustment.title : t(intl, ADJUSTMENT_MESSAGES[adjustment.adjustmentType]),
        money: adjustment.price,
      }),
    );
  const vat = vatExplanation(intl, totals.tax.value, productWord(lang).plural);

  return (
    <aside className={styles.summary} aria-labelledby="basket-summary">
      <h2 id="basket-summary" className={styles.sectionHeading}>
        {t(intl, 'cart.summary.title')}
      </h2>
      <dl className={styles.totals}>
        {lines.map((line) => (
          <MoneyLine key={line.key} label={line.label} money={line.money} locale={locale} />
        ))}
        <MoneyLine label={t(intl, 'cart.summary.withoutVat')} money={totals.grandTotalWithoutTax} locale={locale} />
        {vat.lineLabel !== undefined && <MoneyLine label={vat.lineLabel} money={totals.tax} locale={locale} />}
        <MoneyLine label={t(intl, 'cart.summary.total')} money={totals.grandTotal} locale={locale} emphasised />
      </dl>
      <p className={styles.muted}>{vat.note}</p>
      {checkout}
    </aside>
  );
}

