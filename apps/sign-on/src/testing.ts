// Helpers for the sign-on tests: a real app on in-memory PGlite, driven with app.inject.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildSignOnApp } from './app.ts';
import { signOnConfigFromEnv, type SignOnConfig } from './config.ts';

export const PORTAL = 'http://localhost:5173';
export const PUBLIC_URL = 'http://localhost:3002';
export const TEST_CAPTCHA_ANSWER = 'figura-test';
/** scrypt's cost for the tests' passwords (the site's own is PASSWORD_COST). */
export const TEST_PASSWORD_COST = 1024;

export function testConfig(
  env: Record<string, string> = {},
  overrides: Partial<SignOnConfig> = {},
): SignOnConfig {
  return {
    ...signOnConfigFromEnv({
      FIGURA_DATA_DIR: 'memory://',
      SIGNON_PUBLIC_URL: PUBLIC_URL,
      FIGURA_ALLOWED_ORIGINS: PORTAL,
      SIGNON_CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
      ...env,
    }),
    logger: false,
    // Hundreds of sign-ins and registrations: a cheap hash (a real one is ~50 ms of CPU each).
    passwordCost: TEST_PASSWORD_COST,
    // The site alone: no API to tell about logouts (backchannel tests pass their own).
    backchannelLogoutUrl: undefined,
    securityNoticeUrl: undefined,
    ...overrides,
  };
}

/** The site as the tests drive it: every JSON reply is also checked against its declared schema. */
export function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<SignOnConfig> = {},
): Promise<FastifyInstance> {
  return buildSignOnApp(testConfig(env, overrides), { checkReplies: true });
}

/** Answers "What is 7 + 5?" the way a person would. */
export function solveCaptcha(question: string): string {
  const match = /What is (\d+) \+ (\d+)\?/.exec(question);
  if (!match) throw new Error(`Unexpected captcha question: ${question}`);
  return String(Number(match[1]) + Number(match[2]));
}

/** The `Cookie` request header a browser would send back after this response. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

let counter = 0;
export function uniqueEmail(prefix = 'scientist'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now()}@lab.test`;
}

export async function register(
  app: FastifyInstance,
  body: { email: string; name?: string; password?: string; partner?: string },
  captchaAnswer = TEST_CAPTCHA_ANSWER,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'x-captcha-answer': captchaAnswer },
    payload: { name: 'Ada Lovelace', password: 'correct horse battery', ...body },
  });
}

/** The whole body of a request a test's stand-in server received. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
