import type { CustomerType } from '@shop/graphql/operations';
import { checkoutDetailsSchema, validationErrors, type CountryRules } from '@shop/validation';
import type { ApiErrorShape } from '../data/errors.ts';
import type { CheckoutValues, PaymentValues } from './form-values.ts';
import { shippingInput } from './schemas.ts';

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
  readonly physicalPackageIds: readonly string[];
  readonly country: CountryRules;
  readonly countryCode: string;
}

/**
 * Server-side check of the whole checkout by the shared schemas (@shop/validation) before it goes to the API (which
 * judges it again). Each refusal names its parameter (`checkout.customer.email`) and carries the message id.
 */
export function checkoutValuesIssues(values: CheckoutValues, shape: CheckoutShape): ApiErrorShape[] {
  const issues = [...paymentValuesIssues(values.payment, values.yourData.customerType)];
  const needed = shape.physicalPackageIds.length === 0 ? 0 : values.shipping.deliveryMode === 'SPLIT' ? shape.physicalPackageIds.length : 1;
  if (values.shipping.addresses.length < needed) return [...issues, issue('checkout.physicalDeliveries', 'An address is missing.')];
  const parsed = checkoutDetailsSchema(shape.country).safeParse({
    customer: values.yourData,
    ...shippingInput(values.shipping, shape.physicalPackageIds, values.yourData, shape.countryCode),
  });
  if (!parsed.success) {
    for (const refusal of validationErrors(parsed.error, 'checkout')) issues.push(issue(refusal.parameter, refusal.message.id));
  }
  return issues;
}
