import { ApiError } from '../http/errors.ts';
import type { PaymentStore } from '../payments/store.ts';
import type { DeliveryState, EventRecord } from '../payments/types.ts';
import { KeyedTimers } from '../timers.ts';
import { signWebhook } from './signature.ts';

/** The sandbox has one webhook endpoint; its URL is whatever is configured when an attempt is made. */
export const DEFAULT_ENDPOINT = 'default';

export interface WebhookDeliveryOptions {
  readonly store: PaymentStore;
  readonly persist: () => void;
  readonly endpointUrl: string | null;
  readonly secret: string;
  readonly retryBaseMs: number;
  readonly maxAttempts: number;
  readonly timeoutMs: number;
  readonly now: () => Date;
  readonly log: (line: string) => void;
  /** An attempt started by a timer failed (it could not save its outcome). */
  readonly onTimerError: (error: unknown) => void;
}

/** The delay before the next attempt: base · 2^(failed attempts − 1), plus up to 10 % jitter. */
export function retryDelayMs(failedAttempts: number, baseMs: number, random: number = Math.random()): number {
  const exponential = baseMs * 2 ** Math.max(0, failedAttempts - 1);
  return Math.round(exponential * (1 + 0.1 * random));
}

/** The JSON body of a webhook: the same bytes for every attempt of one event. */
export function webhookBody(event: EventRecord): string {
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data: event.data });
}

/**
 * Sends events to the webhook endpoint until it answers 2xx, retrying with exponential backoff. Attempts for
 * different events run independently, so a receiver may see them out of order or concurrently.
 */
export class WebhookDelivery {
  private readonly timers: KeyedTimers;
  private readonly inFlight = new Set<AbortController>();
  private running = false;

  constructor(private readonly options: WebhookDeliveryOptions) {
    this.timers = new KeyedTimers(options.onTimerError);
  }

  /** The delivery state a new event starts with (null when no endpoint is configured: nothing to deliver). */
  newDelivery(): DeliveryState | null {
    if (!this.options.endpointUrl) return null;
    return {
      endpoint: DEFAULT_ENDPOINT,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: this.options.now().toISOString(),
      lastAttemptAt: null,
      lastStatusCode: null,
      lastError: null,
      deliveredAt: null,
    };
  }

  /** Resumes every pending delivery (after a restart, at the time its next attempt was due). */
  start(): void {
    this.running = true;
    const now = this.options.now().getTime();
    for (const event of this.options.store.events.values()) {
      if (event.delivery?.status !== 'pending') continue;
      const due = event.delivery.nextAttemptAt ? Date.parse(event.delivery.nextAttemptAt) : now;
      this.schedule(event.id, due - now);
    }
  }

  /** Stops timers and abandons attempts in flight; their events stay pending and resume on the next start. */
  stop(): void {
    this.running = false;
    this.timers.clearAll();
    for (const controller of this.inFlight) controller.abort();
    this.inFlight.clear();
  }

  enqueue(event: EventRecord): void {
    if (event.delivery?.status === 'pending' && this.running) this.schedule(event.id, 0);
  }

  /** Sends an event again (same id, fresh signature) and answers once this first attempt is over. */
  async resend(eventId: string): Promise<EventRecord> {
    const event = this.options.store.events.get(eventId);
    if (!event) throw new ApiError(404, 'not_found', 'No such event.');
    if (!this.options.endpointUrl) throw new ApiError(409, 'no_webhook_endpoint', 'No webhook endpoint is configured (PSP_WEBHOOK_URL).');
    if (!this.running) throw new ApiError(503, 'unavailable', 'The payment service is shutting down.');
    // A fresh delivery: attempts count from zero again and the usual retries follow a failure.
    event.delivery = this.newDelivery();
    this.options.persist();
    this.timers.clear(eventId);
    await this.attempt(eventId);
    return event;
  }

  private schedule(eventId: string, delayMs: number): void {
    this.timers.set(eventId, delayMs, () => this.attempt(eventId));
  }

  private async attempt(eventId: string): Promise<void> {
    const { store, endpointUrl, secret, timeoutMs, now, log } = this.options;
    const event = store.events.get(eventId);
    if (!this.running || !endpointUrl || event?.delivery?.status !== 'pending') return;

    const rawBody = webhookBody(event);
    const attemptedAt = now();
    const controller = new AbortController();
    this.inFlight.add(controller);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(endpointUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'psp-signature': signWebhook(secret, rawBody, Math.floor(attemptedAt.getTime() / 1000)),
          'user-agent': 'GiftcardShop-Sandbox-PSP/1.0',
        },
        body: rawBody,
        redirect: 'manual',
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(timeoutMs)]),
      });
      statusCode = response.status;
      await response.arrayBuffer().catch(() => undefined);
      if (statusCode < 200 || statusCode > 299) error = `endpoint answered HTTP ${statusCode}`;
    } catch (failure) {
      error = (failure as Error).cause instanceof Error ? ((failure as Error).cause as Error).message : (failure as Error).message;
    } finally {
      this.inFlight.delete(controller);
    }
    // Stopped while the request was out: leave the event as persisted, it is retried after a restart.
    if (!this.running) return;

    const delivery = event.delivery;
    if (!delivery) return;
    delivery.attempts += 1;
    delivery.lastAttemptAt = attemptedAt.toISOString();
    delivery.lastStatusCode = statusCode;
    delivery.lastError = error;
    if (error === null) {
      delivery.status = 'delivered';
      delivery.deliveredAt = now().toISOString();
      delivery.nextAttemptAt = null;
    } else if (delivery.status === 'pending') {
      if (delivery.attempts >= this.options.maxAttempts) {
        delivery.status = 'failed';
        delivery.nextAttemptAt = null;
        log(`webhook ${event.id} (${event.type}) failed after ${delivery.attempts} attempts: ${error}`);
      } else {
        const delay = retryDelayMs(delivery.attempts, this.options.retryBaseMs);
        delivery.nextAttemptAt = new Date(now().getTime() + delay).toISOString();
        log(`webhook ${event.id} (${event.type}) attempt ${delivery.attempts} failed: ${error}; next in ${delay} ms`);
        this.schedule(event.id, delay);
      }
    }
    this.options.persist();
  }
}
