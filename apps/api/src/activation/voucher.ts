import type { ActivationOrderRow } from '@shop/db';
import { ACTIVATION_PROMISE_HOURS } from './policy.ts';

/** How many digits of a card number its holder's pages and e-mails show. */
const SHOWN_DIGITS = 4;

/** The end of a card number, the only part that leaves the API after activation. */
export function lastDigits(number: string): string {
  return number.slice(-SHOWN_DIGITS);
}

/** The latest an activation is promised to be done. */
export function promisedBy(order: Pick<ActivationOrderRow, 'createdAt'>): Date {
  return new Date(order.createdAt.getTime() + ACTIVATION_PROMISE_HOURS * 60 * 60 * 1000);
}

/** The activation voucher page of an order: the order's uuid is the holder's key to it. */
export function voucherPath(screenPath: string, orderId: string): string {
  return `${screenPath}?${new URLSearchParams({ order: orderId })}`;
}
