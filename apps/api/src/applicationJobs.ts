import { accountJobs } from './accounts/index.ts';
import { activationJobs } from './activation/index.ts';
import { basketExpiryJobs } from './cart/basketExpiry.ts';
import { doublerJobs } from './doubler/index.ts';
import { fulfilmentJobs, type FulfilmentContext } from './fulfilment/index.ts';
import type { JobRegistry } from './jobs/index.ts';
import { paymentJobs } from './payments/jobs.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { quoteJobs } from './quotes/index.ts';
import { rateLimitJobs } from './rateLimit/index.ts';

export interface ApplicationJobSettings {
  readonly fulfilment: FulfilmentContext;
  /** None when no payment service is configured: payment jobs then fail and retry until one is. */
  readonly paymentProvider: PaymentProvider | null;
  readonly basketTtlDays: number;
}

/** Every job kind the API enqueues, with its handler: the registry the API's worker runs (and the tests' worker). */
export function applicationJobs(settings: ApplicationJobSettings): JobRegistry {
  return {
    ...fulfilmentJobs(settings.fulfilment),
    ...activationJobs(settings.fulfilment),
    ...accountJobs(settings.fulfilment),
    ...quoteJobs(settings.fulfilment),
    ...doublerJobs(settings.fulfilment),
    ...paymentJobs(settings.paymentProvider),
    ...basketExpiryJobs({ ttlDays: settings.basketTtlDays }),
    ...rateLimitJobs(),
  } satisfies JobRegistry;
}
