import type { PaymentProvider, ProviderIssuer } from './provider.ts';

/** How long a country's bank list is reused: a provider changes it rarely. */
export const ISSUER_LIST_LIFETIME_MS = 5 * 60 * 1000;

/**
 * The provider with its bank list kept per country for `lifetimeMs`: the payment step and every order placed with a
 * bank redirect ask for it, and each asking cost a call to the provider. Concurrent askers share one call; a failed
 * call is not kept, so the next asker tries again.
 */
export function withIssuerCache(provider: PaymentProvider, lifetimeMs = ISSUER_LIST_LIFETIME_MS, now: () => number = Date.now): PaymentProvider {
  const lists = new Map<string, { readonly issuers: Promise<readonly ProviderIssuer[]>; readonly until: number }>();
  return {
    createPayment: (request) => provider.createPayment(request),
    getPayment: (providerId) => provider.getPayment(providerId),
    cancelPayment: (providerId) => provider.cancelPayment(providerId),
    refund: (providerId, amount, idempotencyKey) => provider.refund(providerId, amount, idempotencyKey),
    verifyWebhook: (rawBody, headers, at) => provider.verifyWebhook(rawBody, headers, at),
    issuers(country) {
      const kept = lists.get(country);
      if (kept && kept.until > now()) return kept.issuers;
      const issuers = provider.issuers(country);
      lists.set(country, { issuers, until: now() + lifetimeMs });
      issuers.catch(() => {
        if (lists.get(country)?.issuers === issuers) lists.delete(country);
      });
      return issuers;
    },
  };
}
