/**
 * An error the client should see: its status and message reach the reply as they are, with any
 * extra fields (e.g. the current `revision` of a 409).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;
  /** Reply headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.extra = extra;
    this.headers = headers;
  }
}

export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

export function unauthorized(message: string): HttpError {
  return new HttpError(401, message);
}
