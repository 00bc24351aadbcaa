import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../schema/contract/creation';
import { createTestContext, login, noLogin, testUser } from '../test-session';
import { handleFullyAuthenticated } from './fully-authenticated';

const cookies = { figura_auid: 'tok|sso-1', figura_id: 'sso-1' };

describe('FULLY_AUTHENTICATED', () => {
  it('stays authenticated with the user when the server says the session is active', async () => {
    const { context, jar, fakes } = createTestContext(cookies);
    await expect(handleFullyAuthenticated(context, login)).resolves.toEqual({
      state: 'FULLY_AUTHENTICATED',
      user: testUser,
      isNewUser: false,
    });
    expect(jar.toJSON()).toEqual(cookies);
    expect(fakes.onLoginRequired).not.toHaveBeenCalled();
  });

  it('clears the token (not the sign-on id) and logs in when the session is inactive', async () => {
    const { context, jar, fakes } = createTestContext(cookies);
    fakes.api.validateOneLogin.mockResolvedValueOnce({ data: { active: false, user: null } });
    await expect(handleFullyAuthenticated(context, login)).resolves.toEqual({
      state: 'SSO_UNAUTHENTICATED',
      user: null,
      isNewUser: false,
    });
    expect(jar.toJSON()).toEqual({ figura_id: 'sso-1' });
    expect(fakes.onLoginRequired).toHaveBeenCalledWith(login.continueUrl);
    expect(fakes.logger.error).not.toHaveBeenCalled();
  });

  it("logs 'Session validation failed' on an error and clears without login when not asked", async () => {
    const { context, jar, fakes } = createTestContext(cookies);
    const failure = new Error('offline');
    fakes.api.validateOneLogin.mockRejectedValueOnce(failure);
    const outcome = await handleFullyAuthenticated(context, noLogin);
    expect(outcome).toMatchObject({ state: 'SSO_UNAUTHENTICATED', user: null });
    expect(fakes.logger.error).toHaveBeenCalledWith('Session validation failed', failure);
    expect(jar.get('figura_auid')).toBeUndefined();
    expect(fakes.onLoginRequired).not.toHaveBeenCalled();
  });

  it('treats an active reply without a user as inactive', async () => {
    const { context, fakes } = createTestContext(cookies);
    fakes.api.validateOneLogin.mockResolvedValueOnce({
      data: { active: true, user: null as User | null },
    });
    await expect(handleFullyAuthenticated(context, noLogin)).resolves.toMatchObject({ user: null });
  });

  it('clears the shared-domain token cookie too', async () => {
    const { context, fakes } = createTestContext(cookies, { cookieDomain: '.figura.test' });
    const remove = vi.spyOn(context.cookies, 'remove');
    fakes.api.validateOneLogin.mockResolvedValueOnce({ data: { active: false, user: null } });
    await handleFullyAuthenticated(context, noLogin);
    expect(remove.mock.calls).toEqual([
      ['figura_auid'],
      ['figura_auid', { domain: '.figura.test' }],
    ]);
  });
});
