import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AccountOtherApi } from '../api/account-other';
import type { ProfilesApi } from '../api/profiles';
import type { JournalSettingsReply } from '../schema/account-other';
import type { Profile } from '../schema/profiles';
import type { SessionStore } from './store';
import { fetchUserProfile } from './user-profile';

/** The signed-in person's profile and journal settings (spec §3, §4), fetched at login. */
export interface AccountSnapshot {
  profile: Profile | null;
  journalSettings: JournalSettingsReply | null;
}

export type AccountStore = StoreApi<AccountSnapshot>;

export const JOURNAL_SETTINGS_FAILED = 'The journal settings could not be fetched';

/**
 * Follows the session: when a user signs in their profile and journal settings are fetched;
 * when the session ends (an inactive reply, an error, a logout) both are cleared, so nothing of
 * the previous person stays (spec §4). A fetch that fails leaves its part empty, logged.
 */
export function watchAccount(
  session: SessionStore,
  api: Pick<ProfilesApi, 'getProfile'> & Pick<AccountOtherApi, 'getJournalSettings'>,
  logger: Pick<Console, 'error'> = console,
): { store: AccountStore; dispose(): void } {
  const store = createStore<AccountSnapshot>()(() => ({ profile: null, journalSettings: null }));
  let userId: string | null = null;
  const stillFor = (id: string) => userId === id;

  function follow(id: string | null) {
    if (id === userId) return;
    userId = id;
    store.setState({ profile: null, journalSettings: null });
    if (!id) return;
    void fetchUserProfile(api, id, logger).then(
      (profile) => stillFor(id) && store.setState({ profile }),
      () => undefined,
    );
    void api.getJournalSettings().then(
      (journalSettings) => stillFor(id) && store.setState({ journalSettings }),
      (error: unknown) => logger.error(JOURNAL_SETTINGS_FAILED, error),
    );
  }

  follow(session.getState().user?.id ?? null);
  const unsubscribe = session.subscribe((state) => follow(state.user?.id ?? null));
  return { store, dispose: unsubscribe };
}
