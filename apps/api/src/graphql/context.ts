import type { ShopDatabase } from '@shop/db';
import type { ActivationSettings } from '../activation/policy.ts';
import type { Captcha } from '../captcha/captcha.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { RateLimits } from '../rateLimit/index.ts';
import type { BrandRegistry } from '../tenancy/tenant.ts';

/** What checkout needs besides the database: the payment provider and the captcha. */
export interface CheckoutServices {
  /** Null when no payment service is configured: checkout then answers that payments are unavailable. */
  readonly provider: PaymentProvider | null;
  readonly captcha: Captcha;
  /** Whether local origins may be payment return addresses (never in production). */
  readonly production: boolean;
  /** Pokes the job worker after a change that queued work, so it does not wait for its next poll. */
  readonly wakeJobs: () => void;
}

export interface ApiContext {
  readonly db: ShopDatabase;
  readonly brands: BrandRegistry;
  readonly request: Request;
  readonly checkout: CheckoutServices;
  readonly rateLimits: RateLimits;
  /** Where the request came from (see `clientAddress`): what per-client limits count by. */
  readonly clientAddress: string;
  readonly activation: ActivationSettings;
}

/** What the HTTP layer knows of a request beyond the request itself. */
export interface RequestOrigin {
  readonly clientAddress: string;
}
