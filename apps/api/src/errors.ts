import { API_ERROR_CODES, type ApiErrorCode } from '@shop/graphql';
import { waitValues } from '@shop/i18n/wait';

export interface ApiError {
  readonly message: string;
  readonly code: ApiErrorCode;
  readonly referencedRequestParameter: string | null;
  /** Whole seconds until the request may be tried again: set by `timedRefusal` only, null on every other error. */
  readonly retryAfterSeconds: number | null;
}

/** The refusals that end after a wait, and so say when to try again (spec §8). */
export type TimedRefusalCode = typeof API_ERROR_CODES.RATE_LIMITED | typeof API_ERROR_CODES.GIFT_CARD_PIN_LOCKED | typeof API_ERROR_CODES.LOGIN_LOCKED;

/** Every other code: its errors carry no wait. */
export type UntimedErrorCode = Exclude<ApiErrorCode, TimedRefusalCode>;

export const GENERIC_MESSAGE =
  'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.';

/** A user-facing failure: rolls back the operation and comes back in the result's `errors`. */
export class ApiFailure extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message);
  }
}

/**
 * A failure after the operation's write committed: the result carries what was written (`data`) beside the error, so
 * that a client never takes a committed write for one that did not happen.
 */
export class FailureAfterCommit extends ApiFailure {
  constructor(
    apiError: ApiError,
    readonly data: object,
  ) {
    super(apiError);
  }
}

/** An error without a wait; a refusal that ends after one is a `timedRefusal`, so it cannot lose its seconds. */
export function apiError(code: UntimedErrorCode, message: string, parameter: string | null = null): ApiError {
  return { code, message, referencedRequestParameter: parameter, retryAfterSeconds: null };
}

/** A wait in English words, rounded up: whole minutes ("1 minute", "12 minutes"), long ones in hours ("24 hours"). */
function waitText(seconds: number): string {
  const { minutes, hours } = waitValues(Math.max(1, Math.ceil(seconds / 60)));
  if (hours > 0) return `${hours} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * A refusal that ends after a wait: the wait comes back as data (`retryAfterSeconds`, whole seconds, at least 1) and
 * in words inside the message, which `wording` builds around the wait text ("12 minutes").
 */
export function timedRefusal(
  code: TimedRefusalCode,
  wording: (wait: string) => string,
  retryAfterSeconds: number,
  parameter: string | null = null,
): ApiFailure {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiFailure({ code, message: wording(waitText(seconds)), referencedRequestParameter: parameter, retryAfterSeconds: seconds });
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
