// Signing in through the API: the sign-on site is told the person's address with the secret the
// two share (its windows and lockout then count people, not the API), and never the secret when
// none is configured.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, FORWARD_SECRET_HEADER } from '@figura/settings';
import { startApi } from './helpers/api-harness.ts';
import { freePort } from './helpers/real-sign-on.ts';

let site: Server;
let siteUrl: string;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  const port = await freePort();
  // A sign-on site that refuses every password and remembers what it was sent.
  site = createServer((request, response) => {
    seen.push(request.headers);
    response
      .writeHead(401, { 'content-type': 'application/json' })
      .end(JSON.stringify({ message: 'Email or password is incorrect.', code: 'bad_credentials' }));
  });
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
});

describe('the person’s address to the sign-on site', () => {
  it('goes with the shared secret when one is set, and not otherwise', async () => {
    for (const secret of ['shared-secret', undefined]) {
      const api = await startApi({ signOnUrl: siteUrl, signOnForwardSecret: secret });
      try {
        seen.length = 0;
        const reply = await api.request('POST', '/auth/login', {
          body: { email: 'someone@lab.test', password: 'a password' },
        });
        expect(reply.status).toBe(401);
        const headers = seen[0]!;
        expect(headers[CLIENT_ADDRESS_HEADER]).toBe(secret ? '127.0.0.1' : undefined);
        expect(headers[FORWARD_SECRET_HEADER]).toBe(secret);
        expect(headers['x-forwarded-for']).toBe('127.0.0.1');
      } finally {
        await api.close();
      }
    }
  });
});
