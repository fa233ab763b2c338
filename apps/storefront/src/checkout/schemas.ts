import { zodResolver } from '@hookform/resolvers/zod';
import { LIMIT_MESSAGE_VALUES, customerSchema, shippingSchema, type CountryRules } from '@shop/validation';
import type { FieldError as FormFieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { AddressValues, ShippingValues, YourDataValues } from './form-values.ts';

/** The store facts the shared checkout rules need. */
export interface CheckoutRuleContext {
  readonly callingCode: string;
  readonly postcode: { readonly label: string; readonly pattern: string; readonly example: string; readonly required: boolean };
  readonly showKvk: boolean;
  readonly physicalPackages: number;
  readonly countryCode: string;
}

export function countryRulesOf(context: CheckoutRuleContext): CountryRules {
  return { callingCode: context.callingCode, postcode: context.postcode, hasKvk: context.showKvk };
}

/** Step 1 by the shared `customerSchema` (@shop/validation). The form keeps what was typed (`raw`). */
export function yourDataResolver(context: CheckoutRuleContext): Resolver<YourDataValues> {
  return zodResolver(customerSchema(countryRulesOf(context)), undefined, { raw: true }) as unknown as Resolver<YourDataValues>;
}

/** The buyer's name, used for DEFAULT delivery (to the buyer), whose address form asks no name. */
export interface Buyer {
  readonly firstName: string;
  readonly lastName: string;
}

/** The shipping step's values as the shared `shippingSchema` (and the API) read them. */
export function shippingInput(values: ShippingValues, physicalPackageIds: readonly string[], buyer: Buyer, countryCode: string) {
  const address = (entry: AddressValues, withBuyerName: boolean) => ({
    ...entry,
    firstName: withBuyerName ? buyer.firstName : entry.firstName,
    lastName: withBuyerName ? buyer.lastName : entry.lastName,
    countryCode,
  });
  const physicalDeliveries =
    physicalPackageIds.length === 0
      ? []
      : values.deliveryMode === 'SPLIT'
        ? physicalPackageIds.map((packageId, index) => ({ packageIds: [packageId], address: address(values.addresses[index]!, false) }))
        : [{ address: address(values.addresses[0]!, values.deliveryMode === 'DEFAULT') }];
  return { deliveryMode: values.deliveryMode, digitalReceivers: values.digitalReceivers, physicalDeliveries };
}

/** 'physicalDeliveries.1.address.city' → 'addresses.1.city'; other paths are the form's own. */
function formPath(path: readonly PropertyKey[]): string {
  const [head, index, third, field] = path.map(String);
  if (head === 'physicalDeliveries' && third === 'address' && field) return `addresses.${index}.${field}`;
  if (head === 'physicalDeliveries') return 'deliveryMode';
  return path.map(String).join('.');
}

function setPath(target: Record<string, unknown>, path: string, error: FormFieldError): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  if (!(last in node)) node[last] = error;
}

/**
 * Step 2 by the shared `shippingSchema`: the form holds addresses in order (one, or one per package for SPLIT), the
 * schema reads deliveries; issues are mapped back to the fields that show them.
 */
export function shippingResolver(context: CheckoutRuleContext, physicalPackageIds: readonly string[], buyer: Buyer): Resolver<ShippingValues> {
  const schema = shippingSchema(countryRulesOf(context));
  return async (values) => {
    const result = schema.safeParse(shippingInput(values, physicalPackageIds, buyer, context.countryCode));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) setPath(errors, formPath(issue.path), { type: issue.code, message: issue.message });
    return { values: {}, errors: errors as FieldErrors<ShippingValues> };
  };
}

/** Values the validation messages may name ({maximumNameLength}, {label}…). */
export function messageValues(context: CheckoutRuleContext): Record<string, string | number> {
  return { ...LIMIT_MESSAGE_VALUES, label: context.postcode.label };
}
