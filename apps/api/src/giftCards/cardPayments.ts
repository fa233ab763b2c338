import { addCartCardPayment, listCartCardPayments, removeCartCardPayment, type CartCardPayment, type CartRef, type ShopExecutor, type StoredCart } from '@shop/db';
import { API_ERROR_CODES, type GiftCardPayments } from '@shop/graphql';
import { loadTotalsPolicy, toGiftcardOrder } from '../cart/orderView.ts';
import { choiceCardMayPay, findOpenCartId, loadCart, lockOpenCartId, type BasketCaller } from '../cart/storedCart.ts';
import { ApiFailure, apiError, invalidInput, type UntimedErrorCode } from '../errors.ts';
import { MAX_RECORD_ID, positiveWholeNumber } from '../ids.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { checkCard, type CardCheckRequest, type CardCheckServices } from './cardCheck.ts';

export interface CardContribution {
  readonly cardId: number;
  readonly amountMinor: number;
}

export interface CardAllocation {
  readonly contributions: readonly CardContribution[];
  /** Left to pay with another method; never below zero. */
  readonly remainingMinor: number;
}

/**
 * What each card pays of a total (spec §5 'Redeem total to pay'): in the order given, each pays the least of its
 * balance and what is left. Amounts are whole minor units, so nothing needs rounding.
 */
export function allocateCardPayments(totalMinor: number, cards: readonly { readonly cardId: number; readonly balanceMinor: number }[]): CardAllocation {
  let remainingMinor = Math.max(0, totalMinor);
  const contributions = cards.map(({ cardId, balanceMinor }) => {
    const amountMinor = Math.min(Math.max(0, balanceMinor), remainingMinor);
    remainingMinor -= amountMinor;
    return { cardId, amountMinor };
  });
  return { contributions, remainingMinor };
}

async function cartTotalMinor(db: ShopExecutor, tenant: Tenant, cart: StoredCart): Promise<number> {
  return toGiftcardOrder(tenant, cart, await loadTotalsPolicy(db, tenant)).totals.grandTotal.value;
}

function toView(tenant: Tenant, cards: readonly CartCardPayment[], allocation: CardAllocation): GiftCardPayments {
  const money = (value: number) => ({ currency: tenant.currency, value });
  return {
    cards: cards.map((card, index) => ({
      id: String(card.cardId),
      numberEnding: card.numberEnding,
      contribution: money(allocation.contributions[index]?.amountMinor ?? 0),
    })),
    remaining: money(allocation.remainingMinor),
  };
}

async function readView(db: ShopExecutor, tenant: Tenant, ref: CartRef): Promise<GiftCardPayments> {
  const cards = await listCartCardPayments(db, ref);
  const cart = await loadCart(db, tenant, ref.orderId);
  return toView(tenant, cards, allocateCardPayments(await cartTotalMinor(db, tenant, cart), spendableFor(cart, cards)));
}

/**
 * What each added card can spend on this basket: a Choice card nothing while the basket holds a card it is not
 * exchanged for (placing refuses it, 4025), so the payment step shows what is really left to pay.
 */
function spendableFor(cart: StoredCart, cards: readonly CartCardPayment[]): readonly CartCardPayment[] {
  if (choiceCardMayPay(cart)) return cards;
  return cards.map((card) => (card.kind === 'CHOICE' ? { ...card, balanceMinor: 0 } : card));
}

/** The cart's gift card payments as the payment step shows them. */
export async function readCardPayments(db: ShopExecutor, tenant: Tenant, orderUuid: string, caller: BasketCaller): Promise<GiftCardPayments> {
  const orderId = await findOpenCartId(db, tenant, orderUuid, caller);
  return readView(db, tenant, { storeId: tenant.storeId, orderId });
}

const refusal = (code: UntimedErrorCode, message: string) => new ApiFailure(apiError(code, message, 'cardNumber'));

/** 4025 (spec §8, 'not allowed for redeem'): a Choice card in the payment, and a product in the basket it is not exchanged for. */
export function notExchangeable(parameter: 'cardNumber' | 'orderUuid'): ApiFailure {
  return new ApiFailure(
    apiError(
      API_ERROR_CODES.GIFT_CARD_NOT_EXCHANGEABLE,
      'An All-in-1 Choice card can only be exchanged for the gift cards it lists. Please remove the other items from your basket, or pay for them another way.',
      parameter,
    ),
  );
}

/** 4024 when the cards added already pay the whole basket. */
async function refuseWhenPaid(db: ShopExecutor, tenant: Tenant, cart: StoredCart, cards: readonly CartCardPayment[]): Promise<void> {
  if (allocateCardPayments(await cartTotalMinor(db, tenant, cart), spendableFor(cart, cards)).remainingMinor === 0) {
    throw refusal(API_ERROR_CODES.GIFT_CARD_NOT_NEEDED, 'Your gift cards already pay the whole order.');
  }
}

/**
 * Adds a proven, spendable card to an open cart's payment. The card is checked before the cart is locked (the check
 * counts PIN attempts and uses the captcha whatever happens next); the cart's lock makes two additions run one after
 * the other, so the same card is never added twice and the type rule holds.
 */
export async function addCardPayment(
  services: CardCheckServices,
  request: CardCheckRequest & { readonly orderUuid: string; readonly caller: BasketCaller },
): Promise<GiftCardPayments> {
  const { tenant } = request;
  const openId = await findOpenCartId(services.db, tenant, request.orderUuid, request.caller);
  // Judged before the card is: a basket its cards pay already needs none, and checking one would spend the shopper's
  // captcha and one of the address's checks for nothing. (Judged again under the lock below.)
  const openRef = { storeId: tenant.storeId, orderId: openId };
  await refuseWhenPaid(services.db, tenant, await loadCart(services.db, tenant, openId), await listCartCardPayments(services.db, openRef));
  const card = await checkCard(services, request);
  return services.db.transaction(async (tx) => {
    const orderId = await lockOpenCartId(tx, tenant, request.orderUuid, request.caller);
    const ref = { storeId: tenant.storeId, orderId };
    const cards = await listCartCardPayments(tx, ref);
    if (cards.some((added) => added.cardId === card.id)) {
      throw refusal(API_ERROR_CODES.GIFT_CARD_ALREADY_ADDED, 'This gift card has already been added to your payment.');
    }
    if (cards.some((added) => added.kind !== card.kind)) {
      throw refusal(API_ERROR_CODES.GIFT_CARD_KIND_MISMATCH, 'Gift cards paying one order must be of the same type.');
    }
    const cart = await loadCart(tx, tenant, orderId);
    if (card.kind === 'CHOICE' && !choiceCardMayPay(cart)) throw notExchangeable('cardNumber');
    await refuseWhenPaid(tx, tenant, cart, cards);
    await addCartCardPayment(tx, ref, card.id, card.balanceMinor);
    return readView(tx, tenant, ref);
  });
}

export async function removeCardPayment(
  db: ShopExecutor,
  tenant: Tenant,
  orderUuid: string,
  caller: BasketCaller,
  cardId: string,
): Promise<GiftCardPayments> {
  const orderId = await findOpenCartId(db, tenant, orderUuid, caller);
  const id = positiveWholeNumber(cardId);
  if (id === null) throw invalidInput('cardId', 'Card id must be a positive whole number.');
  const ref = { storeId: tenant.storeId, orderId };
  // An id past the database's integer range names no card, so, like any card not in this payment, there is nothing to remove.
  if (id <= MAX_RECORD_ID) await removeCartCardPayment(db, ref, id);
  return readView(db, tenant, ref);
}
