/**
 * Numeric codes of ApiError. 2015, 2030, 2031, 2035, 2036 come from the spec's catalogue (§8);
 * the 4xxx/5xxx codes are this API's own, for failures the spec gives no number to.
 */
export const API_ERROR_CODES = {
  APPLE_SUM_LIMIT: 2015,
  GIFTCARD_LIMIT: 2030,
  OUT_OF_STOCK: 2031,
  PAYMENT_REFUSED: 2035,
  PAYMENT_TOO_MANY_ATTEMPTS: 2036,
  INVALID_INPUT: 4000,
  UNKNOWN_STORE: 4001,
  UNSUPPORTED_LANGUAGE: 4002,
  STORE_MISMATCH: 4003,
  NOT_FOUND: 4004,
  ACCOUNTS_UNAVAILABLE: 4005,
  CART_EMPTY: 4006,
  IDEMPOTENCY_KEY_REUSED: 4007,
  CAPTCHA_FAILED: 4008,
  PAYMENT_NOT_RETRYABLE: 4009,
  /** Retry payment (spec §8, 'retry limit exceeded'): the order has had the most payment attempts one order may have. */
  PAYMENT_RETRY_LIMIT_EXCEEDED: 4026,
  PAYMENT_METHOD_UNAVAILABLE: 4010,
  RATE_LIMITED: 4011,
  BASKET_PACKAGE_LIMIT: 4012,
  BASKET_VALUE_LIMIT: 4013,
  /** Card check and redeem (spec §8): an unknown number and a wrong PIN get this same answer. */
  GIFT_CARD_UNKNOWN: 4014,
  GIFT_CARD_BLOCKED: 4015,
  GIFT_CARD_EXPIRED: 4016,
  GIFT_CARD_NO_BALANCE: 4017,
  GIFT_CARD_NOT_ACTIVATED: 4018,
  GIFT_CARD_OTHER_STORE: 4019,
  GIFT_CARD_PIN_LOCKED: 4020,
  /** Paying with gift cards in checkout (spec §8, add gift card payment). */
  GIFT_CARD_ALREADY_ADDED: 4021,
  GIFT_CARD_KIND_MISMATCH: 4022,
  /** A card added to the payment was spent elsewhere before the order was placed: nothing was placed. */
  GIFT_CARD_BALANCE_CHANGED: 4023,
  /** The gift cards added already pay the whole order. */
  GIFT_CARD_NOT_NEEDED: 4024,
  /** Card check and redeem (spec §8, 'not allowed for redeem'): an All-in-1 Choice card pays only for the products it can be exchanged for. */
  GIFT_CARD_NOT_EXCHANGEABLE: 4025,
  /** Choice card activation (spec §8): an unknown number, a wrong amount or a card that cannot be activated get this same answer. */
  ACTIVATION_FAILED: 4100,
  ACTIVATION_PREFIX_NOT_ALLOWED: 4101,
  ACTIVATION_INVALID_EMAIL: 4102,
  /** Customer accounts (spec §8: login, create account, change password, forgot password). The operation needs a session. */
  NOT_LOGGED_IN: 4110,
  /** Log in, register or forgot password with a live session. */
  ALREADY_LOGGED_IN: 4111,
  /** Log in: 'We do not know this combination of e-mail address and password…'; an unknown e-mail and a wrong password get this same answer. */
  LOGIN_FAILED: 4112,
  /** Log in: too many wrong passwords for this account (5 in 15 minutes); locked until the window ends, even with the right one. */
  LOGIN_LOCKED: 4113,
  /** Register: the store has an account with this e-mail. */
  ACCOUNT_EXISTS: 4114,
  /** Change or reset password: the confirmation differs from the new password ('The password you entered doesn't match'). */
  PASSWORD_CONFIRMATION_MISMATCH: 4115,
  /** Change password or delete account: the current password is wrong. */
  CURRENT_PASSWORD_INCORRECT: 4116,
  /** Reset password: the link is unknown, used before or older than an hour. */
  RESET_LINK_INVALID: 4117,
  /** Address book: it holds the most addresses an account may keep. */
  ADDRESS_BOOK_FULL: 4118,
  PAYMENT_FAILED: 5001,
  PAYMENT_SERVICE_UNAVAILABLE: 5002,
  SOMETHING_WENT_WRONG: 5000,
} as const satisfies Record<string, number>;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
