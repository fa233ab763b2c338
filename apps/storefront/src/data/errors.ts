import type { CombinedError } from '@urql/core';

/** One error as the API reports it (spec §8); `code` is -1 when the failure carries none. */
export interface ApiErrorShape {
  readonly message: string;
  readonly code: number;
  readonly referencedRequestParameter: string | null;
  /** Whole seconds until a refusal that ends after a wait (4011, 4020, 4113) may be tried again; absent or null otherwise. */
  readonly retryAfterSeconds?: number | null;
}

/** The wait of a timed refusal in whole minutes, rounded up as the API's own text does; null when it names none. */
export function minutesToWait(error: Pick<ApiErrorShape, 'retryAfterSeconds'>): number | null {
  const seconds = error.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : null;
}

/** The API could not be reached or answered with something that is not GraphQL. */
export class ApiUnavailableError extends Error {
  override readonly name = 'ApiUnavailableError';
  constructor(readonly operationName: string, cause: unknown) {
    super(`The shop API is unavailable (${operationName}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The API refused the operation as a whole (a GraphQL request error, not an `errors` field of the result). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(readonly operationName: string, readonly errors: readonly ApiErrorShape[]) {
    super(`The shop API refused ${operationName}: ${errors.map((error) => error.message).join('; ')}`);
  }
}

function numericCode(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : -1;
}

/** Turns urql's combined error into the error the caller handles: unavailable, or refused with API errors. */
export function toApiError(operationName: string, error: CombinedError): ApiUnavailableError | ApiRequestError {
  if (error.networkError || error.graphQLErrors.length === 0) {
    return new ApiUnavailableError(operationName, error.networkError ?? error);
  }
  return new ApiRequestError(
    operationName,
    error.graphQLErrors.map((graphQLError) => {
      const extensions = graphQLError.extensions as Record<string, unknown>;
      const parameter = extensions['referencedRequestParameter'];
      return {
        message: graphQLError.message,
        code: numericCode(extensions['code']),
        referencedRequestParameter: typeof parameter === 'string' ? parameter : null,
      };
    }),
  );
}
