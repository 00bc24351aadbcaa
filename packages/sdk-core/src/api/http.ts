import type { z } from 'zod';
import { loadSchema, type SchemaModule } from '../schema/loader';
import { bytesToBase64 } from '../schema/document/image-data';
import { readJwtPayload } from './jwt';
import { ApiError, NO_RESPONSE_LOG_MESSAGE, decodeBody } from './errors';

export type ApiLogger = Pick<Console, 'error' | 'warn'>;

export interface ApiClientOptions {
  /** The API base, e.g. http://localhost:3001. */
  baseURL: string;
  /** The current access token; a bearer header is sent only when it returns one. */
  getToken?: () => string | null | undefined;
  /**
   * Gets a new access token (the portal: from the sign-on site, with its cookie) and resolves
   * true when `getToken` now returns it. Asked before a call whose token expires within
   * TOKEN_REFRESH_MARGIN_MS, and after a 401, when the call is then sent once more.
   */
  refreshToken?: () => Promise<boolean>;
  /** Called on a 401 reply that a refreshed token did not cure (the portal goes to /auth/logout). The call still rejects. */
  onUnauthorized?: () => void;
  logger?: ApiLogger;
  timeoutMs?: number;
}

/** A reply as the client reads it: the decoded body, the status, its headers (lower-case names). */
export interface HttpReply<Data = unknown> {
  data: Data;
  status: number;
  headers: Readonly<Record<string, string>>;
  config: { url: string };
}

export interface HttpRequestOptions {
  /** Query parameters; undefined ones are left out. */
  params?: Readonly<Record<string, unknown>>;
  /** Send cookies to another origin (the sign-on site's session). */
  withCredentials?: boolean;
  /** `arraybuffer` for bytes (downloads); JSON (or text) otherwise. */
  responseType?: 'json' | 'arraybuffer';
  /** Headers of this call (a journal server's partner authorization). */
  headers?: Readonly<Record<string, string>>;
}

/** The calls the client makes; every failure rejects with an ApiError. */
export interface Http {
  get<Data = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpReply<Data>>;
  delete<Data = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpReply<Data>>;
  post<Data = unknown>(
    url: string,
    body?: unknown,
    options?: HttpRequestOptions,
  ): Promise<HttpReply<Data>>;
  put<Data = unknown>(
    url: string,
    body?: unknown,
    options?: HttpRequestOptions,
  ): Promise<HttpReply<Data>>;
  patch<Data = unknown>(
    url: string,
    body?: unknown,
    options?: HttpRequestOptions,
  ): Promise<HttpReply<Data>>;
}

/** A body of bytes (an uploaded file), sent as it is rather than as JSON. */
function isBytes(body: unknown): body is Blob | Uint8Array<ArrayBuffer> {
  return body instanceof Uint8Array || (typeof Blob !== 'undefined' && body instanceof Blob);
}

/** Access tokens live minutes: one that expires sooner than this is refreshed before a call. */
export const TOKEN_REFRESH_MARGIN_MS = 60 * 1000;

function expiresSoon(token: string, now: number): boolean {
  const exp = readJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp * 1000 - now < TOKEN_REFRESH_MARGIN_MS;
}

/**
 * The fetch behind the client (the platform's own: no HTTP library in the embed's first
 * frame): adds the bearer header (refreshing a token about to expire, and once after a 401),
 * sends JSON, and turns every failure into an ApiError, calling onUnauthorized on a 401 that
 * stays and logging replies that never came (spec §8).
 */
export function createHttp(options: ApiClientOptions): Http {
  const logger = options.logger ?? console;
  const base = options.baseURL.replace(/\/+$/, '');

  async function request<Data>(
    method: string,
    url: string,
    body: unknown,
    requestOptions: HttpRequestOptions = {},
  ): Promise<HttpReply<Data>> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(requestOptions.params ?? {}))
      if (value !== undefined) query.append(key, String(value));
    const search = query.toString();
    const address = `${base}${url}${search ? `?${search}` : ''}`;
    const send = async (): Promise<Response> => {
      const headers: Record<string, string> = {
        accept: 'application/json, text/plain, */*',
        ...requestOptions.headers,
      };
      const token = options.getToken?.();
      if (token) headers.authorization = `Bearer ${token}`;
      // A call without a body says so (no content type); bytes go as they are, typed by the caller.
      const raw = isBytes(body);
      if (body !== undefined && !raw) headers['content-type'] = 'application/json';
      try {
        return await globalThis.fetch(address, {
          method,
          headers,
          body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
          credentials: requestOptions.withCredentials ? 'include' : 'same-origin',
          signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
        });
      } catch (error) {
        // No reply at all: offline, refused, timed out or blocked (CORS).
        logger.error(NO_RESPONSE_LOG_MESSAGE);
        throw new ApiError(null, undefined, { cause: error });
      }
    };
    const refresh = options.refreshToken;
    const current = options.getToken?.();
    if (refresh && current && expiresSoon(current, Date.now())) await refresh();
    let response = await send();
    // An expired (or, with a clock off, not yet valid) token: a fresh one, and the call once more.
    if (response.status === 401 && refresh && (await refresh())) {
      await response.body?.cancel().catch(() => undefined);
      response = await send();
    }
    const replyHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => (replyHeaders[name] = value));
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      const text = await response.text().catch(() => '');
      throw new ApiError(response.status, decodeBody(text));
    }
    const data =
      requestOptions.responseType === 'arraybuffer'
        ? await response.arrayBuffer()
        : decodeBody(await response.text());
    return { data: data as Data, status: response.status, headers: replyHeaders, config: { url } };
  }

  return {
    get: (url, requestOptions) => request('GET', url, undefined, requestOptions),
    delete: (url, requestOptions) => request('DELETE', url, undefined, requestOptions),
    post: (url, body, requestOptions) => request('POST', url, body, requestOptions),
    put: (url, body, requestOptions) => request('PUT', url, body, requestOptions),
    patch: (url, body, requestOptions) => request('PATCH', url, body, requestOptions),
  };
}

/** Checks a reply against its schema; a reply that breaks the contract is an ApiError too. */
export async function parseReply<Schema extends z.ZodType>(
  pick: (schemas: SchemaModule) => Schema,
  reply: { data: unknown; status: number; config: { url: string } },
  logger: ApiLogger,
): Promise<z.output<Schema>> {
  const parsed = pick(await loadSchema()).safeParse(reply.data);
  if (parsed.success) return parsed.data;
  logger.warn(`Unexpected reply from ${reply.config.url}`, parsed.error.issues);
  throw new ApiError(reply.status, undefined, { cause: parsed.error });
}

/** A binary reply as a `data:` URL of the type it came as (`fallbackType` when it names none). */
export function replyAsDataUrl(reply: HttpReply<ArrayBuffer>, fallbackType: string): string {
  const type = reply.headers['content-type']?.split(';')[0]?.trim() || fallbackType;
  return `data:${type};base64,${bytesToBase64(new Uint8Array(reply.data))}`;
}
