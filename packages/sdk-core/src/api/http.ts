import axios, { isAxiosError, isCancel, type AxiosInstance } from 'axios';
import type { z } from 'zod';
import { loadSchema, type SchemaModule } from '../schema/loader';
import { ApiError, NO_RESPONSE_LOG_MESSAGE, decodeBody } from './errors';

export type ApiLogger = Pick<Console, 'error' | 'warn'>;

export interface ApiClientOptions {
  /** The API base, e.g. http://localhost:3001. */
  baseURL: string;
  /** The current access token; a bearer header is sent only when it returns one. */
  getToken?: () => string | null | undefined;
  /** Called on every 401 reply (the portal goes to /auth/logout). The call still rejects. */
  onUnauthorized?: () => void;
  logger?: ApiLogger;
  timeoutMs?: number;
}

/**
 * The axios instance behind the client: adds the bearer header and turns every failure into
 * an ApiError (calling onUnauthorized on 401 and logging replies that never came).
 */
export function createHttp(options: ApiClientOptions): AxiosInstance {
  const logger = options.logger ?? console;
  const http = axios.create({ baseURL: options.baseURL, timeout: options.timeoutMs ?? 0 });

  http.interceptors.request.use((config) => {
    const token = options.getToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // A call without a body says so: axios in Node would otherwise label it as a form, which the
    // API refuses with 415 (browsers send no type for an empty body).
    if (config.data === undefined) config.headers.setContentType(false);
    return config;
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    throw toApiError(error, logger, options.onUnauthorized);
  });

  return http;
}

export function toApiError(
  error: unknown,
  logger: ApiLogger,
  onUnauthorized?: () => void,
): unknown {
  // A caller's own cancellation is not a server error; hand it back untouched.
  if (isCancel(error) || !isAxiosError(error)) return error;
  const { response } = error;
  if (!response) {
    if (error.request) {
      logger.error(NO_RESPONSE_LOG_MESSAGE);
      return new ApiError(null, undefined, { cause: error });
    }
    return new ApiError(null, { message: error.message }, { cause: error });
  }
  if (response.status === 401) onUnauthorized?.();
  return new ApiError(response.status, decodeBody(response.data), { cause: error });
}

/** Checks a reply against its schema; a reply that breaks the contract is an ApiError too. */
export async function parseReply<Schema extends z.ZodType>(
  pick: (schemas: SchemaModule) => Schema,
  reply: { data: unknown; status: number; config: { url?: string | undefined } },
  logger: ApiLogger,
): Promise<z.output<Schema>> {
  const parsed = pick(await loadSchema()).safeParse(reply.data);
  if (parsed.success) return parsed.data;
  logger.warn(`Unexpected reply from ${reply.config.url ?? 'the API'}`, parsed.error.issues);
  throw new ApiError(reply.status, undefined, { cause: parsed.error });
}
