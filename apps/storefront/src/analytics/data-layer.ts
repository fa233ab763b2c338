/**
 * GA4-style analytics: events are pushed onto `window.dataLayer` for a tag manager to pick up.
 * Nothing here makes a network call.
 */
import { majorNumber } from '@shop/money';

/** Money as the API returns it: `value` in the currency's minor units. */
export interface AnalyticsMoney {
  readonly currency: string;
  readonly value: number;
}

/** One product in an ecommerce event (GA4 `items[]`). `price` is in major units, as GA4 expects. */
export interface AnalyticsItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_brand?: string;
  readonly item_category?: string;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly index?: number;
  readonly price?: number;
  readonly quantity?: number;
}

interface ItemListPayload {
  readonly item_list_id: string;
  readonly item_list_name: string;
  readonly items: readonly AnalyticsItem[];
}

interface ValuedPayload {
  readonly currency: string;
  /** Major units (GA4). Build it with `toMajorUnits`. */
  readonly value: number;
  readonly items: readonly AnalyticsItem[];
}

interface ShippingInfoPayload extends ValuedPayload {
  /** How the physical cards travel (DEFAULT, SINGLE, SPLIT), or DIGITAL when only e-mails go out. */
  readonly shipping_tier: string;
}

interface PaymentInfoPayload extends ValuedPayload {
  readonly payment_type: string;
}

interface PurchasePayload extends ValuedPayload {
  /** The order number the shopper sees. */
  readonly transaction_id: string;
  readonly tax: number;
  readonly shipping: number;
}

export type DataLayerEvent =
  | { readonly event: 'view_item_list'; readonly ecommerce: ItemListPayload }
  | { readonly event: 'select_item'; readonly ecommerce: ItemListPayload }
  | { readonly event: 'view_item'; readonly ecommerce: ValuedPayload }
  | { readonly event: 'add_to_cart'; readonly ecommerce: ValuedPayload }
  | { readonly event: 'remove_from_cart'; readonly ecommerce: ValuedPayload }
  | { readonly event: 'view_cart'; readonly ecommerce: ValuedPayload }
  | { readonly event: 'search'; readonly search_term: string }
  /** The search results page: the term's results shown as a page (the dialog reports `search` as the visitor types). */
  | { readonly event: 'view_search_results'; readonly search_term: string }
  /** GA4's recommended account events: the method is how the customer proved who they are. */
  | { readonly event: 'login'; readonly method: 'email' }
  | { readonly event: 'sign_up'; readonly method: 'email' }
  | { readonly event: 'begin_checkout'; readonly ecommerce: ValuedPayload }
  | { readonly event: 'add_shipping_info'; readonly ecommerce: ShippingInfoPayload }
  | { readonly event: 'add_payment_info'; readonly ecommerce: PaymentInfoPayload }
  | { readonly event: 'purchase'; readonly ecommerce: PurchasePayload };

export type DataLayerEventName = DataLayerEvent['event'];

type DataLayerEntry = DataLayerEvent | { readonly ecommerce: null };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes one event. Ecommerce events are preceded by `{ecommerce: null}` so the tag manager does not
 * merge this event's items with the previous event's (GA4's documented practice).
 * Does nothing during server rendering.
 */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  const layer = (window.dataLayer ??= []);
  const entries: DataLayerEntry[] = 'ecommerce' in event ? [{ ecommerce: null }, event] : [event];
  layer.push(...entries);
}

/** Converts API money (minor units) to the decimal number GA4 expects, using the currency's own exponent. */
export function toMajorUnits(money: AnalyticsMoney): number {
  return majorNumber(money.value, money.currency);
}
