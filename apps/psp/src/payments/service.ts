import { createHash } from 'node:crypto';
import type { ValidCard } from '../card/validateCard.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { KeyedTimers } from '../timers.ts';
import type { WebhookDelivery } from '../webhooks/delivery.ts';
import { COLLECTION_ACCOUNT } from './iban.ts';
import { newEventId, newPaymentId, newRefundId, newTransferReference } from './ids.ts';
import { BLIK_DECLINED_REASON, cardOutcome, THREE_DS_FAILED_REASON } from './outcomes.ts';
import type { PaymentStore } from './store.ts';
import { canTransition, STATUS_EVENTS, type EventfulStatus } from './transitions.ts';
import type { EventRecord, EventType, PaymentRecord, PaymentView, RefundRecord } from './types.ts';
import type { CreatePaymentInput, RefundInput } from './validateRequest.ts';
import { toPaymentView } from './view.ts';

export interface PaymentServiceOptions {
  readonly store: PaymentStore;
  readonly persist: () => void;
  readonly webhooks: Pick<WebhookDelivery, 'newDelivery' | 'enqueue'>;
  readonly now: () => Date;
  /** The origin hosted pages are served from, e.g. http://127.0.0.1:4100 */
  readonly origin: () => string;
  readonly transferExpiryMs: number;
  /** How long a business has to pay an invoice (by transfer, with the invoice's reference). */
  readonly invoiceTermMs: number;
  /** A transfer's expiry, run by a timer, failed (it could not save the change). */
  readonly onTimerError: (error: unknown) => void;
}

export type CardSubmission = 'challenge' | 'final' | 'closed';

const fingerprint = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Every change to a payment. All methods are synchronous: between reading a payment's status and writing the
 * next one nothing else can run, so a page submitted twice or two concurrent API calls apply an outcome once.
 */
export class PaymentService {
  private readonly expiryTimers: KeyedTimers;

  constructor(private readonly options: PaymentServiceOptions) {
    this.expiryTimers = new KeyedTimers(options.onTimerError);
  }

  view(payment: PaymentRecord): PaymentView {
    return toPaymentView(payment, this.options.origin());
  }

  /** Starts the expiry timers of pending transfers (and expires those that ran out while the service was down). */
  start(): void {
    for (const payment of this.options.store.payments.values()) this.scheduleExpiry(payment);
  }

  stop(): void {
    this.expiryTimers.clearAll();
  }

  find(id: string): PaymentRecord | undefined {
    const payment = this.options.store.payments.get(id);
    if (payment) this.expireIfDue(payment);
    return payment;
  }

  get(id: string): PaymentRecord {
    const payment = this.find(id);
    if (!payment) throw notFound('payment');
    return payment;
  }

  create(idempotencyKey: string, input: CreatePaymentInput): { payment: PaymentRecord; replayed: boolean } {
    const { store, now } = this.options;
    const scope = `payments:${idempotencyKey}`;
    const print = fingerprint(input);
    const existing = store.idempotency.get(scope);
    if (existing) {
      if (existing.fingerprint !== print) {
        throw new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request body.', 'Idempotency-Key');
      }
      return { payment: this.get(existing.resourceId), replayed: true };
    }

    const createdAt = now();
    const payment: PaymentRecord = {
      id: newPaymentId(),
      reference: input.reference,
      status: 'requires_action',
      amount: input.amount,
      method: input.method,
      issuer: input.issuer,
      returnUrl: input.returnUrl,
      shopperEmail: input.shopperEmail,
      shopperLocale: input.shopperLocale,
      description: input.description,
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
      refusalCode: null,
      refusalReason: null,
      card: null,
      challenge: null,
      transfer: null,
      refundedValue: 0,
    };
    if (input.method === 'bank_transfer' || input.method === 'invoice') {
      // An invoice is money promised, not received: it is paid like a transfer, within the invoice's term, and only
      // then authorised, so nothing bought on it is delivered before it is paid.
      payment.status = 'pending';
      const term = input.method === 'invoice' ? this.options.invoiceTermMs : this.options.transferExpiryMs;
      payment.transfer = {
        ...COLLECTION_ACCOUNT,
        reference: newTransferReference(),
        expiresAt: new Date(createdAt.getTime() + term).toISOString(),
      };
    }
    store.payments.set(payment.id, payment);
    store.idempotency.set(scope, { scope, fingerprint: print, resourceId: payment.id, createdAt: payment.createdAt });

    const event = payment.status === 'requires_action' ? null : this.recordEvent(payment, STATUS_EVENTS[payment.status as EventfulStatus]);
    this.options.persist();
    if (event) this.options.webhooks.enqueue(event);
    this.scheduleExpiry(payment);
    return { payment, replayed: false };
  }

