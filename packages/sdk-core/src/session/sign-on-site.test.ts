import { describe, expect, it, vi } from 'vitest';
import type { User } from '../schema/contract/creation';
import { createMemoryCookieStore } from './cookies';
import { createSessionController } from './controller';
import { testUser } from './test-session';

const DEFAULT_SITE = 'https://sso.figura.test';
const CN_SITE = 'https://sso.figura.cn';

/** A signed-in session (both cookies) whose API answers `user`; the token carries no issuer. */
function signedInAs(user: User) {
  const fetchSignOnToken = vi.fn(async (_signOnUrl: string) => 'new-token');
  const controller = createSessionController({
    cookies: createMemoryCookieStore({ figura_id: 'sso-1', figura_auid: 'opaque-token|sso-1' }),
    signOnUrl: DEFAULT_SITE,
    signOnCnUrl: CN_SITE,
    api: {
      validateOneLogin: async () => ({ data: { active: true, user } }),
      oneLoginCallback: async () => ({ user, isNewUser: false }),
    },
    fetchSignOnToken,
    onLoginRequired: vi.fn(),
    logger: { error: vi.fn(), warn: vi.fn() },
  });
  return { controller, fetchSignOnToken };
}

const request = { loginIfNeeded: false, continueUrl: 'https://portal.test/my-creations' };

describe("the portal's sign-on site (spec §2)", () => {
  it('is the default one before anyone is known', () => {
    const { controller } = signedInAs({ ...testUser, country_code: 'CN' });
    expect(controller.signOnUrl()).toBe(DEFAULT_SITE);
  });

  it('is the Chinese one once a CN user is known: their logout and token refresh go there', async () => {
    const { controller, fetchSignOnToken } = signedInAs({ ...testUser, country_code: 'CN' });
    await controller.ensureSession(request);
    expect(controller.signOnUrl()).toBe(CN_SITE);
    await expect(controller.refreshToken()).resolves.toBe(true);
    expect(fetchSignOnToken).toHaveBeenCalledWith(CN_SITE);
    expect(controller.logout('https://portal.test/')).toBe(
      `${CN_SITE}/logout?continue=${encodeURIComponent('https://portal.test/')}`,
    );
    // Signing in again after logout happens on the same site.
    expect(controller.signOnUrl()).toBe(CN_SITE);
  });

  it('is the default one for users of other countries, or of none', async () => {
    for (const country_code of ['GB', null]) {
      const { controller } = signedInAs({ ...testUser, country_code });
      await controller.ensureSession(request);
      expect(controller.logout('https://portal.test/')).toBe(
        `${DEFAULT_SITE}/logout?continue=${encodeURIComponent('https://portal.test/')}`,
      );
    }
  });

  it('follows a country changed on the profile (userChanged)', async () => {
    const { controller } = signedInAs({ ...testUser, country_code: 'GB' });
    await controller.ensureSession(request);
    controller.userChanged({ ...testUser, country_code: 'cn' });
    expect(controller.signOnUrl()).toBe(CN_SITE);
  });
});
