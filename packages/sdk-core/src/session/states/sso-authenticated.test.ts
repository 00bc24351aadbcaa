import { describe, expect, it, vi } from 'vitest';
import { createTestContext, login, noLogin, testUser } from '../test-session';
import { handleSsoAuthenticated } from './sso-authenticated';

describe('SSO_AUTHENTICATED', () => {
  it('gets a token from the sign-on site, stores `<token>|<id>` for 30 days and posts the callback', async () => {
    const { context, jar, fakes } = createTestContext(
      { figura_id: 'sso-1' },
      { cookieDomain: '.figura.test' },
    );
    const set = vi.spyOn(context.cookies, 'set');
    fakes.api.oneLoginCallback.mockResolvedValueOnce({ user: testUser, isNewUser: true });

    await expect(handleSsoAuthenticated(context, login)).resolves.toEqual({
      state: 'FULLY_AUTHENTICATED',
      user: testUser,
      isNewUser: true,
    });
    expect(fakes.fetchSignOnToken).toHaveBeenCalledWith('http://sign-on.test');
    expect(set).toHaveBeenCalledWith('figura_auid', 'fresh-token|sso-1', {
      maxAgeDays: 30,
      domain: '.figura.test',
    });
    expect(fakes.api.oneLoginCallback).toHaveBeenCalledWith('fresh-token');
    expect(jar.toJSON()).toEqual({ figura_id: 'sso-1', figura_auid: 'fresh-token|sso-1' });
    expect(fakes.onLoginRequired).not.toHaveBeenCalled();
  });

  it('replaces a token stored for another sign-on user', async () => {
    const { context, jar, fakes } = createTestContext({
      figura_id: 'sso-2',
      figura_auid: 'old|sso-1',
    });
    await handleSsoAuthenticated(context, noLogin);
    expect(fakes.api.oneLoginCallback).toHaveBeenCalledWith('fresh-token');
    expect(jar.get('figura_auid')).toBe('fresh-token|sso-2');
  });

  it('clears and logs in when the sign-on site gives no token', async () => {
    const failure = new Error('401');
    const { context, jar, fakes } = createTestContext(
      { figura_id: 'sso-1' },
      { fetchSignOnToken: vi.fn().mockRejectedValue(failure) },
    );
    await expect(handleSsoAuthenticated(context, login)).resolves.toEqual({
      state: 'SSO_UNAUTHENTICATED',
      user: null,
      isNewUser: false,
    });
    expect(fakes.logger.error).toHaveBeenCalledWith('Sign-on authentication failed', failure);
    expect(jar.toJSON()).toEqual({ figura_id: 'sso-1' });
    expect(fakes.onLoginRequired).toHaveBeenCalledWith(login.continueUrl);
    expect(fakes.api.oneLoginCallback).not.toHaveBeenCalled();
  });

  it('does not keep the new token when the API callback fails', async () => {
    const { context, jar, fakes } = createTestContext({ figura_id: 'sso-1' });
    fakes.api.oneLoginCallback.mockRejectedValueOnce(new Error('500'));
    await expect(handleSsoAuthenticated(context, noLogin)).resolves.toMatchObject({
      state: 'SSO_UNAUTHENTICATED',
      user: null,
    });
    expect(jar.get('figura_auid')).toBeUndefined();
    expect(fakes.onLoginRequired).not.toHaveBeenCalled();
  });

  it("ends the session and logs 'User or cactusId is missing' when the callback's user lacks either", async () => {
    const incomplete = [
      { ...testUser, id: '' },
      { ...testUser, cactusId: '' },
      null as unknown as typeof testUser,
    ];
    for (const user of incomplete) {
      const { context, jar, fakes } = createTestContext({ figura_id: 'sso-1' });
      fakes.api.oneLoginCallback.mockResolvedValueOnce({ user, isNewUser: true });
      await expect(handleSsoAuthenticated(context, login)).resolves.toEqual({
        state: 'SSO_UNAUTHENTICATED',
        user: null,
        isNewUser: false,
      });
      expect(fakes.logger.error).toHaveBeenCalledWith('User or cactusId is missing', user);
      expect(jar.get('figura_auid')).toBeUndefined();
      expect(fakes.onLoginRequired).toHaveBeenCalledWith(login.continueUrl);
    }
  });
});
