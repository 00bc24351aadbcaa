import { describe, expect, it, vi } from 'vitest';
import { createTestContext, login, noLogin, testUser } from '../test-session';
import { handleFullyAuthenticatedSaml } from './fully-authenticated-saml';

const cookies = { figura_auid: 'saml-token' };

describe('FULLY_AUTHENTICATED_SAML', () => {
  it('counts as no session until SAML validation exists', async () => {
    const { context, jar, fakes } = createTestContext(cookies);
    await expect(handleFullyAuthenticatedSaml(context, login)).resolves.toEqual({
      state: 'FULLY_UNAUTHENTICATED',
      user: null,
      isNewUser: false,
    });
    expect(jar.toJSON()).toEqual({});
    expect(fakes.onLoginRequired).toHaveBeenCalledWith(login.continueUrl);
  });

  it('keeps the session when the injected SAML validation says active', async () => {
    const validateSaml = vi.fn(async () => ({ active: true, user: testUser }));
    const { context, jar, fakes } = createTestContext(cookies, { validateSaml });
    await expect(handleFullyAuthenticatedSaml(context, login)).resolves.toEqual({
      state: 'FULLY_AUTHENTICATED_SAML',
      user: testUser,
      isNewUser: false,
    });
    expect(fakes.onLoginRequired).not.toHaveBeenCalled();
    expect(jar.toJSON()).toEqual(cookies);
  });

  it('logs a failed SAML validation and clears the token', async () => {
    const failure = new Error('down');
    const { context, jar, fakes } = createTestContext(cookies, {
      validateSaml: vi.fn().mockRejectedValue(failure),
    });
    await expect(handleFullyAuthenticatedSaml(context, noLogin)).resolves.toMatchObject({
      user: null,
    });
    expect(fakes.logger.error).toHaveBeenCalledWith('Session validation failed', failure);
    expect(jar.toJSON()).toEqual({});
    expect(fakes.onLoginRequired).not.toHaveBeenCalled();
  });
});
