import type { ShopDatabase } from '@shop/db';
import type { Captcha } from '../captcha/captcha.ts';
import type { RateLimits } from '../rateLimit/index.ts';

/** What the account operations need besides the tenant. */
export interface AccountServices {
  readonly db: ShopDatabase;
  readonly captcha: Captcha;
  readonly rateLimits: Pick<RateLimits, 'accountLogin' | 'loginAddress' | 'accountLookup' | 'accountCreation' | 'passwordResetEmail' | 'passwordResetAddress'>;
  /** `clientKey` of the request's address: what per-client limits count by. */
  readonly clientKey: string;
  readonly request: Request;
}
