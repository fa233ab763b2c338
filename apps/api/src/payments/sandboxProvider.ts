import { z } from 'zod';
import {
  ProviderRequestError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderAction,
  type ProviderIssuer,
  type ProviderPayment,
  type WebhookVerdict,
} from './provider.ts';
import { checkWebhookSignature } from './webhookSignature.ts';

export interface SandboxProviderConfig {
  /** Origin of the sandbox payment service, e.g. http://127.0.0.1:4100 */
  readonly url: string;
  readonly apiKey: string;
  readonly webhookSecret: string;
  readonly timeoutMs?: number;
}

const money = z.object({ currency: z.string(), value: z.number().int() });

const action = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('redirect'), url: z.string().url() }),
    z.object({
      type: z.literal('transfer'),
      iban: z.string(),
      bic: z.string(),
      beneficiary: z.string(),
      reference: z.string(),
      amount: money,
      expiresAt: z.string(),
    }),
  ])
  .nullable()
  .optional();

const statuses = ['requires_action', 'pending', 'authorised', 'refused', 'canceled', 'expired', 'refunded', 'partially_refunded'] as const;

const payment = z.object({
  id: z.string().min(1),
  reference: z.string().min(1),
  status: z.enum(statuses),
  amount: money,
  refusalCode: z.enum(['refused', 'too_many_attempts']).nullable().optional(),
  action,
});

const webhookBody = z.object({ id: z.string().min(1).max(200), type: z.string().max(100), data: z.object({ payment }) });

function toAction(raw: z.infer<typeof action>): ProviderAction | null {
  if (!raw) return null;
  if (raw.type === 'redirect') return { kind: 'REDIRECT', url: raw.url };
  const { type: _type, ...transfer } = raw;
  return { kind: 'TRANSFER', transfer };
}

function toPayment(raw: z.infer<typeof payment>): ProviderPayment {
  return {
    id: raw.id,
    reference: raw.reference,
    // Money given back, in part or in whole (a partial chargeback is one), is a refund for the order: the cards it
    // bought are cash, so they stop being money until staff have settled it (applyPaymentUpdate blocks them).
    status: raw.status === 'partially_refunded' ? 'refunded' : raw.status,
    amount: raw.amount,
    refusalCode: raw.refusalCode ?? null,
    action: toAction(raw.action),
  };
}

/** The sandbox payment service (apps/psp) over HTTP, in the shape of a real provider's API. */
export function createSandboxProvider(config: SandboxProviderConfig): PaymentProvider {
  const base = config.url.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`payment service unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.status >= 500) throw new ProviderUnavailableError(`payment service answered ${response.status}`);
    const json = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok) {
      const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
      throw new ProviderRequestError(error?.message ?? `payment service answered ${response.status}`, response.status, error?.code ?? 'unknown');
    }
    return json;
  }

  const issuerCache = new Map<string, Promise<readonly ProviderIssuer[]>>();

  return {
    async createPayment(request) {
      const body = {
        amount: request.amount,
        reference: request.reference,
        method: request.method,
        ...(request.issuer ? { issuer: request.issuer } : {}),
        returnUrl: request.returnUrl,
        shopperEmail: request.shopperEmail,
        shopperLocale: request.shopperLocale,
        description: request.description,
      };
      return toPayment(payment.parse(await call('POST', '/v1/payments', body, request.idempotencyKey)));
    },
    async getPayment(providerId) {
      return toPayment(payment.parse(await call('GET', `/v1/payments/${encodeURIComponent(providerId)}`)));
    },
    async cancelPayment(providerId) {
      await call('POST', `/v1/payments/${encodeURIComponent(providerId)}/cancel`, {});
    },
    async refund(providerId, amount, idempotencyKey) {
      await call('POST', `/v1/payments/${encodeURIComponent(providerId)}/refunds`, { amount }, idempotencyKey);
    },
    issuers(country) {
      let cached = issuerCache.get(country);
      if (!cached) {
        cached = call('GET', '/v1/issuers?method=bank_redirect').then((raw) =>
          z
            .array(z.object({ id: z.string(), name: z.string(), country: z.string().optional() }))
            .parse(raw)
            .filter((issuer) => !issuer.country || issuer.country === country)
            .map(({ id, name }) => ({ id, name })),
        );
        cached.catch(() => issuerCache.delete(country));
        issuerCache.set(country, cached);
      }
      return cached;
    },
    verifyWebhook(rawBody, headers, now = new Date()): WebhookVerdict {
      const check = checkWebhookSignature(config.webhookSecret, rawBody, headers.get('psp-signature'), now);
      if (check !== 'valid') return { ok: false, reason: check };
      let parsed: z.infer<typeof webhookBody>;
      try {
        parsed = webhookBody.parse(JSON.parse(rawBody));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      return { ok: true, event: { id: parsed.id, type: parsed.type, payment: toPayment(parsed.data.payment) } };
    },
  };
}
