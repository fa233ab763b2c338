import type { BasketCapViolation, LimitViolation } from '@shop/cart-rules';
import { API_ERROR_CODES, type ApiErrorCode } from '@shop/graphql';
import { ApiFailure, apiError } from '../errors.ts';

const LIMIT_CODES = {
  OUT_OF_STOCK: API_ERROR_CODES.OUT_OF_STOCK,
  GIFTCARD_LIMIT: API_ERROR_CODES.GIFTCARD_LIMIT,
  ORDER_SUM_LIMIT: API_ERROR_CODES.APPLE_SUM_LIMIT,
  PACKAGE_LIMIT: API_ERROR_CODES.BASKET_PACKAGE_LIMIT,
  VALUE_LIMIT: API_ERROR_CODES.BASKET_VALUE_LIMIT,
} as const satisfies Record<LimitViolation['kind'] | BasketCapViolation['kind'], ApiErrorCode>;

/** A broken cart rule (stock, per-order limit, basket cap) as the API reports it, naming `parameter`. */
export function limitFailure(violation: LimitViolation | BasketCapViolation, parameter: string): ApiFailure {
  return new ApiFailure(apiError(LIMIT_CODES[violation.kind], violation.message, parameter));
}
