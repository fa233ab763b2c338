import { PAYMENT_BRAND_NAMES, isGenericPaymentLogoKind, type PaymentLogoKind, type TrustMarkKind } from '@shop/brand-config';
import type { IntlShape } from '@formatjs/intl';
import { t } from '../i18n/server-intl.ts';

/** How a payment logo is read: a payment brand by its own name, a generic mark (secure, invoice) in the page's language. */
export function paymentLogoName(intl: IntlShape<string>, kind: PaymentLogoKind): string {
  return isGenericPaymentLogoKind(kind) ? t(intl, `chrome.payment.${kind}`) : PAYMENT_BRAND_NAMES[kind];
}

/** How a trust mark is read, in the page's language. */
export function trustMarkName(intl: IntlShape<string>, kind: TrustMarkKind): string {
  return t(intl, `chrome.trustMark.${kind}`);
}
