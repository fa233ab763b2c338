import type { ReportedApiError } from '../chrome/error-modal/translate-error.ts';
import { ADDRESS_FIELDS } from './form-values.ts';

export type CheckoutStepId = 'yourData' | 'shipping' | 'payment';

/** Where an error the API reports against a request parameter shows in the form. */
export interface FieldTarget {
  readonly step: CheckoutStepId;
  /** react-hook-form path within that step's values. */
  readonly path: string;
}

const CUSTOMER_FIELDS = new Set([
  'customerType', 'firstName', 'lastName', 'email', 'confirmEmail', 'phoneNumber', 'companyName', 'vatNumber',
  'referenceNumber', 'kvkNumber', 'invoiceEmail', 'termsAccepted',
]);
const ADDRESS_FIELD_NAMES: ReadonlySet<string> = new Set(ADDRESS_FIELDS);

/**
 * Maps the API's `referencedRequestParameter` (`checkout.customer.email`, `checkout.digitalReceivers.0.email`,
 * `checkout.physicalDeliveries.1.address.postCode`, `checkout.payment.issuerId`) to the field that shows it.
 * Unknown parameters map to nothing: the error modal alone reports them.
 */
export function fieldForParameter(parameter: string | null | undefined): FieldTarget | null {
  if (!parameter) return null;
  const parts = parameter.replace(/^checkout\./, '').split('.');
  const [head, second, third, fourth] = parts;
  if (head === 'customer' && second && CUSTOMER_FIELDS.has(second) && parts.length === 2) return { step: 'yourData', path: second };
  if (head === 'digitalReceivers' && second && /^\d+$/.test(second) && (third === 'name' || third === 'email')) {
    return { step: 'shipping', path: `digitalReceivers.${second}.${third}` };
  }
  if (head === 'physicalDeliveries' && second && /^\d+$/.test(second) && third === 'address' && fourth && ADDRESS_FIELD_NAMES.has(fourth)) {
    return { step: 'shipping', path: `addresses.${second}.${fourth}` };
  }
  if (head === 'deliveryMode') return { step: 'shipping', path: 'deliveryMode' };
  if (head === 'payment' && (second === 'method' || second === 'issuerId')) return { step: 'payment', path: second };
  return null;
}

/** The first field an error list points at, with the earliest step first (that is where the shopper is sent). */
export function firstFieldTarget(errors: readonly ReportedApiError[]): FieldTarget | null {
  const order: CheckoutStepId[] = ['yourData', 'shipping', 'payment'];
  const targets = errors.flatMap((error) => {
    const target = fieldForParameter(error.referencedRequestParameter);
    return target ? [target] : [];
  });
  targets.sort((a, b) => order.indexOf(a.step) - order.indexOf(b.step));
  return targets[0] ?? null;
}
