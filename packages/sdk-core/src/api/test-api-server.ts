import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './client';
import type { ApiLogger } from './http';

/** A request as the test server saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export type Route = (request: RecordedRequest, response: ServerResponse) => void;

/**
 * A real HTTP server on 127.0.0.1 for the client tests: routes are "METHOD /path" (path
 * without the query); every request is recorded; unknown routes answer 404 `{ message }`.
 */
export async function startTestApiServer(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        authorization: incoming.headers.authorization,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.url.split('?')[0]}`];
      if (route) route(request, response);
      else sendJson(response, 404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const running: Array<{ close: () => Promise<void> }> = [];

/**
 * An API client (token "tok") talking to a fresh test server with these routes. Close every
 * server started so with closeTestServers (in afterEach).
 */
export async function clientOnTestServer(
  routes: Record<string, Route>,
  logger: ApiLogger = { error: () => undefined, warn: () => undefined },
) {
  const server = await startTestApiServer(routes);
  running.push(server);
  const api = createApiClient({ baseURL: server.baseURL, getToken: () => 'tok', logger });
  return { api, server };
}

export async function closeTestServers(): Promise<void> {
  await Promise.all(running.splice(0).map((server) => server.close()));
}

export function sendJson(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Drops the connection without any reply: the "no response received" case. */
export const hangUp: Route = (_request, response) => {
  response.socket?.destroy();
};

export const sampleUser = {
  id: 'u1',
  cactusId: 'sso-1',
  email: 'ada@example.org',
  name: 'Ada',
  partner: null,
  tp_user: 'T',
  dt_begin: null,
  country_code: null,
  journal: null,
} as const;

export const sampleCreation = {
  id: 'c1',
  name: 'Untitled',
  type: 'abstract',
  status: 'available',
  width: 1200,
  height: 800,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  slides: [{ id: 's1', position: 0, revision: 0 }],
  access: 'owner',
} as const;
