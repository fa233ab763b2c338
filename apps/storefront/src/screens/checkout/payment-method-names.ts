import { PAYMENT_METHOD_OF_KIND, schemeNameOf, type PaymentLogoKind } from '@shop/brand-config';
import type { IntlShape } from '@formatjs/intl';
import type { PaymentMethodKind } from '@shop/graphql/operations';
import type { MessageId } from '@shop/i18n';
import { currentBrand } from '../../brand/current-brand.ts';

/** Each method's name in the page's language; a bank redirect's only where the store shows no scheme's mark for it. */
export const METHOD_MESSAGES = {
  CARD: 'checkout.payment.method.card',
  WALLET: 'checkout.payment.method.wallet',
  BANK_REDIRECT: 'checkout.payment.method.bankRedirect',
  BANK_TRANSFER: 'checkout.payment.method.bankTransfer',
  INVOICE: 'checkout.payment.method.invoice',
  BLIK: 'checkout.payment.method.blik',
} as const satisfies Record<PaymentMethodKind, MessageId>;

/** The marks the store shows with a method (its brand file's `payments.methods`), none for a method it does not offer. */
export function storeMethodMarks(kind: PaymentMethodKind): readonly PaymentLogoKind[] {
  return currentBrand.payments.methods.find((choice) => choice.method === PAYMENT_METHOD_OF_KIND[kind])?.logos ?? [];
}

/** What a shopper calls a payment method: its scheme's name where it has one (schemeNameOf), else the catalogue's. */
export function paymentMethodName(intl: IntlShape<string>, kind: PaymentMethodKind, marks: readonly PaymentLogoKind[]): string {
  return schemeNameOf(kind, marks, intl.locale) ?? intl.formatMessage({ id: METHOD_MESSAGES[kind] });
}

/** Whether a method's name already says what its marks show, so the marks are decoration to assistive technology. */
export function nameSaysMarks(kind: PaymentMethodKind, marks: readonly PaymentLogoKind[]): boolean {
  // Whether the method has a scheme's name does not depend on the language its list is written in.
  return schemeNameOf(kind, marks, 'en') !== null;
}
