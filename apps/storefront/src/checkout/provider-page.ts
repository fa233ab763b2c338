import type { PaymentActionFieldsFragment } from '@shop/graphql/operations';

/** The payment provider's page a redirect action sends the shopper to; never a javascript: or data: address from a confused response. */
export function providerPageUrl(action: PaymentActionFieldsFragment | null | undefined): string | null {
  if (action?.kind !== 'REDIRECT' || !action.url) return null;
  return /^https?:\/\//i.test(action.url) ? action.url : null;
}
