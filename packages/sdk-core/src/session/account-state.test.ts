import { describe, expect, it, vi } from 'vitest';
import { watchAccount, JOURNAL_SETTINGS_FAILED } from './account-state';
import { createSessionStore } from './store';
import { testUser } from './test-session';

const profileOf = (id: string) => ({ id, name: `Profile ${id}` }) as never;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const session = createSessionStore();
  const api = {
    getProfile: vi.fn(async (id: string) => profileOf(id)),
    getJournalSettings: vi.fn(async () => ({ journal: 'cell' })),
  };
  const logger = { error: vi.fn() };
  const account = watchAccount(session, api, logger);
  return { session, api, logger, account };
}

describe('watchAccount', () => {
  it('fetches the profile and journal settings when someone signs in', async () => {
    const { session, api, account } = setUp();
    session.setState({ state: 'FULLY_AUTHENTICATED', user: testUser });
    await settle();
    expect(api.getProfile).toHaveBeenCalledWith(testUser.id);
    expect(account.store.getState()).toEqual({
      profile: profileOf(testUser.id),
      journalSettings: { journal: 'cell' },
    });
    // A revalidation of the same user fetches nothing again.
    session.setState({ user: { ...testUser } });
    await settle();
    expect(api.getProfile).toHaveBeenCalledTimes(1);
  });

  it('clears both when the session ends (an inactive reply)', async () => {
    const { session, account } = setUp();
    session.setState({ state: 'FULLY_AUTHENTICATED', user: testUser });
    await settle();
    session.setState({ state: 'SSO_UNAUTHENTICATED', user: null });
    expect(account.store.getState()).toEqual({ profile: null, journalSettings: null });
  });

  it('never shows one person’s profile to the next, even when it arrives late', async () => {
    const { session, api, account } = setUp();
    let answer!: (profile: never) => void;
    api.getProfile.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    session.setState({ user: testUser });
    session.setState({ user: { ...testUser, id: 'someone-else' } });
    answer(profileOf(testUser.id));
    await settle();
    expect(account.store.getState().profile).toEqual(profileOf('someone-else'));
  });

  it('logs a failed fetch and leaves that part empty', async () => {
    const { session, api, logger, account } = setUp();
    api.getProfile.mockRejectedValueOnce(new Error('offline'));
    api.getJournalSettings.mockRejectedValueOnce(new Error('offline'));
    session.setState({ user: testUser });
    await settle();
    expect(account.store.getState()).toEqual({ profile: null, journalSettings: null });
    expect(logger.error).toHaveBeenCalledWith('Error retrieving user profile', expect.any(Error));
    expect(logger.error).toHaveBeenCalledWith(JOURNAL_SETTINGS_FAILED, expect.any(Error));
  });
});
