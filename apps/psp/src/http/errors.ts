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