  /** Cancel through the API: open payments only; cancelling a canceled payment again is a no-op. */
  cancel(id: string): PaymentRecord {
    const payment = this.get(id);
    if (payment.status === 'canceled') return payment;
    if (!this.transition(payment, 'canceled', { challenge: null })) {
      throw new ApiError(409, 'payment_not_cancelable', `A payment that is ${payment.status} can no longer be canceled.`);
    }
    return payment;
  }

  refund(id: string, idempotencyKey: string, input: RefundInput): { refund: RefundRecord; replayed: boolean } {
    const { store, now } = this.options;
    const payment = this.get(id);
    const scope = `refunds:${payment.id}:${idempotencyKey}`;
    const print = fingerprint(input);
    const existing = store.idempotency.get(scope);
    if (existing) {
      if (existing.fingerprint !== print) {
        throw new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request body.', 'Idempotency-Key');
      }
      const refund = store.refunds.get(existing.resourceId);
      if (refund) return { refund, replayed: true };
    }
    if (payment.status !== 'authorised' && payment.status !== 'partially_refunded') {
      throw new ApiError(409, 'payment_not_refundable', `A payment that is ${payment.status} cannot be refunded.`);
    }
    if (input.amount.currency !== payment.amount.currency) {
      throw new ApiError(400, 'invalid_request', `The refund must be in ${payment.amount.currency}, the payment's currency.`, 'amount.currency');
    }
    const remaining = payment.amount.value - payment.refundedValue;
    if (input.amount.value > remaining) {
      throw new ApiError(
        400,
        'refund_exceeds_payment',
        `Only ${remaining} (minor units) of this payment is left to refund.`,
        'amount.value',
      );
    }

    const refund: RefundRecord = {
      id: newRefundId(),
      paymentId: payment.id,
      amount: input.amount,
      status: 'succeeded',
      createdAt: now().toISOString(),
    };
    store.refunds.set(refund.id, refund);
    store.idempotency.set(scope, { scope, fingerprint: print, resourceId: refund.id, createdAt: refund.createdAt });
    payment.refundedValue += refund.amount.value;
    payment.status = payment.refundedValue === payment.amount.value ? 'refunded' : 'partially_refunded';
    payment.updatedAt = refund.createdAt;
    const event = this.recordEvent(payment, 'refund.succeeded', refund);
    this.options.persist();
    this.options.webhooks.enqueue(event);
    return { refund, replayed: false };
  }

  /** A valid card submitted on the hosted page. The number itself goes no further than this call. */
  submitCard(payment: PaymentRecord, card: ValidCard): CardSubmission {
    if (payment.status !== 'requires_action' || payment.method !== 'card') return 'closed';
    const summary = { brand: card.brand, last4: card.last4 };
    const outcome = cardOutcome(card.digits);
    if (outcome.kind === 'challenge') {
      payment.challenge = summary;
      payment.updatedAt = this.options.now().toISOString();
      this.options.persist();
      return 'challenge';
    }
    if (outcome.kind === 'authorised') this.transition(payment, 'authorised', { card: summary, challenge: null });
    else this.transition(payment, 'refused', { card: summary, challenge: null, refusalCode: outcome.code, refusalReason: outcome.reason });
    return 'final';
  }

