import type { GiftCardPaymentsFieldsFragment } from '@shop/graphql/operations';
import type { BalanceCheckState } from '../balance/balance-model.ts';

export type GiftCardPaymentsView = GiftCardPaymentsFieldsFragment;

/** Why adding or removing a card was refused: the balance check's refusal, at the same fields. */
export type GiftCardRefusal = Extract<BalanceCheckState, { readonly status: 'refused' }>;

/** The answer of the gift card actions: the cards and the remainder after a change, or why the change was refused. */
export type GiftCardPaymentsState =
  | { readonly refusal: null; readonly payments: GiftCardPaymentsView }
  | { readonly refusal: GiftCardRefusal; readonly payments: null };
