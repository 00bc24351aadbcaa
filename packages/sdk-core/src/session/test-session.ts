import { vi } from 'vitest';
import type { User } from '../schema/contract/creation';
import { DEFAULT_COOKIE_NAMES, createMemoryCookieStore } from './cookies';
import type { SessionContext } from './context';

export const testUser: User = {
  id: 'u1',
  cactusId: 'sso-1',
  email: 'ada@example.org',
  name: 'Ada',
  partner: null,
  tp_user: 'T',
  dt_begin: null,
  country_code: null,
  journal: null,
};

/** An unsigned JWT-shaped token carrying `payload` (the client never checks signatures). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'ES256', kid: 'k1' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

/**
 * A handler context over in-memory cookies; its outside calls are recording fakes, returned as
 * `fakes` (overrides replace them in the context).
 */
export function createTestContext(
  cookies: Record<string, string>,
  overrides: Partial<SessionContext> = {},
) {
  const jar = createMemoryCookieStore(cookies);
  const fakes = {
    api: {
      validateOneLogin: vi.fn(async () => ({
        data: { active: true, user: testUser as User | null },
      })),
      oneLoginCallback: vi.fn(async (_token: string) => ({ user: testUser, isNewUser: false })),
    },
    fetchSignOnToken: vi.fn(async (_signOnUrl: string) => 'fresh-token'),
    onLoginRequired: vi.fn((_continueUrl: string) => {}),
    logger: { error: vi.fn(), warn: vi.fn() },
  };
  const context: SessionContext = {
    cookies: jar,
    names: DEFAULT_COOKIE_NAMES,
    cookieDomain: undefined,
    signOnUrl: 'http://sign-on.test',
    validateSaml: undefined,
    ...fakes,
    ...overrides,
  };
  return { context, jar, fakes };
}

export const login = { loginIfNeeded: true, continueUrl: 'http://portal.test/creations' };
export const noLogin = { loginIfNeeded: false, continueUrl: 'http://portal.test/' };
