export { addDays, isoDate, localDate, localDateToUtc, type IsoDate, type LocalDate } from './local-date.ts';
export { storeClock } from './store-clock.ts';
export { zonedInstant } from './zoned-instant.ts';
export { storeTimeZone } from './store-time-zone.ts';
export { easterSunday } from './easter.ts';
export { NO_HOLIDAYS, holidayCalendar, holidaysFor, type Holiday, type HolidayCalendar } from './holidays.ts';
export {
  DIGITAL_DELIVERY_MS, POST_DELIVERY_WORKING_DAYS, SAME_DAY_CUTOFF_HOUR, deliveryPromise,
  type DeliveryKind, type DeliveryPromise, type PhysicalDeliveryPromise,
} from './delivery-promise.ts';
export { needsRegisteredShipping, type RegisteredShippingFacts } from './registered-shipping.ts';
export { shipmentDates, type ShipmentDates } from './shipment-dates.ts';
export { afterOpeningMinutes, openingDays, type OpeningHours } from './opening-hours.ts';
