import type { EventRecord, IdempotencyRecord, PaymentRecord, RefundRecord } from './types.ts';

/** Everything the sandbox knows, in the shape it is persisted in. */
export interface PspState {
  readonly version: 1;
  readonly payments: PaymentRecord[];
  readonly refunds: RefundRecord[];
  readonly events: EventRecord[];
  readonly idempotency: IdempotencyRecord[];
}

/**
 * The in-memory state. Every method is synchronous on purpose: Node runs one of them at a time, so a
 * check followed by an insert (idempotency keys) cannot interleave with another request.
 */
export class PaymentStore {
  readonly payments = new Map<string, PaymentRecord>();
  readonly refunds = new Map<string, RefundRecord>();
  readonly events = new Map<string, EventRecord>();
  readonly idempotency = new Map<string, IdempotencyRecord>();

  constructor(initial?: PspState) {
    if (!initial) return;
    for (const payment of initial.payments) this.payments.set(payment.id, payment);
    for (const refund of initial.refunds) this.refunds.set(refund.id, refund);
    for (const event of initial.events) this.events.set(event.id, event);
    for (const record of initial.idempotency) this.idempotency.set(record.scope, record);
  }

  refundsOf(paymentId: string): RefundRecord[] {
    return [...this.refunds.values()].filter((refund) => refund.paymentId === paymentId);
  }

  eventsOf(paymentId: string | null): EventRecord[] {
    const all = [...this.events.values()];
    return paymentId === null ? all : all.filter((event) => event.paymentId === paymentId);
  }

  snapshot(): PspState {
    return {
      version: 1,
      payments: [...this.payments.values()],
      refunds: [...this.refunds.values()],
      events: [...this.events.values()],
      idempotency: [...this.idempotency.values()],
    };
  }
}
