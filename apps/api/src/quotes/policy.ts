import { afterOpeningMinutes, holidayCalendar, storeTimeZone } from '@shop/delivery';
import type { TenantBrand } from '../tenancy/brands.ts';

/** Spec §10: a business customer gets a quote within 1 hour of asking, counted in the desk's opening hours. */
export const QUOTE_PROMISE_MINUTES = 60;

/** "Q-1042": how a request's number is quoted in e-mails and on the page. */
export function quoteNumber(number: number): string {
  return `Q-${number}`;
}

/**
 * By when a request's quote is promised: an hour of the business desk's opening time (the brand's business hours, on
 * the store's clock, not on public holidays). A request sent on a Sunday evening is answered on Monday morning.
 */
export function quotePromisedBy(requestedAt: Date, brand: Pick<TenantBrand, 'businessHours' | 'country'>): Date {
  return afterOpeningMinutes(requestedAt, QUOTE_PROMISE_MINUTES, brand.businessHours, storeTimeZone(brand.country), holidayCalendar(brand.country));
}
