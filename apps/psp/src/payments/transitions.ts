import type { EventType, PaymentStatus } from './types.ts';

/** Where each status may go next. Final statuses go nowhere, which is what makes outcomes apply only once. */
export const TRANSITIONS = {
  requires_action: ['authorised', 'refused', 'canceled'],
  pending: ['authorised', 'canceled', 'expired'],
  authorised: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refused: [],
  canceled: [],
  expired: [],
  refunded: [],
} as const satisfies Record<PaymentStatus, readonly PaymentStatus[]>;

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return (TRANSITIONS[from] as readonly PaymentStatus[]).includes(to);
}

/** The webhook a payment reaching this status sends (refunds send `refund.succeeded` instead). */
export const STATUS_EVENTS = {
  pending: 'payment.pending',
  authorised: 'payment.authorised',
  refused: 'payment.refused',
  canceled: 'payment.canceled',
  expired: 'payment.expired',
} as const satisfies Partial<Record<PaymentStatus, EventType>>;

export type EventfulStatus = keyof typeof STATUS_EVENTS;
