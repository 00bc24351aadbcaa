import { ApiError } from '../api/errors';
import type { AccountInfoApi } from '../api/account-info';
import type { ProfilesApi } from '../api/profiles';
import type { JournalSettingsReply } from '../schema/contract/account-info';
import type { Profile } from '../schema/contract/profiles';

/** Spec §8: what a profile fetch that the server gave no reason for raises. */
export const FAILED_TO_FETCH_USER_PROFILE = 'Failed to fetch user profile';
/** Spec §8: what every failed profile fetch logs. */
export const ERROR_RETRIEVING_USER_PROFILE = 'Error retrieving user profile';

/** What a failed journal settings fetch logs. */
export const JOURNAL_SETTINGS_FAILED = 'The journal settings could not be fetched';

/**
 * The signed-in user's profile, fetched by their user id (spec §3). A failure is logged; the
 * server's own message is passed on as it is, anything else (no user id, no answer, an answer
 * that is not a profile) becomes 'Failed to fetch user profile' with the cause kept.
 */
export async function fetchUserProfile(
  api: Pick<ProfilesApi, 'getProfile'>,
  userId: string | null | undefined,
  logger: Pick<Console, 'error'>,
): Promise<Profile> {
  try {
    if (!userId) throw new Error('No user id to fetch the profile of');
    return await api.getProfile(userId);
  } catch (error) {
    logger.error(ERROR_RETRIEVING_USER_PROFILE, error);
    if (error instanceof ApiError && error.messages.length > 0) throw error;
    throw new Error(FAILED_TO_FETCH_USER_PROFILE, { cause: error });
  }
}

/** The signed-in user's journal settings (spec §3: fetched at login); a failure is logged. */
export async function fetchJournalSettings(
  api: Pick<AccountInfoApi, 'getJournalSettings'>,
  logger: Pick<Console, 'error'>,
): Promise<JournalSettingsReply> {
  try {
    return await api.getJournalSettings();
  } catch (error) {
    logger.error(JOURNAL_SETTINGS_FAILED, error);
    throw error;
  }
}
