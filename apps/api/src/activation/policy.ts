import type { giftCardKinds } from '@shop/db';

type GiftCardKind = (typeof giftCardKinds)[number];

/** Spec §9: a choice card is active at most 24 hours after its holder asked for it. */
export const ACTIVATION_PROMISE_HOURS = 24;
export const MAX_ACTIVATION_DELAY_MINUTES = ACTIVATION_PROMISE_HOURS * 60;

/** How long an activation order waits before it is processed (`ACTIVATION_DELAY_MINUTES`; 0 in the sandbox). */
export interface ActivationSettings {
  readonly delayMinutes: number;
}

export const IMMEDIATE_ACTIVATION: ActivationSettings = Object.freeze({ delayMinutes: 0 });

/**
 * A choice card's value is spendable only once its holder has activated it, whichever way it travels. A physical
 * card goes by post and may be lost or taken on the way: it is worth nothing until the person holding it proves it
 * (number and amount) and asks for it. A digital one goes by e-mail to whoever the buyer named, often forwarded or
 * printed before it reaches its holder; it follows the same life so the choice card is one product with one set of
 * rules, its e-mail says how to activate it, and every activation leaves an order naming who asked and when.
 */
export function statusAtIssue(kind: GiftCardKind): 'ACTIVE' | 'NOT_ACTIVATED' {
  return kind === 'CHOICE' ? 'NOT_ACTIVATED' : 'ACTIVE';
}
