import type { DeliveryPromise } from './delivery-promise.ts';
import { isoDate, type IsoDate } from './local-date.ts';

/** A promise as a shipment stores it: store-local calendar days for post, the latest send time for e-mail. */
export type ShipmentDates =
  | { readonly kind: 'DIGITAL'; readonly promisedBy: Date }
  | { readonly kind: 'PHYSICAL'; readonly dispatchDate: IsoDate; readonly deliveredFrom: IsoDate; readonly deliveredBy: IsoDate };

/** A registered shipment's window opens on a working day (`registeredFrom`); regular post's may open on the letterbox day. */
export function shipmentDates(promise: DeliveryPromise, { registered = false }: { readonly registered?: boolean } = {}): ShipmentDates {
  if (promise.kind === 'DIGITAL') return { kind: 'DIGITAL', promisedBy: promise.deliveredBy };
  return {
    kind: 'PHYSICAL',
    dispatchDate: isoDate(promise.shipDate),
    deliveredFrom: isoDate(registered ? promise.registeredFrom : promise.deliveredFrom),
    deliveredBy: isoDate(promise.deliveredBy),
  };
}
