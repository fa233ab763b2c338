import type { CustomerType } from '@shop/graphql/operations';
import type { ApiErrorShape } from '../data/errors.ts';
import type { CheckoutValues, PaymentValues } from './form-values.ts';

const INVALID_INPUT = 4000;

const issue = (parameter: string, message: string): ApiErrorShape => ({ code: INVALID_INPUT, message, referencedRequestParameter: parameter });

/**
 * Checks of the payment choice that belong to the checkout itself (not the shared form rules): a method is chosen,
 * invoice only for business customers, a bank for a bank redirect.
 */
export function paymentValuesIssues(payment: PaymentValues, customerType: CustomerType): ApiErrorShape[] {
  if (payment.method === '') return [issue('checkout.payment.method', 'Choose a payment method.')];
  if (payment.method === 'INVOICE' && customerType !== 'BUSINESS') {
    return [issue('checkout.payment.method', 'Invoice is for business customers only.')];
  }
  if (payment.method === 'BANK_REDIRECT' && payment.issuerId.trim() === '') return [issue('checkout.payment.issuerId', 'Choose your bank.')];
  return [];
}

export interface CheckoutShape {
  readonly physicalPackages: number;
}

/** Server-side check of the whole checkout before it goes to the API (which judges it again). */
export function checkoutValuesIssues(values: CheckoutValues, shape: CheckoutShape): ApiErrorShape[] {
  const issues = [...paymentValuesIssues(values.payment, values.yourData.customerType)];
  if (shape.physicalPackages > 0) {
    const needed = values.shipping.deliveryMode === 'SPLIT' ? shape.physicalPackages : 1;
    if (values.shipping.addresses.length < needed) issues.push(issue('checkout.physicalDeliveries', 'An address is missing.'));
  }
  return issues;
}
