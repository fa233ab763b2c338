import { insertQuoteRequest, type ShopDatabase } from '@shop/db';
import type { QuoteRequestInput, QuoteRequestReceipt } from '@shop/graphql';
import { quoteRequestSchema, validationErrors } from '@shop/validation';
import { refusals, ruleRefusal } from '../accounts/refusals.ts';
import type { Captcha } from '../captcha/captcha.ts';
import { invalidInput } from '../errors.ts';
import { enqueueJob } from '../jobs/index.ts';
import { clientKey, type RateLimiter } from '../rateLimit/index.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { quoteNumber, quotePromisedBy } from './policy.ts';

export interface QuoteRequestServices {
  readonly captcha: Captcha;
  /** Quote requests per client address: with the captcha, what keeps a script from filling the desk's inbox. */
  readonly limiter: RateLimiter;
  readonly clientAddress: string;
}

/**
 * Spec "quote request": the business page's rules (4000 naming `quote.<field>`), the client's limit, the captcha;
 * then the request and the e-mails to the business desk and to the customer, in one transaction.
 */
export async function requestQuote(
  db: ShopDatabase,
  tenant: Tenant,
  input: QuoteRequestInput,
  services: QuoteRequestServices,
): Promise<QuoteRequestReceipt> {
  const { callingCode } = tenant.brand.checkout;
  const parsed = quoteRequestSchema({ callingCode }).safeParse(input);
  if (!parsed.success) {
    const [first] = validationErrors(parsed.error, 'quote');
    throw first ? ruleRefusal(tenant, first.parameter, first.message) : invalidInput('quote', 'Please check your details.');
  }
  // The form's rules first: a typing mistake uses up neither one of the address's requests nor a solved captcha.
  if (input.captchaToken.trim() === '') throw refusals.captchaFailed('quote.captchaToken');
  const client = await services.limiter.consume(clientKey(services.clientAddress));
  if (!client.allowed) throw refusals.tooManyAttempts(client.retryAfterSeconds);
  if (!(await services.captcha.verify(db, input.captchaToken))) throw refusals.captchaFailed('quote.captchaToken');

  const request = parsed.data;
  const stored = await db.transaction(async (tx) => {
    const row = await insertQuoteRequest(tx, { storeId: tenant.storeId, language: tenant.language.code, ...request });
    for (const kind of ['send-quote-request-to-desk', 'send-quote-request-confirmation'] as const) {
      await enqueueJob(tx, { kind, payload: { storeId: tenant.storeId, quoteRequestId: row.id }, dedupeKey: `${kind}:${row.id}` });
    }
    return row;
  });
  return {
    number: quoteNumber(stored.number),
    email: request.email,
    requestedAt: stored.createdAt.toISOString(),
    promisedBy: quotePromisedBy(stored.createdAt, tenant.brand).toISOString(),
  };
}
