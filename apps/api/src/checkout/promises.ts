import { deliveryPromise, holidayCalendar, shipmentDates, storeTimeZone, type DeliveryKind } from '@shop/delivery';
import type { Tenant } from '../tenancy/tenant.ts';

/**
 * The dates a shipment promises when the order is placed `now`, on the store's clock and holidays (spec §1, §9); a
 * registered one is delivered on working days only.
 */
export function shipmentPromise(tenant: Tenant, kind: DeliveryKind, now: Date, { registered = false }: { readonly registered?: boolean } = {}) {
  const country = tenant.brand.country;
  const dates = shipmentDates(deliveryPromise(kind, now, storeTimeZone(country), holidayCalendar(country)), { registered });
  return dates.kind === 'DIGITAL'
    ? { dispatchDate: null, deliveredFrom: null, deliveredBy: null, promisedBy: dates.promisedBy }
    : { dispatchDate: dates.dispatchDate, deliveredFrom: dates.deliveredFrom, deliveredBy: dates.deliveredBy, promisedBy: null };
}
