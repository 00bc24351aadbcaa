import { describe, expect, it } from 'vitest';
import { createTestContext, login, noLogin } from '../test-session';
import { handleSsoUnauthenticated } from './sso-unauthenticated';

describe('SSO_UNAUTHENTICATED', () => {
  it('clears the leftover token and logs in when asked', async () => {
    const { context, jar, fakes } = createTestContext({ figura_auid: 'tok|sso-1', other: 'kept' });
    await expect(handleSsoUnauthenticated(context, login)).resolves.toEqual({
      state: 'SSO_UNAUTHENTICATED',
      user: null,
      isNewUser: false,
    });
    expect(jar.toJSON()).toEqual({ other: 'kept' });
    expect(fakes.onLoginRequired).toHaveBeenCalledWith(login.continueUrl);
  });

  it('only clears on a public route', async () => {
    const { context, jar, fakes } = createTestContext({ figura_auid: 'tok|sso-1' });
    await handleSsoUnauthenticated(context, noLogin);
    expect(jar.toJSON()).toEqual({});
    expect(fakes.onLoginRequired).not.toHaveBeenCalled();
    expect(fakes.api.validateOneLogin).not.toHaveBeenCalled();
  });
});
