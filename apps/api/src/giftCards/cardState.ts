import type { GiftCardForCheck } from '@shop/db';
import { API_ERROR_CODES } from '@shop/graphql';
import { ApiFailure, apiError, type ApiError } from '../errors.ts';

/** Why a card cannot be spent, by its state (spec §8, card check group). */
const UNSPENDABLE_STATES = {
  BLOCKED: { code: API_ERROR_CODES.GIFT_CARD_BLOCKED, message: 'This gift card has been blocked. Please contact our customer service.' },
  NOT_ACTIVATED: {
    code: API_ERROR_CODES.GIFT_CARD_NOT_ACTIVATED,
    message: 'This gift card has not been activated yet. Activation takes up to 24 hours.',
  },
  EXPIRED: { code: API_ERROR_CODES.GIFT_CARD_EXPIRED, message: 'This gift card has expired.' },
  NO_BALANCE: { code: API_ERROR_CODES.GIFT_CARD_NO_BALANCE, message: 'There is no balance left on this gift card.' },
} as const satisfies Record<string, Pick<ApiError, 'code' | 'message'>>;

export type UnspendableState = keyof typeof UNSPENDABLE_STATES;

/**
 * What a card's holder may do with it once number and PIN are proven: spend it (ACTIVE) or learn why not. Blocked
 * wins over everything, then activation, then expiry, then an empty balance.
 */
export type CardState = 'ACTIVE' | UnspendableState;

export function cardStateOf(card: Pick<GiftCardForCheck, 'status' | 'expired' | 'balanceMinor'>): CardState {
  if (card.status === 'BLOCKED') return 'BLOCKED';
  if (card.status === 'NOT_ACTIVATED') return 'NOT_ACTIVATED';
  if (card.expired) return 'EXPIRED';
  if (card.balanceMinor <= 0) return 'NO_BALANCE';
  return 'ACTIVE';
}

/** The coded error for a card that cannot be spent, naming the card number. */
export function unspendableCard(state: UnspendableState): ApiFailure {
  const { code, message } = UNSPENDABLE_STATES[state];
  return new ApiFailure(apiError(code, message, 'cardNumber'));
}
