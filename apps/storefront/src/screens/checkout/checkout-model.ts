import type { AccountPrefill } from '../../checkout/account-prefill.ts';
import type { CheckoutRuleContext } from '../../checkout/schemas.ts';
import type { GiftCardPaymentsView } from './gift-card-payments-model.ts';
import type { PaymentLogoKind } from '@shop/brand-config';
import type { PaymentMethodKind } from '@shop/graphql/operations';
import type { BasketMoney } from '../cart/basket-model.ts';

/** One package as the checkout's shipping step lists it. */
export interface CheckoutPackage {
  readonly packageId: string;
  readonly title: string;
  readonly productTitle: string;
  readonly productId: string | null;
  readonly quantity: number;
  readonly unitPrice: BasketMoney;
  readonly total: BasketMoney;
  readonly message: string | null;
}

export interface PaymentMethodView {
  readonly kind: PaymentMethodKind;
  /** What the shopper calls it (payment-method-names.ts). */
  readonly name: string;
  /** Its marks, each with the name assistive technology reads, or null where the method's name already says it. */
  readonly logos: readonly { readonly kind: PaymentLogoKind; readonly name: string | null }[];
  readonly businessOnly: boolean;
  readonly issuers: readonly { readonly id: string; readonly name: string }[];
}

export interface PostcodeView {
  readonly label: string;
  readonly example: string;
  readonly pattern: string;
  readonly required: boolean;
}

/** What the client steps need from the server: all plain data, so it crosses the server/client boundary. */
export interface CheckoutSetup {
  readonly lang: string;
  readonly locale: string;
  readonly countryCode: string;
  readonly callingCode: string;
  readonly postcode: PostcodeView;
  /** The Dutch Chamber of Commerce number is asked where the store's country has one. */
  readonly showKvk: boolean;
  readonly termsHref: string;
  readonly privacyHref: string;
  readonly cartHref: string;
  /** The store's country: the delivery promise's clock and holidays. */
  readonly storeCountry: string;
  readonly digitalPackages: readonly CheckoutPackage[];
  readonly physicalPackages: readonly CheckoutPackage[];
  /** Registered post: over 300 euro or with wine (the API decides and says so on the shipment). */
  readonly physicalRegistered: boolean;
  readonly methods: readonly PaymentMethodView[];
  readonly total: BasketMoney;
  readonly prefillEmail: string | null;
  /** A logged-in customer's profile and address: the steps start filled in. */
  readonly account?: AccountPrefill | null;
  /** Paying with gift cards: the prefixes the shared rules judge numbers by, the captcha's URL, the cards added so far. */
  readonly giftCards?: {
    readonly prefixes: readonly string[];
    readonly captchaUrl: string;
    readonly payments: GiftCardPaymentsView;
  };
}

/** Methods the shopper may choose: invoice only for business customers. */
export function methodsFor(methods: readonly PaymentMethodView[], business: boolean): PaymentMethodView[] {
  return methods.filter((method) => business || !method.businessOnly);
}

/** What the checkout's shared rules need to know of the store and the basket: one context for every step and check. */
export function checkoutRuleContext(setup: CheckoutSetup): CheckoutRuleContext {
  return {
    callingCode: setup.callingCode,
    postcode: setup.postcode,
    showKvk: setup.showKvk,
    physicalPackages: setup.physicalPackages.length,
    countryCode: setup.countryCode,
  };
}
