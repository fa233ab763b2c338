import type { CheckoutInput } from '@shop/graphql';
import { formatValidationMessage } from '@shop/i18n';
import { billingEmail, checkoutDetailsSchema, emailIssue, normalizeEmail, validationErrors, type Address, type CountryRules, type ValidationMessage } from '@shop/validation';
import { invalidInput } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';

/** The contact person as the order keeps it (and the confirmation page and e-mails show it). */
export interface CheckedCustomer {
  readonly customerType: 'PRIVATE' | 'BUSINESS';
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly companyName: string | null;
  readonly vatNumber: string | null;
  readonly referenceNumber: string | null;
  readonly kvkNumber: string | null;
  /** Where invoices and order e-mails go: the invoice e-mail, else the e-mail. */
  readonly invoiceEmail: string;
}

export type CheckedAddress = Address;

/** 4000 naming `parameter`, with a rule's message (@shop/validation) in the store's language. */
export function refusal(tenant: Tenant, parameter: string, message: ValidationMessage) {
  return invalidInput(parameter, formatValidationMessage(tenant.language.locale, message.id, message.values as Record<string, string | number>));
}

function countryRules(tenant: Tenant): CountryRules {
  const { callingCode, hasKvk } = tenant.brand.checkout;
  return { callingCode, postcode: tenant.brand.checkout.postcodeRule(tenant.language.code), hasKvk };
}

/**
 * Judges what the shopper typed with the same rules the checkout form applies (@shop/validation), and answers the
 * first refusal in the store's language, naming its field as the request does ('checkout.customer.email').
 */
export function checkDetails(tenant: Tenant, input: CheckoutInput) {
  const parsed = checkoutDetailsSchema(countryRules(tenant)).safeParse({
    customer: input.customer,
    deliveryMode: input.deliveryMode,
    digitalReceivers: input.digitalReceivers,
    physicalDeliveries: input.physicalDeliveries.map((delivery) =>
      input.deliveryMode === 'SPLIT' ? { packageIds: delivery.packageIds ?? [], address: delivery.address } : { address: delivery.address },
    ),
  });
  if (!parsed.success) {
    const [first] = validationErrors(parsed.error, 'checkout');
    throw first ? refusal(tenant, first.parameter, first.message) : invalidInput('checkout', 'Please check your details.');
  }
  const { customer } = parsed.data;
  const business = customer.customerType === 'BUSINESS' ? customer : null;
  const checkedCustomer: CheckedCustomer = {
    customerType: customer.customerType,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phoneNumber: customer.phoneNumber,
    companyName: business?.companyName ?? null,
    vatNumber: business?.vatNumber ?? null,
    referenceNumber: business?.referenceNumber ?? null,
    kvkNumber: business?.kvkNumber ?? null,
    invoiceEmail: billingEmail(customer),
  };
  for (const [index, delivery] of parsed.data.physicalDeliveries.entries()) {
    if (delivery.address.countryCode !== tenant.brand.country) {
      throw invalidInput(`checkout.physicalDeliveries.${index}.address.countryCode`, 'We can only deliver to addresses in this store\'s country.');
    }
  }
  return { ...parsed.data, customer: checkedCustomer };
}

/** An e-mail address by the checkout's rule (identify modal). */
export function checkEmailAddress(tenant: Tenant, email: string, parameter: string): string {
  const issue = email.trim() === '' ? ({ id: 'validation.email.required', values: {} } as ValidationMessage) : emailIssue(email.trim());
  if (issue) throw refusal(tenant, parameter, issue);
  return normalizeEmail(email);
}
