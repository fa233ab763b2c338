/**
 * Numeric codes of ApiError. 2015, 2030, 2031 come from the spec's catalogue (§8);
 * the 4xxx/5xxx codes are this API's own, for failures the spec gives no number to.
 */
export const API_ERROR_CODES = {
  APPLE_SUM_LIMIT: 2015,
  GIFTCARD_LIMIT: 2030,
  OUT_OF_STOCK: 2031,
  INVALID_INPUT: 4000,
  UNKNOWN_STORE: 4001,
  UNSUPPORTED_LANGUAGE: 4002,
  STORE_MISMATCH: 4003,
  NOT_FOUND: 4004,
  ACCOUNTS_UNAVAILABLE: 4005,
  SOMETHING_WENT_WRONG: 5000,
} as const satisfies Record<string, number>;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
