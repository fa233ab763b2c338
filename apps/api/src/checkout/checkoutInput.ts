import { PAYMENT_METHOD_OF_KIND, type PaymentMethod } from '@shop/brand-config';
import type { PaymentMethodValue, StoredCart } from '@shop/db';
import type { CheckoutInput, DeliveryMode, PaymentChoiceInput } from '@shop/graphql';
import { ApiFailure, apiError, invalidInput } from '../errors.ts';
import { API_ERROR_CODES } from '@shop/graphql';
import { isRecordId, validationMessage } from '@shop/validation';
import type { Tenant } from '../tenancy/tenant.ts';
import { checkDetails, refusal, type CheckedAddress, type CheckedCustomer } from './checkoutFields.ts';

export interface CheckedCheckout {
  readonly customer: CheckedCustomer;
  readonly digitalReceivers: readonly { readonly packageId: number; readonly name: string; readonly email: string }[];
  readonly deliveryMode: DeliveryMode;
  readonly physicalDeliveries: readonly { readonly packageIds: readonly number[]; readonly address: CheckedAddress }[];
  readonly payment: { readonly method: PaymentMethodValue; readonly issuerId: string | null };
}

export const METHOD_NAMES = PAYMENT_METHOD_OF_KIND satisfies Record<PaymentMethodValue, PaymentMethod>;

const MAX_LIST = 200;

function packageId(raw: string, parameter: string): number {
  if (!isRecordId(raw)) throw invalidInput(parameter, 'Package id must be a number.');
  return Number(raw);
}

type Details = ReturnType<typeof checkDetails>;

function checkReceivers(cart: StoredCart, details: Details): CheckedCheckout['digitalReceivers'] {
  const digital = new Set(cart.packages.filter((pkg) => pkg.deliveryKind === 'DIGITAL').map((pkg) => pkg.id));
  if (details.digitalReceivers.length > MAX_LIST) throw invalidInput('checkout.digitalReceivers', 'Too many receivers.');
  const receivers = details.digitalReceivers.map((receiver, index) => {
    const parameter = `checkout.digitalReceivers.${index}.packageId`;
    const id = packageId(receiver.packageId, parameter);
    if (!digital.delete(id)) throw invalidInput(parameter, 'Every digital package needs exactly one receiver.');
    return { packageId: id, name: receiver.name, email: receiver.email };
  });
  if (digital.size > 0) throw invalidInput('checkout.digitalReceivers', 'Every digital package needs exactly one receiver.');
  return receivers;
}

function checkPhysicalDeliveries(tenant: Tenant, cart: StoredCart, details: Details): CheckedCheckout['physicalDeliveries'] {
  const physical = cart.packages.filter((pkg) => pkg.deliveryKind === 'PHYSICAL').map((pkg) => pkg.id);
  const deliveries = details.physicalDeliveries;
  if (physical.length === 0) {
    if (deliveries.length > 0) throw invalidInput('checkout.physicalDeliveries', 'There is nothing to deliver by post in this basket.');
    return [];
  }
  if (details.deliveryMode !== 'SPLIT') {
    const [only] = deliveries;
    // The form's rule refuses two or more addresses; none is refused here, where the cart is known, in its words.
    if (!only || deliveries.length !== 1) throw refusal(tenant, 'checkout.physicalDeliveries', validationMessage('validation.delivery.oneAddress'));
    return [{ packageIds: physical, address: only.address }];
  }
  if (deliveries.length > MAX_LIST) throw invalidInput('checkout.physicalDeliveries', 'Too many addresses.');
  const unplaced = new Set(physical);
  const checked = details.physicalDeliveries.map((delivery, index) => {
    const parameter = `checkout.physicalDeliveries.${index}.packageIds`;
    const ids = delivery.packageIds.map((raw) => packageId(raw, parameter));
    for (const id of ids) {
      if (!unplaced.delete(id)) throw invalidInput(parameter, 'Every package goes to exactly one address.');
    }
    return { packageIds: ids, address: delivery.address };
  });
  if (unplaced.size > 0) throw invalidInput('checkout.physicalDeliveries', 'Every package goes to exactly one address.');
  return checked;
}

/** The chosen payment method: offered by the store, invoice for business customers only, a bank for bank redirects. */
export function checkPaymentChoice(
  tenant: Tenant,
  input: PaymentChoiceInput,
  customerType: CheckedCustomer['customerType'],
  parameter: string,
): CheckedCheckout['payment'] {
  const offered = tenant.brand.checkout.paymentMethods.some((choice) => choice.method === METHOD_NAMES[input.method]);
  const unavailable = (message: string) => new ApiFailure(apiError(API_ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, message, `${parameter}.method`));
  if (!offered) throw unavailable('This payment method is not available in this store.');
  if (input.method === 'INVOICE' && customerType !== 'BUSINESS') throw unavailable('Paying by invoice is available to business customers only.');
  const issuerId = input.method === 'BANK_REDIRECT' ? (input.issuerId ?? '').trim() : '';
  if (input.method === 'BANK_REDIRECT' && !/^[A-Za-z0-9_-]{1,64}$/.test(issuerId)) {
    throw invalidInput(`${parameter}.issuerId`, 'Please choose your bank.');
  }
  return { method: input.method, issuerId: issuerId || null };
}

/** Judges a checkout against the cart and the store: every rule the forms apply, and that it covers the cart exactly. */
export function checkCheckout(tenant: Tenant, cart: StoredCart, input: CheckoutInput): CheckedCheckout {
  const details = checkDetails(tenant, input);
  return {
    customer: details.customer,
    digitalReceivers: checkReceivers(cart, details),
    deliveryMode: details.deliveryMode,
    physicalDeliveries: checkPhysicalDeliveries(tenant, cart, details),
    payment: checkPaymentChoice(tenant, input.payment, details.customer.customerType, 'checkout.payment'),
  };
}