  completeChallenge(payment: PaymentRecord, passed: boolean): boolean {
    const card = payment.challenge;
    if (payment.status !== 'requires_action' || !card) return false;
    return passed
      ? this.transition(payment, 'authorised', { card, challenge: null })
      : this.transition(payment, 'refused', { card, challenge: null, refusalCode: 'refused', refusalReason: THREE_DS_FAILED_REASON });
  }

  /** A well-formed BLIK code typed on the hosted page: the shopper's banking app now asks them to confirm. */
  takeBlikCode(payment: PaymentRecord): boolean {
    if (payment.status !== 'requires_action' || payment.method !== 'blik') return false;
    payment.blikAwaitingApp = true;
    payment.updatedAt = this.options.now().toISOString();
    this.options.persist();
    return true;
  }

  /** The shopper's answer in the banking app to a BLIK payment whose code was taken. */
  answerInBlikApp(payment: PaymentRecord, confirmed: boolean): boolean {
    if (payment.status !== 'requires_action' || !payment.blikAwaitingApp) return false;
    return confirmed
      ? this.transition(payment, 'authorised', { blikAwaitingApp: false })
      : this.transition(payment, 'refused', { blikAwaitingApp: false, refusalCode: 'refused', refusalReason: BLIK_DECLINED_REASON });
  }

  /** The shopper approved on the wallet or bank page. */
  approve(payment: PaymentRecord): boolean {
    if (payment.method !== 'wallet' && payment.method !== 'bank_redirect') return false;
    return payment.status === 'requires_action' && this.transition(payment, 'authorised');
  }

  /** The shopper cancelled on a hosted page. */
  shopperCancel(payment: PaymentRecord): boolean {
    return payment.status === 'requires_action' && this.transition(payment, 'canceled', { challenge: null });
  }

  receiveTransfer(payment: PaymentRecord): boolean {
    return payment.status === 'pending' && this.transition(payment, 'authorised');
  }

  expireTransfer(payment: PaymentRecord): boolean {
    return payment.status === 'pending' && this.transition(payment, 'expired');
  }

  private expireIfDue(payment: PaymentRecord): void {
    if (payment.status === 'pending' && payment.transfer && Date.parse(payment.transfer.expiresAt) <= this.options.now().getTime()) {
      this.transition(payment, 'expired');
    }
  }

  private scheduleExpiry(payment: PaymentRecord): void {
    if (payment.status !== 'pending' || !payment.transfer) return;
    const delay = Date.parse(payment.transfer.expiresAt) - this.options.now().getTime();
    // A timer can fire a millisecond before the clock reaches the expiry: it is then set again for what is left, or
    // the transfer would stay pending until someone read it.
    this.expiryTimers.set(payment.id, delay, () => {
      this.expireIfDue(payment);
      this.scheduleExpiry(payment);
    });
  }

  private transition(payment: PaymentRecord, to: EventfulStatus, patch: Partial<PaymentRecord> = {}): boolean {
    if (!canTransition(payment.status, to)) return false;
    Object.assign(payment, patch, { status: to, updatedAt: this.options.now().toISOString() });
    if (to !== 'pending') this.expiryTimers.clear(payment.id);
    const event = this.recordEvent(payment, STATUS_EVENTS[to]);
    this.options.persist();
    this.options.webhooks.enqueue(event);
    return true;
  }

  private recordEvent(payment: PaymentRecord, type: EventType, refund?: RefundRecord): EventRecord {
    const event: EventRecord = {
      id: newEventId(),
      type,
      createdAt: this.options.now().toISOString(),
      paymentId: payment.id,
      data: { payment: this.view(payment), ...(refund ? { refund } : {}) },
      delivery: this.options.webhooks.newDelivery(),
    };
    this.options.store.events.set(event.id, event);
    return event;
  }
}
