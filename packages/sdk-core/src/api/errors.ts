/** Shown when the server gave no usable message (spec §5, §8). */
export const FALLBACK_ERROR_MESSAGE = 'Unexpected error.';

/** Logged when a request got no reply at all (spec §8). */
export const NO_RESPONSE_LOG_MESSAGE = 'Request error, no response received';

/** Any failed API call. `status` is null when no reply was received. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number | null;
  /** Every message the server sent (`{ message }` may be a string or a list). */
  readonly messages: string[];
  /** The decoded reply body, when there was one. */
  readonly body: unknown;

  constructor(status: number | null, body: unknown, options?: { cause?: unknown }) {
    super(extractErrorMessage(body), options);
    this.status = status;
    this.body = body;
    this.messages = messagesOf(body);
  }
}

/** A slide content write based on an old revision (409); `revision` is the one now stored. */
export class StaleWriteError extends ApiError {
  override readonly name: string = 'StaleWriteError';
  readonly revision: number;

  constructor(body: { message: string; revision: number }, options?: { cause?: unknown }) {
    super(409, body, options);
    this.revision = body.revision;
  }
}

/**
 * The message to show for a failed call: the first message if a list, else the message,
 * else `fallback` ('Unexpected error.'; interfaces pass it in the user's language). Accepts an
 * ApiError or a reply body.
 */
export function extractErrorMessage(
  errorOrBody: unknown,
  fallback: string = FALLBACK_ERROR_MESSAGE,
): string {
  if (errorOrBody instanceof ApiError)
    return errorOrBody.messages.length > 0 ? errorOrBody.message : fallback;
  return messagesOf(errorOrBody)[0] ?? fallback;
}

function messagesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('message' in body)) return [];
  const { message } = body;
  if (Array.isArray(message))
    return message.filter((item): item is string => typeof item === 'string' && item !== '');
  return typeof message === 'string' && message !== '' ? [message] : [];
}

/**
 * Error bodies arrive as parsed JSON, as text, or as bytes (binary calls ask for an
 * arraybuffer); turn them all into what the server meant.
 */
export function decodeBody(data: unknown): unknown {
  let text: string | undefined;
  if (typeof data === 'string') text = data;
  else if (data instanceof ArrayBuffer) text = new TextDecoder().decode(data);
  else if (ArrayBuffer.isView(data)) text = new TextDecoder().decode(data);
  if (text === undefined) return data;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
