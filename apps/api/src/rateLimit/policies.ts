/** At most `limit` attempts per key in any window of `windowSeconds` (the window starts with a key's first attempt). */
export interface RateLimitPolicy {
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * Every limit the API enforces, by name, with its default; the name also prefixes its counters' keys, so limits
 * share one store without mixing their counts.
 */
export const DEFAULT_RATE_LIMIT_POLICIES = {
  /** New guest baskets per client address. Generous for offices and mobile networks sharing one address, tight
   *  enough that a script cannot fill the database with baskets. */
  basketCreation: { limit: 100, windowSeconds: 60 * 60 },
  /** PIN attempts per gift card number from one client address: the sixth in 30 minutes is refused, even with the
   *  right PIN. It locks that address only, so whoever knows a card's number cannot lock its holder out. Unknown
   *  numbers are counted the same way, so the lock tells nothing about whether a card exists. A right PIN clears the
   *  PIN counts. */
  giftCardPin: { limit: 5, windowSeconds: 30 * 60 },
  /** The same per day: one address gets at most two rounds of guesses at a card a day. */
  giftCardPinDaily: { limit: 10, windowSeconds: 24 * 60 * 60 },
  /** PIN attempts per gift card number from all addresses together: what stops a guesser spread over many addresses
   *  (30 guesses a day at a million PINs). Past it the number is locked for everyone for the rest of the 24 hours
   *  that began with the first of them; since one address counts at most 10 a day, that takes three addresses. */
  giftCardPinAllClients: { limit: 30, windowSeconds: 24 * 60 * 60 },
  /** Gift card checks per client address: the per-card limit alone would let one client try 5 PINs on every number. */
  giftCardCheck: { limit: 30, windowSeconds: 60 * 60 },
  /** Choice card activation requests per client address: with the captcha, what keeps a script from trying numbers
   *  and amounts. A holder activates a card or two; a shop counter a few dozen. */
  cardActivation: { limit: 20, windowSeconds: 60 * 60 },
  /** Wrong passwords per account (counted by a digest of the e-mail, so unknown e-mails count alike): the sixth try in
   *  15 minutes is refused, even with the right password, until the window ends. A successful log in clears it. */
  accountLogin: { limit: 5, windowSeconds: 15 * 60 },
  /** Log in attempts per client address: what keeps one client from trying a few passwords on many accounts. */
  loginAddress: { limit: 30, windowSeconds: 15 * 60 },
  /** Look-ups of whether an e-mail has an account (the identify step before checkout and at the account page,
   *  `checkUserExist`) per client address: the answer is the spec's, so what keeps a script from testing a list of
   *  addresses is how many it may ask. As generous as new baskets: a shopper identifies about once per basket, and an
   *  office or a mobile network shares one address. */
  accountLookup: { limit: 100, windowSeconds: 60 * 60 },
  /** New accounts per client address. */
  accountCreation: { limit: 10, windowSeconds: 60 * 60 },
  /** Password reset e-mails per e-mail address (known or not): a mailbox is not flooded with links. */
  passwordResetEmail: { limit: 3, windowSeconds: 60 * 60 },
  /** Password reset requests and new password attempts (each hashes a password) per client address. */
  passwordResetAddress: { limit: 10, windowSeconds: 60 * 60 },
  /** Business quote requests per client address: an office asks a few times a day; a script does not fill the
   *  business desk's inbox. */
  quoteRequest: { limit: 10, windowSeconds: 60 * 60 },
  /** Look-ups at the payment provider per order (`refreshPayment`: the return page polls it every 1.5 s for a minute,
   *  a waiting bank transfer every 10 s, a reload starts again). Past the limit the order is answered as it stands
   *  without asking the provider, whose webhook still brings the news: nobody turns one order into a stream of calls
   *  to the provider. */
  paymentLookup: { limit: 120, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMIT_POLICIES;

export type RateLimitPolicies = { readonly [Name in RateLimitName]: RateLimitPolicy };
