import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import { buildApiApp } from '../../src/app.ts';
import { MEMORY_DATA_DIR } from '@figura/settings';
import type { ApiConfig } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import type { AccountServiceOverrides } from '../../src/account/account-services.ts';
import { DEFAULT_EXPORT_TIME_LIMIT_MS } from '../../src/config.ts';
import { workerDatabaseUrl } from './worker-databases.ts';
import { startSignOnStub, type SignOnStub, type TokenOptions } from './sign-on-stub.ts';

export const PORTAL_ORIGIN = 'http://portal.figura.test';

/**
 * PostgreSQL when DATABASE_URL is set (the same tests, run again; each test worker on a database
 * of its own, see worker-databases.ts), in-memory PGlite otherwise.
 */
export const databaseUrl = process.env.DATABASE_URL
  ? workerDatabaseUrl(process.env.DATABASE_URL, process.env.VITEST_POOL_ID ?? '1')
  : undefined;

let workerPglite: Promise<DatabaseHandle> | undefined;

/**
 * On PGlite, one in-memory database for all of a test worker's files, as a PostgreSQL run has one
 * database a worker: opening a new PGlite took 0.5-1.2 s (the cluster's copy loaded, PostgreSQL
 * started), 64 times in a run. Its `close` leaves it open for the worker's next file. Files never
 * relied on an empty database: on PostgreSQL they already run one after the other on the same.
 */
export function sharedTestDatabase(): Promise<DatabaseHandle> {
  workerPglite ??= openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: undefined }).then(
    async (handle) => {
      await handle.migrate();
      return { ...handle, close: async () => {} };
    },
  );
  return workerPglite;
}

// Test replies are checked by assertions, not by the type system.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = any;

export interface ApiReply<Body = LooseJson> {
  status: number;
  headers: Headers;
  body: Body;
  bytes: Buffer;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is instead of JSON.stringify(body) (bytes: an uploaded file). */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface TestUser {
  sub: string;
  /** The sign-on session of the user's token. */
  sid: string;
  email: string;
  name: string;
  token: string;
  request<Body = LooseJson>(method: string, path: string, body?: unknown): Promise<ApiReply<Body>>;
}

export interface ApiHarness {
  app: FastifyInstance;
  baseUrl: string;
  signOn: SignOnStub;
  config: ApiConfig;
  request<Body = LooseJson>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiReply<Body>>;
  /** A fresh sign-on user, unique to this run, with a valid token. */
  newUser(tokenOptions?: TokenOptions): Promise<TestUser>;
  close(): Promise<void>;
}

export function testConfig(signOn: SignOnStub, overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://127.0.0.1',
    dataDir: MEMORY_DATA_DIR,
    databaseUrl,
    signOnUrl: signOn.url,
    tokenIssuer: signOn.issuer,
    tokenAudience: signOn.audience,
    allowedOrigins: [PORTAL_ORIGIN],
    logger: false,
    exportTimeLimitMs: DEFAULT_EXPORT_TIME_LIMIT_MS,
    // Most tests make many creations per user: their users are Researchers (no caps). The plan
    // tests (plan-limits, profiles) start from Trial, the default outside tests.
    newUserPlan: 'R',
    ...overrides,
  };
}

export interface StartOptions {
  /** A database the caller opened (and closes): two API nodes on one database. */
  database?: DatabaseHandle;
  /** Sees every route as it is registered (the authorisation matrix lists them). */
  onRoute?: onRouteHookHandler;
  /** Stand-ins the test holds (the email outbox, a geo-IP table). */
  account?: AccountServiceOverrides;
}

export async function startApi(
  overrides: Partial<ApiConfig> = {},
  { database, onRoute, account }: StartOptions = {},
): Promise<ApiHarness> {
  const signOn = await startSignOnStub();
  const config = testConfig(signOn, overrides);
  // An in-memory PGlite API runs on the worker's database (a test with a data folder, its own).
  database ??=
    !config.databaseUrl && config.dataDir === MEMORY_DATA_DIR
      ? await sharedTestDatabase()
      : undefined;
  // Every JSON reply of every API test is also checked against the schema its route declares.
  const app = await buildApiApp(config, { checkReplies: true, database, onRoute, account });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const request = async <Body>(method: string, path: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | Uint8Array<ArrayBuffer> | undefined =
      typeof options.rawBody === 'string' || options.rawBody === undefined
        ? options.rawBody
        : new Uint8Array(options.rawBody);
    if (payload === undefined && options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    // Redirects are answers of their own: a test sees the 3xx and where it points.
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = response.headers.get('content-type')?.includes('application/json');
    const body = (
      isJson && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined
    ) as Body;
    return { status: response.status, headers: response.headers, body, bytes };
  };

  const newUser = async (tokenOptions?: TokenOptions): Promise<TestUser> => {
    const id = randomUUID();
    const identity = {
      sub: `test-${id}`,
      sid: `session-${id}`,
      email: `user-${id}@figura.test`,
      name: `Test User ${id.slice(0, 8)}`,
    };
    const token = await signOn.issueToken(identity, tokenOptions);
    return {
      ...identity,
      token,
      request: (method, path, body) => request(method, path, { token, body }),
    };
  };

  return {
    app,
    baseUrl,
    signOn,
    config,
    request,
    newUser,
    async close() {
      await app.close();
      await signOn.close();
    },
  };
}
