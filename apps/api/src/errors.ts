import { API_ERROR_CODES, type ApiErrorCode } from '@shop/graphql';

export interface ApiError {
  readonly message: string;
  readonly code: ApiErrorCode;
  readonly referencedRequestParameter: string | null;
}

export const GENERIC_MESSAGE =
  'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.';

/** A user-facing failure: rolls back the operation and comes back in the result's `errors`. */
export class ApiFailure extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message);
  }
}

export function apiError(code: ApiErrorCode, message: string, parameter: string | null = null): ApiError {
  return { code, message, referencedRequestParameter: parameter };
}

export function invalidInput(parameter: string, message: string): ApiFailure {
  return new ApiFailure(apiError(API_ERROR_CODES.INVALID_INPUT, message, parameter));
}

export function notFound(parameter: string, what: string): ApiFailure {
  return new ApiFailure(apiError(API_ERROR_CODES.NOT_FOUND, `${what} was not found.`, parameter));
}

export const somethingWentWrong: ApiError = apiError(API_ERROR_CODES.SOMETHING_WENT_WRONG, GENERIC_MESSAGE);
