import type { FieldValues, Resolver } from 'react-hook-form';
import type { ShippingValues, YourDataValues } from './form-values.ts';

/** The store facts the shared checkout rules need. */
export interface CheckoutRuleContext {
  readonly callingCode: string;
  readonly postcode: { readonly label: string; readonly pattern: string; readonly example: string; readonly required: boolean };
  readonly showKvk: boolean;
  readonly physicalPackages: number;
}

// Placeholder until @shop/validation publishes the checkout schemas: the API judges every field meanwhile.
const acceptAll = <T extends FieldValues>(): Resolver<T> => async (values) => ({ values, errors: {} });

export function yourDataResolver(_context: CheckoutRuleContext): Resolver<YourDataValues> {
  return acceptAll<YourDataValues>();
}

export function shippingResolver(_context: CheckoutRuleContext): Resolver<ShippingValues> {
  return acceptAll<ShippingValues>();
}

/** Values the validation messages may name ({maximumNameLength}, {label}…). */
export function messageValues(context: CheckoutRuleContext): Record<string, string | number> {
  return { label: context.postcode.label };
}
