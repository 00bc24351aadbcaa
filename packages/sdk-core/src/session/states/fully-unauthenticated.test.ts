import { describe, expect, it } from 'vitest';
import { createTestContext, login, noLogin } from '../test-session';
import { handleFullyUnauthenticated } from './fully-unauthenticated';

describe('FULLY_UNAUTHENTICATED', () => {
  it('sends the user to login with the continue URL when asked', async () => {
    const { context, fakes } = createTestContext({});
    await expect(handleFullyUnauthenticated(context, login)).resolves.toEqual({
      state: 'FULLY_UNAUTHENTICATED',
      user: null,
      isNewUser: false,
    });
    expect(fakes.onLoginRequired).toHaveBeenCalledExactlyOnceWith(login.continueUrl);
  });

  it('stays anonymous on a public route without calling anything', async () => {
    const { context, fakes } = createTestContext({});
    await expect(handleFullyUnauthenticated(context, noLogin)).resolves.toMatchObject({
      user: null,
    });
    expect(fakes.onLoginRequired).not.toHaveBeenCalled();
    expect(fakes.fetchSignOnToken).not.toHaveBeenCalled();
  });
});
