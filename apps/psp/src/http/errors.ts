/** A request the API refuses: answered as `{ error: { code, message, param? } }` with this status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export const invalidRequest = (message: string, param?: string): ApiError => new ApiError(400, 'invalid_request', message, param);

export const notFound = (what = 'resource'): ApiError => new ApiError(404, 'not_found', `No such ${what}.`);

/** The state cannot be saved: what was asked may be kept in memory only, so the caller is told to try again. */
export const storageUnavailable = (): ApiError =>
  new ApiError(503, 'storage_unavailable', 'The payment service cannot save its state right now (its data file cannot be written); try again later.');
