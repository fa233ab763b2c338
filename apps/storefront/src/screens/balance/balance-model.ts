import { API_ERROR_CODES } from '@shop/graphql';
import type { GiftCardBalanceMutation, GiftCardState } from '@shop/graphql/operations';
import { giftCardNumberIssue, pinIssue } from '@shop/validation';
import type { ApiErrorShape } from '../../data/errors.ts';
import { apiRefusal, fieldNamedBy, type FormMessage } from '../../forms/form-refusal.ts';
import type { HasMessage } from '../../i18n/has-message.ts';
import type { MessageId } from '@shop/i18n';

/** The form's fields, named as the API names its parameters. */
export const BALANCE_FIELDS = ['cardNumber', 'pin', 'captchaToken'] as const;
export type BalanceField = (typeof BALANCE_FIELDS)[number];

export type BalanceMessage = FormMessage;

export type FieldMessages = Partial<Record<BalanceField, BalanceMessage>>;

export type CheckedBalance = NonNullable<GiftCardBalanceMutation['giftCardBalance']['card']>;

/** Why a card form was refused, per field and above the form (the balance check's and any other card form's). */
export interface CardFormRefusal {
  readonly status: 'refused';
  /** As typed, to fill the field again (the PIN never comes back). */
  readonly cardNumber: string;
  readonly fieldErrors: FieldMessages;
  readonly formError: BalanceMessage | null;
}

/** What the balance form shows after a check: nothing yet, the card, or why it was refused. */
export type BalanceCheckState = { readonly status: 'idle' } | { readonly status: 'checked'; readonly card: CheckedBalance } | CardFormRefusal;

export const IDLE: BalanceCheckState = { status: 'idle' };

/**
 * The spec's rules for what a holder types (@shop/validation, the same the server action and the API apply): the card
 * number against the prefixes every store issues, the 6-digit PIN. Empty when both may be sent.
 */
export function balanceFieldIssues(values: { readonly cardNumber: string; readonly pin: string }, prefixes: readonly string[]): FieldMessages {
  const issues: FieldMessages = {};
  const numberIssue = giftCardNumberIssue(values.cardNumber, prefixes);
  if (numberIssue) issues.cardNumber = numberIssue;
  const pinProblem = pinIssue(values.pin);
  if (pinProblem) issues.pin = pinProblem;
  return issues;
}

/**
 * Where the API's refusal shows: an error naming one of the form's fields at that field, any other above the form;
 * the number as typed comes back with it.
 */
export function refusalState(cardNumber: string, errors: readonly ApiErrorShape[], hasMessage: HasMessage): CardFormRefusal {
  return { ...apiRefusal(errors, hasMessage, fieldNamedBy('', BALANCE_FIELDS)), cardNumber };
}

/** Where the holder can go from a result; the screen knows the brand's paths. */
export interface BalanceLinks {
  /** The shop's gift cards, where a card's balance is spent. */
  readonly shop: string;
  /** The redeem shop: the products an All-in-1 Choice card can be exchanged for. */
  readonly exchange: string;
  readonly activate: string;
}

export interface SpendingOption {
  readonly href: string;
  readonly labelId: 'balance.spend.shop' | 'balance.spend.exchange' | 'balance.spend.activate';
}

/** The next step a card offers: spend it, exchange it (choice card), activate it; none for a card that cannot be used. */
export function spendingOption(card: Pick<CheckedBalance, 'state' | 'choiceCard'>, links: BalanceLinks): SpendingOption | null {
  if (card.state === 'NOT_ACTIVATED') return { href: links.activate, labelId: 'balance.spend.activate' };
  if (card.state !== 'ACTIVE') return null;
  return card.choiceCard ? { href: links.exchange, labelId: 'balance.spend.exchange' } : { href: links.shop, labelId: 'balance.spend.shop' };
}

/** Why a card in a state cannot be spent: the texts of the API's error codes for that state (errors catalog). */
const STATE_EXPLANATIONS = {
  BLOCKED: API_ERROR_CODES.GIFT_CARD_BLOCKED,
  NOT_ACTIVATED: API_ERROR_CODES.GIFT_CARD_NOT_ACTIVATED,
  EXPIRED: API_ERROR_CODES.GIFT_CARD_EXPIRED,
  NO_BALANCE: API_ERROR_CODES.GIFT_CARD_NO_BALANCE,
} as const satisfies Record<Exclude<GiftCardState, 'ACTIVE'>, number>;

export function stateExplanationId(state: GiftCardState): MessageId | null {
  return state === 'ACTIVE' ? null : `errors.code.${STATE_EXPLANATIONS[state]}`;
}
