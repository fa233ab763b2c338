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

const MAX_CAUSES = 3;

/** A message fit for a log: no SQL parameters (drizzle appends them), no quoted input value (Postgres quotes the value it refused). */
function loggableMessage(message: string): string {
  const params = message.search(/\n\s*params:/);
  const withoutParams = params === -1 ? message : message.slice(0, params);
  return withoutParams.replace(/(:\s*)"[^]*"\s*$/, '$1"[redacted]"').trim();
}

/**
 * What an unexpected error may say in a log: its name, code and message, and the same of its causes —
 * never its stack, never drizzle's `params`, never the `detail`/`where` of a database error (they
 * quote rows: customer text, basket ids).
 */
export function errorSummary(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? loggableMessage(error) : typeof error;
  const code = (error as { code?: unknown }).code;
  const codeText = typeof code === 'string' || typeof code === 'number' ? ` [${code}]` : '';
  const summary = `${error.name}${codeText}: ${loggableMessage(error.message)}`;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && depth < MAX_CAUSES ? `${summary} (cause: ${errorSummary(cause, depth + 1)})` : summary;
}
