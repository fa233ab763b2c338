/** Spec §10: a business customer gets a quote within 1 hour of asking. */
export const QUOTE_PROMISE_MINUTES = 60;

/** "Q-1042": how a request's number is quoted in e-mails and on the page. */
export function quoteNumber(number: number): string {
  return `Q-${number}`;
}

export function quotePromisedBy(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + QUOTE_PROMISE_MINUTES * 60_000);
}
