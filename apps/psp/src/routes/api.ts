import { readJson } from '../http/body.ts';
import { invalidRequest } from '../http/errors.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { ISSUERS } from '../payments/issuers.ts';
import type { PaymentService } from '../payments/service.ts';
import type { PaymentStore } from '../payments/store.ts';
import { PAYMENT_METHODS, type EventRecord } from '../payments/types.ts';
import { parseCreatePayment, parseIdempotencyKey, parseRefund } from '../payments/validateRequest.ts';
import type { WebhookDelivery } from '../webhooks/delivery.ts';

export interface ApiDependencies {
  readonly service: PaymentService;
  readonly store: PaymentStore;
  readonly webhooks: WebhookDelivery;
}

const replayHeaders = (replayed: boolean): Record<string, string> => (replayed ? { 'idempotent-replayed': 'true' } : {});

function eventListing(event: EventRecord): Record<string, unknown> {
  return { id: event.id, type: event.type, createdAt: event.createdAt, data: event.data, delivery: event.delivery };
}

/** The server-to-server API under /v1 (the API key is checked before any of these run). */
export function registerApiRoutes(router: Router, { service, store, webhooks }: ApiDependencies): void {
  router.on('POST', '/v1/payments', async ({ req, res }) => {
    const key = parseIdempotencyKey(req.headers['idempotency-key']);
    const input = parseCreatePayment(await readJson(req));
    // From here to the response nothing awaits: the key check and the insert cannot interleave.
    const { payment, replayed } = service.create(key, input);
    sendJson(res, replayed ? 200 : 201, service.view(payment), replayHeaders(replayed));
  });

  router.on('GET', '/v1/payments/:id', ({ res, params }) => {
    sendJson(res, 200, service.view(service.get(params.id ?? '')));
  });

  router.on('POST', '/v1/payments/:id/cancel', async ({ req, res, params }) => {
    await readJson(req);
    sendJson(res, 200, service.view(service.cancel(params.id ?? '')));
  });

  router.on('POST', '/v1/payments/:id/refunds', async ({ req, res, params }) => {
    const key = parseIdempotencyKey(req.headers['idempotency-key']);
    const input = parseRefund(await readJson(req));
    const { refund, replayed } = service.refund(params.id ?? '', key, input);
    sendJson(res, replayed ? 200 : 201, refund, replayHeaders(replayed));
  });

  router.on('GET', '/v1/issuers', ({ res, url }) => {
    const method = url.searchParams.get('method');
    if (method !== null && !(PAYMENT_METHODS as readonly string[]).includes(method)) {
      throw invalidRequest(`method must be one of ${PAYMENT_METHODS.join(', ')}.`, 'method');
    }
    const country = url.searchParams.get('country')?.toUpperCase() ?? null;
    const issuers = method === null || method === 'bank_redirect' ? ISSUERS : [];
    sendJson(
      res,
      200,
      issuers.filter((issuer) => country === null || !issuer.country || issuer.country === country),
    );
  });

  router.on('GET', '/v1/test/events', ({ res, url }) => {
    const paymentId = url.searchParams.get('paymentId');
    sendJson(res, 200, store.eventsOf(paymentId).map(eventListing));
  });

  router.on('POST', '/v1/test/webhooks/:eventId/resend', async ({ req, res, params }) => {
    await readJson(req);
    const event = await webhooks.resend(params.eventId ?? '');
    sendJson(res, 200, eventListing(event));
  });
}
