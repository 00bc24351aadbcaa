import { describe, expect, it, vi } from 'vitest';
import type { FiguraClient } from '@figura/sdk-core/api';
import {
  cacheKeys,
  createSessionStore,
  ERROR_RETRIEVING_USER_PROFILE,
  JOURNAL_SETTINGS_FAILED,
  watchCacheOwner,
} from '@figura/sdk-core/session';
import { memoryStorage } from './testing';
import { createPortalDataCache } from './data-cache';
import { prefetchAccount } from './queries';

const user = (id: string) => ({ id, email: `${id}@example.org`, name: id }) as never;
const profileOf = (id: string) => ({ id, name: `Profile ${id}` });

/** A portal's cache and session as the DataCacheProvider wires them, over a stand-in API. */
function setUp() {
  const cache = createPortalDataCache(memoryStorage());
  const session = createSessionStore();
  const api = {
    getProfile: vi.fn(async (id: string) => profileOf(id)),
    getJournalSettings: vi.fn(async () => ({ journal: 'cell' })),
  };
  watchCacheOwner(session, cache);
  prefetchAccount(session, cache.queryClient, api as unknown as FiguraClient);
  const held = (id: string) => ({
    profile: cache.queryClient.getQueryData(cacheKeys.profile(id)),
    journalSettings: cache.queryClient.getQueryData(cacheKeys.journalSettings(id)),
  });
  return { cache, session, api, held };
}

describe('the profile and journal settings in the portal’s cache', () => {
  it('are read when someone signs in, once, under that person’s key', async () => {
    const { session, api, held } = setUp();
    session.setState({ state: 'FULLY_AUTHENTICATED', user: user('alice') });
    await vi.waitFor(() =>
      expect(held('alice')).toEqual({
        profile: profileOf('alice'),
        journalSettings: { journal: 'cell' },
      }),
    );
    // A revalidation of the same person reads nothing again.
    session.setState({ user: { ...(user('alice') as object) } as never });
    await Promise.resolve();
    expect(api.getProfile).toHaveBeenCalledTimes(1);
    expect(api.getJournalSettings).toHaveBeenCalledTimes(1);
  });

  it('go when the session ends, and the next person gets their own', async () => {
    const { session, held } = setUp();
    session.setState({ state: 'FULLY_AUTHENTICATED', user: user('alice') });
    await vi.waitFor(() => expect(held('alice').profile).toBeDefined());
    session.setState({ state: 'SSO_UNAUTHENTICATED', user: null });
    expect(held('alice')).toEqual({ profile: undefined, journalSettings: undefined });
    session.setState({ state: 'FULLY_AUTHENTICATED', user: user('bob') });
    await vi.waitFor(() => expect(held('bob').profile).toEqual(profileOf('bob')));
    expect(held('alice').profile).toBeUndefined();
  });

  it('logs a failed read and holds nothing for it', async () => {
    const { session, api, held } = setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getProfile.mockRejectedValueOnce(new Error('offline'));
    api.getJournalSettings.mockRejectedValueOnce(new Error('offline'));
    session.setState({ user: user('alice') });
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenCalledWith(ERROR_RETRIEVING_USER_PROFILE, expect.any(Error));
    expect(error).toHaveBeenCalledWith(JOURNAL_SETTINGS_FAILED, expect.any(Error));
    expect(held('alice')).toEqual({ profile: undefined, journalSettings: undefined });
    error.mockRestore();
  });
});
