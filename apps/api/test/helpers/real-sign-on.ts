import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSignOnApp } from '../../../sign-on/src/app.ts';
import { testConfig, TEST_CAPTCHA_ANSWER } from '../../../sign-on/src/testing.ts';

export { TEST_CAPTCHA_ANSWER };

/** A free loopback port (the sign-on site must know its own URL, its tokens' issuer, before it listens). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

export interface RealSignOn {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** The real sign-on site (apps/sign-on) on loopback, in memory: what the API's account calls talk to. */
export async function startRealSignOn(
  overrides: Partial<Parameters<typeof testConfig>[1]> = {},
): Promise<RealSignOn> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await buildSignOnApp(
    testConfig({ SIGNON_PUBLIC_URL: url }, { port, host: '127.0.0.1', ...overrides }),
    { checkReplies: true },
  );
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}
