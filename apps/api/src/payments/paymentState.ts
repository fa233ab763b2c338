import { API_ERROR_CODES } from '@shop/graphql';
import type { PaymentStatusValue } from '@shop/db';
import type { ProviderStatus, RefusalCode } from './provider.ts';

const OPEN: readonly PaymentStatusValue[] = ['REQUIRES_ACTION', 'PENDING'];

/**
 * Which status a payment may move to from which: an open payment may become anything else, an authorised one only
 * refunded; refused, cancelled, expired and refunded are final. Webhooks arrive in any order and more than once, so
 * anything else (a late 'pending' after 'authorised', a second 'authorised') is ignored rather than applied.
 */
export function canMove(from: PaymentStatusValue, to: PaymentStatusValue): boolean {
  if (from === to) return false;
  if (OPEN.includes(from)) return to !== 'REQUIRES_ACTION' && to !== 'REFUNDED';
  return from === 'AUTHORISED' && to === 'REFUNDED';
}

export function fromProviderStatus(status: ProviderStatus): PaymentStatusValue {
  const statuses = {
    requires_action: 'REQUIRES_ACTION',
    pending: 'PENDING',
    authorised: 'AUTHORISED',
    refused: 'REFUSED',
    canceled: 'CANCELED',
    expired: 'EXPIRED',
    refunded: 'REFUNDED',
  } as const satisfies Record<ProviderStatus, PaymentStatusValue>;
  return statuses[status];
}

/** Spec §8: a refused card is 2035, too many attempts 2036. */
export function refusalErrorCode(code: RefusalCode | null): number {
  return code === 'too_many_attempts' ? API_ERROR_CODES.PAYMENT_TOO_MANY_ATTEMPTS : API_ERROR_CODES.PAYMENT_REFUSED;
}

/** Whether the provider may still change the payment's outcome (its news comes by webhook or by asking). */
export function isOpen(status: PaymentStatusValue): boolean {
  return OPEN.includes(status);
}

/** Whether a shopper may start another attempt after this one. */
export function allowsRetry(status: PaymentStatusValue): boolean {
  return status === 'REFUSED' || status === 'CANCELED' || status === 'EXPIRED';
}
