import type { CardBrand } from '../card/brand.ts';

export const PAYMENT_METHODS = ['card', 'wallet', 'bank_redirect', 'bank_transfer', 'invoice', 'blik'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  'requires_action',
  'pending',
  'authorised',
  'refused',
  'canceled',
  'expired',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type RefusalCode = 'refused' | 'too_many_attempts';

export interface Money {
  readonly currency: string;
  /** Integer minor units (cents for EUR). */
  readonly value: number;
}

export interface CardSummary {
  readonly brand: CardBrand;
  readonly last4: string;
}

export interface TransferDetails {
  readonly iban: string;
  readonly bic: string;
  readonly beneficiary: string;
  /** The reference the shopper must quote on the transfer (16 characters). */
  readonly reference: string;
  readonly expiresAt: string;
}

/** A payment as the sandbox keeps it. Never holds a card number: only brand and last four digits. */
export interface PaymentRecord {
  id: string;
  reference: string;
  status: PaymentStatus;
  amount: Money;
  method: PaymentMethod;
  issuer: string | null;
  returnUrl: string;
  shopperEmail: string | null;
  shopperLocale: string | null;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  refusalCode: RefusalCode | null;
  refusalReason: string | null;
  card: CardSummary | null;
  /** A card waiting for the shopper to pass the 3-D Secure challenge. */
  challenge: CardSummary | null;
  transfer: TransferDetails | null;
  /** A BLIK payment whose code was taken, waiting for the shopper to confirm it in their banking app. */
  blikAwaitingApp?: boolean;
  refundedValue: number;
}

export interface RefundRecord {
  readonly id: string;
  readonly paymentId: string;
  readonly amount: Money;
  readonly status: 'succeeded';
  readonly createdAt: string;
}

export const EVENT_TYPES = [
  'payment.authorised',
  'payment.refused',
  'payment.canceled',
  'payment.expired',
  'payment.pending',
  'refund.succeeded',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryState {
  /** The webhook endpoint this delivery belongs to; its URL is the one configured when an attempt is made. */
  endpoint: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface EventRecord {
  readonly id: string;
  readonly type: EventType;
  readonly createdAt: string;
  readonly paymentId: string;
  /** The payload as sent: `data.payment` is the payment as it was when the event happened. */
  readonly data: { readonly payment: PaymentView; readonly refund?: RefundView };
  delivery: DeliveryState | null;
}

export interface IdempotencyRecord {
  readonly scope: string;
  readonly fingerprint: string;
  readonly resourceId: string;
  readonly createdAt: string;
}

export type PaymentAction =
  | { readonly type: 'redirect'; readonly url: string }
  | ({ readonly type: 'transfer'; readonly amount: Money; readonly url: string } & TransferDetails);

/** The payment as the API shows it. */
export interface PaymentView {
  readonly id: string;
  readonly reference: string;
  readonly status: PaymentStatus;
  readonly amount: Money;
  readonly method: PaymentMethod;
  readonly issuer?: string;
  readonly card?: CardSummary;
  readonly refusalCode?: RefusalCode;
  readonly refusalReason?: string;
  readonly refundedAmount: Money;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly action: PaymentAction | null;
}

export type RefundView = RefundRecord;
