import type { PaymentProvider } from './provider.ts';
import { withIssuerCache } from './issuerCache.ts';
import { createSandboxProvider } from './sandboxProvider.ts';

/** The sandbox payment service's published credentials: the defaults for development, refused in production (env.ts). */
export const SANDBOX_CREDENTIALS = { apiKey: 'sandbox_key', webhookSecret: 'sandbox_webhook_secret' } as const;

/**
 * The payment provider the environment names: `PAYMENT_PROVIDER=sandbox` (the default) talks to the sandbox
 * payment service at `PSP_URL`. A real provider would be another adapter chosen here. Without `PSP_URL`, checkout
 * answers that payments are unavailable. Bank lists are kept for a few minutes per country (issuerCache.ts).
 */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  const kind = env.PAYMENT_PROVIDER ?? 'sandbox';
  if (kind !== 'sandbox') throw new Error(`PAYMENT_PROVIDER must be 'sandbox', got '${kind}'`);
  if (!env.PSP_URL) return null;
  return withIssuerCache(
    createSandboxProvider({
      url: env.PSP_URL,
      apiKey: env.PSP_API_KEY ?? SANDBOX_CREDENTIALS.apiKey,
      webhookSecret: env.PSP_WEBHOOK_SECRET ?? SANDBOX_CREDENTIALS.webhookSecret,
    }),
  );
}
