import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { Profile } from '../schema/contract/profiles';
import { fetchUserProfile } from './user-profile';

const profile = { id: 'u1', name: 'Ada', email: 'ada@example.org' } as Profile;

describe('fetchUserProfile (spec §3, §8)', () => {
  it("fetches the profile by the user's id", async () => {
    const getProfile = vi.fn(async () => profile);
    const logger = { error: vi.fn() };
    await expect(fetchUserProfile({ getProfile }, 'u1', logger)).resolves.toBe(profile);
    expect(getProfile).toHaveBeenCalledWith('u1');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("passes the server's message on, logging 'Error retrieving user profile'", async () => {
    const refused = new ApiError(404, { message: 'Profile not found' });
    const logger = { error: vi.fn() };
    const getProfile = vi.fn(async () => Promise.reject(refused));
    await expect(fetchUserProfile({ getProfile }, 'u1', logger)).rejects.toBe(refused);
    expect(logger.error).toHaveBeenCalledWith('Error retrieving user profile', refused);
  });

  it("raises 'Failed to fetch user profile' when there is no answer or no reason", async () => {
    for (const failure of [new ApiError(null, undefined), new TypeError('network down')]) {
      const logger = { error: vi.fn() };
      const getProfile = vi.fn(async () => Promise.reject(failure));
      const raised = await fetchUserProfile({ getProfile }, 'u1', logger).catch((e: Error) => e);
      expect(raised).toMatchObject({ message: 'Failed to fetch user profile', cause: failure });
      expect(logger.error).toHaveBeenCalledWith('Error retrieving user profile', failure);
    }
  });

  it('does not call the API without a user id', async () => {
    const getProfile = vi.fn(async () => profile);
    const logger = { error: vi.fn() };
    await expect(fetchUserProfile({ getProfile }, '', logger)).rejects.toThrow(
      'Failed to fetch user profile',
    );
    expect(getProfile).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledOnce();
  });
});
