import * as z from 'zod/mini';
import { ADDRESS_FIELDS, addressesFor, type AddressField, type CheckoutValues, type PaymentValues, type ShippingValues } from './form-values.ts';

/**
 * What the shopper typed in the checkout, kept in the tab's session storage so a reload or a step back from the
 * basket does not lose it. It lives as long as the tab and is forgotten once the order is placed. Only form values
 * are kept: never a gift card's number or PIN, nor anything the API answered. The step is not kept here: the
 * address names it (checkout/step-url.ts).
 */
export interface CheckoutDraft extends CheckoutValues {
  /** The basket's packages when the draft was written: a changed basket restarts at the first step. */
  readonly basket: string;
}

/** A kept draft fitted to today's basket. */
export interface RestoredDraft extends CheckoutValues {
  /** The basket is not the one the draft was written for: the shopper starts again at the first step. */
  readonly basketChanged: boolean;
}

/** What the draft is reconciled with: the basket's packages and the store's payment methods today. */
export interface DraftBasket {
  readonly digitalPackageIds: readonly string[];
  readonly physicalPackageIds: readonly string[];
  readonly methods: readonly PaymentValues['method'][];
}

const STORAGE_KEY = 'checkout-draft';

const text = z.string().check(z.maxLength(1000));
/** Fields a draft kept before they were asked for lacks: read as empty. */
const ASKED_LATER: ReadonlySet<AddressField> = new Set(['addressLine1', 'addressLine2']);
const addressSchema = z.object(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ASKED_LATER.has(field) ? z._default(text, '') : text])) as Record<AddressField, typeof text>,
);
const draftSchema = z.object({
  basket: text,
  yourData: z.object({
    customerType: z.enum(['PRIVATE', 'BUSINESS']),
    firstName: text, lastName: text, email: text, confirmEmail: text, phoneNumber: text, companyName: text,
    vatNumber: text, referenceNumber: text, kvkNumber: text, invoiceEmail: text,
    termsAccepted: z.boolean(),
  }),
  shipping: z.object({
    digitalReceivers: z.array(z.object({ packageId: text, name: text, email: text })).check(z.maxLength(100)),
    deliveryMode: z.enum(['DEFAULT', 'SINGLE', 'SPLIT']),
    addresses: z.array(addressSchema).check(z.maxLength(100)),
  }),
  payment: z.object({ method: text, issuerId: text }),
});

export function basketSignature(basket: Pick<DraftBasket, 'digitalPackageIds' | 'physicalPackageIds'>): string {
  return [...basket.digitalPackageIds, '|', ...basket.physicalPackageIds].join(',');
}

/**
 * The draft fitted to the basket as it is now: a receiver for each digital package (those typed before kept), the
 * addresses the delivery mode needs, a payment method the store still offers. A basket that changed since starts
 * again at the first step, with everything typed still in place.
 */
export function fitDraft(stored: unknown, basket: DraftBasket): RestoredDraft | null {
  const parsed = draftSchema.safeParse(stored);
  if (!parsed.success) return null;
  const draft = parsed.data;
  const physicalCount = basket.physicalPackageIds.length;
  const deliveryMode = draft.shipping.deliveryMode === 'SPLIT' && physicalCount < 2 ? 'DEFAULT' : draft.shipping.deliveryMode;
  const shipping: ShippingValues = {
    digitalReceivers: basket.digitalPackageIds.map(
      (packageId) => draft.shipping.digitalReceivers.find((receiver) => receiver.packageId === packageId) ?? { packageId, name: '', email: '' },
    ),
    deliveryMode,
    addresses: addressesFor(deliveryMode, draft.shipping.addresses, physicalCount),
  };
  const method = basket.methods.find((offered) => offered === draft.payment.method) ?? '';
  return {
    basketChanged: draft.basket !== basketSignature(basket),
    yourData: draft.yourData,
    shipping,
    payment: { method, issuerId: method === '' ? '' : draft.payment.issuerId },
  };
}

/** Session storage may be missing or full (private windows, policies): the checkout then works as without a draft. */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(basket: DraftBasket): RestoredDraft | null {
  try {
    const raw = sessionStore()?.getItem(STORAGE_KEY);
    return raw ? fitDraft(JSON.parse(raw), basket) : null;
  } catch {
    return null;
  }
}

export function keepDraft(draft: CheckoutDraft): void {
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Full or refused: the draft is a convenience.
  }
}

export function forgetDraft(): void {
  try {
    sessionStore()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
