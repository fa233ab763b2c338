import { cookies } from 'next/headers';
import { readSessionToken } from '../../account/session-cookie.ts';
import { currentBrand } from '../../brand/current-brand.ts';
import { loadCart } from '../../cart/load-cart.ts';
import { getIntl } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { basketPackages } from './basket-model.ts';
import { BasketView, EmptyBasket } from './BasketView.tsx';
import { CheckoutButton } from './CheckoutButton.tsx';
import { DeletePackageButton } from './DeletePackageButton.tsx';
import { DeliveryTimeButton } from './DeliveryTimeButton.tsx';
import { PackagingButton } from './PackagingButton.tsx';
import { QuantityForm } from './QuantityForm.tsx';
import { loadPackagingOptions } from './packaging-options.ts';
import { ViewCartEvent } from './ViewCartEvent.tsx';

export interface CartScreenProps {
  readonly lang: string;
}

/** Spec §2 basket: loads the visitor's basket and the packaging its products offer, and wires its actions to the API. */
export async function CartScreen({ lang }: CartScreenProps) {
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  const cart = await loadCart(lang);
  if (cart.kind === 'empty') return <EmptyBasket lang={lang} intl={intl} />;

  const packages = basketPackages(cart.order);
  const options = await loadPackagingOptions(lang, packages.flatMap((pkg) => (pkg.productPath ? [pkg.productPath] : [])));
  const signedIn = readSessionToken(await cookies()) !== null;

  return (
    <>
      <BasketView
        lang={lang}
        locale={language.locale}
        intl={intl}
        packages={packages}
        totals={cart.order.totals}
        grouped={cart.order.groupedTotals}
        packageActions={(pkg) => (
          <>
            <DeliveryTimeButton tag={pkg.tag} registered={pkg.registered} storeCountry={currentBrand.country} />
            <QuantityForm key={pkg.packageId} lang={lang} pkg={pkg} />
            <PackagingButton lang={lang} locale={language.locale} pkg={pkg} options={pkg.productPath ? (options.get(pkg.productPath) ?? null) : null} />
            <DeletePackageButton lang={lang} pkg={pkg} />
          </>
        )}
        checkout={
          <CheckoutButton
            lang={lang}
            checkoutHref={href(lang, 'checkout')}
            identify={currentBrand.features.orderModalAuth}
            captchaUrl={`/api/captcha/?lang=${lang}`}
            signedIn={signedIn}
          />
        }
      />
      <ViewCartEvent total={cart.order.totals.grandTotal} packages={packages} />
    </>
  );
}
