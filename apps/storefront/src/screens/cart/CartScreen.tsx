import type { CartQuery } from '@shop/graphql/operations';
import { Button, Money } from '@shop/ui';
import { cookies } from 'next/headers';
import { readSessionToken } from '../../account/session-cookie.ts';
import { currentBrand } from '../../brand/current-brand.ts';
import { loadCart } from '../../cart/load-cart.ts';
import { productWord } from '../../i18n/product-word.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { basketPackages, type BasketPackage } from './basket-model.ts';
import { CheckoutButton } from './CheckoutButton.tsx';
import * as styles from './CartScreen.css.ts';
import { DeletePackageButton } from './DeletePackageButton.tsx';
import { DeliveryTimeButton } from './DeliveryTimeButton.tsx';
import { PackagingButton } from './PackagingButton.tsx';
import { loadPackagingOptions, type PackagingOptions } from './packaging-options.ts';
import { vatExplanation } from './vat-explanation.ts';
import { ViewCartEvent } from './ViewCartEvent.tsx';
import { artworkSize } from '../catalogue/card-model.ts';

type Totals = NonNullable<CartQuery['cartV2']['order']>['totals'];
type GroupedTotals = NonNullable<CartQuery['cartV2']['order']>['groupedTotals'];
type Intl = ReturnType<typeof getIntl>;

const ADJUSTMENT_MESSAGES = {
  SERVICE_FEE: 'cart.summary.serviceFee',
  SHIPPING: 'cart.summary.shipping',
  REGISTERED_SHIPPING: 'cart.summary.registeredShipping',
  VAT: 'cart.summary.vat',
} as const;

export interface CartScreenProps {
  readonly lang: string;
}

/** Spec §2 basket: package groups, packaging and delivery modals, the order's totals and the way to checkout. */
export async function CartScreen({ lang }: CartScreenProps) {
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  const cart = await loadCart(lang);
  if (cart.kind === 'empty') return <EmptyBasket lang={lang} intl={intl} />;

  const packages = basketPackages(cart.order);
  const options = await loadPackagingOptions(lang, packages.flatMap((pkg) => (pkg.productPath ? [pkg.productPath] : [])));
  const sections = (['DIGITAL', 'PHYSICAL'] as const)
    .map((tag) => ({ tag, packages: packages.filter((pkg) => pkg.tag === tag) }))
    .filter((section) => section.packages.length > 0);

  return (
    <div className={styles.page}>
      <div className={styles.contents}>
        <h1 className={styles.heading}>{t(intl, 'cart.title')}</h1>
        {sections.map((section) => (
          <section key={section.tag} className={styles.contents} aria-labelledby={`basket-${section.tag}`}>
            <h2 id={`basket-${section.tag}`} className={styles.sectionHeading}>
              {t(intl, section.tag === 'DIGITAL' ? 'cart.section.digital' : 'cart.section.physical', { product: productWord(lang).plural })}
            </h2>
            <ul className={styles.groups}>
              {section.packages.map((pkg) => (
                <PackageGroup
                  key={pkg.packageId}
                  lang={lang}
                  locale={language.locale}
                  intl={intl}
                  pkg={pkg}
                  options={pkg.productPath ? (options.get(pkg.productPath) ?? null) : null}
                  storeCountry={currentBrand.country}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <OrderSummary
        lang={lang}
        locale={language.locale}
        intl={intl}
        totals={cart.order.totals}
        grouped={cart.order.groupedTotals}
        signedIn={readSessionToken(await cookies()) !== null}
      />
      <ViewCartEvent total={cart.order.totals.grandTotal} packages={packages} />
    </div>
  );
}

function EmptyBasket({ lang, intl }: { readonly lang: string; readonly intl: Intl }) {
  return (
    <div className={styles.empty}>
      <h1 className={styles.heading}>{t(intl, 'cart.title')}</h1>
      <p>{t(intl, 'cart.empty.body')}</p>
      <Button href={href(lang, 'productList')} variant="primary">
        {t(intl, 'cart.empty.browse', { product: productWord(lang).plural })}
      </Button>
    </div>
  );
}

interface PackageGroupProps {
  readonly lang: string;
  readonly locale: string;
  readonly intl: Intl;
  readonly pkg: BasketPackage;
  readonly options: PackagingOptions | null;
  readonly storeCountry: string;
}

function PackageGroup({ lang, locale, intl, pkg, options, storeCountry }: PackageGroupProps) {
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
      <div>
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
      <div className={styles.actions}>
        <DeliveryTimeButton tag={pkg.tag} storeCountry={storeCountry} />
        <PackagingButton lang={lang} locale={locale} pkg={pkg} options={options} />
        <DeletePackageButton lang={lang} pkg={pkg} />
      </div>
    </li>
  );
}

interface OrderSummaryProps {
  readonly lang: string;
  readonly locale: string;
  readonly intl: Intl;
  readonly totals: Totals;
  readonly grouped: GroupedTotals;
  /** A logged-in customer goes straight to checkout (spec §4). */
  readonly signedIn: boolean;
}

function OrderSummary({ lang, locale, intl, totals, grouped, signedIn }: OrderSummaryProps) {
  const lines: { key: string; label: string; money: Totals['grandTotal'] }[] = [];
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
          <SummaryLine key={line.key} label={line.label} money={line.money} locale={locale} />
        ))}
        <SummaryLine label={t(intl, 'cart.summary.withoutVat')} money={totals.grandTotalWithoutTax} locale={locale} />
        {vat.lineLabel !== undefined && <SummaryLine label={vat.lineLabel} money={totals.tax} locale={locale} />}
        <SummaryLine label={t(intl, 'cart.summary.total')} money={totals.grandTotal} locale={locale} emphasised />
      </dl>
      <p className={styles.muted}>{vat.note}</p>
      <CheckoutButton
        lang={lang}
        checkoutHref={href(lang, 'checkout')}
        identify={currentBrand.features.orderModalAuth}
        captchaUrl={`/api/captcha/?lang=${lang}`}
        signedIn={signedIn}
      />
    </aside>
  );
}

function SummaryLine(props: { readonly label: string; readonly money: Totals['grandTotal']; readonly locale: string; readonly emphasised?: boolean }) {
  const emphasis = props.emphasised ? ` ${styles.grandTotal}` : '';
  return (
    <>
      <dt className={`${styles.totalLabel}${emphasis}`}>{props.label}</dt>
      <dd className={`${styles.totalValue}${emphasis}`}>
        <Money {...props.money} locale={props.locale} />
      </dd>
    </>
  );
}
