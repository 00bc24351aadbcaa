import { useCallback, useEffect, useState } from 'react';
import type { FiguraClient } from '@figura/sdk-core/api';
import type { MyTeam } from '@figura/sdk-core/schema';

export type MyTeamState = MyTeam['team'] | undefined;

/**
 * The signed-in user's team (undefined while loading, null without one). Spec §8: a failed team
 * fetch is only logged; the page goes on as for a user without a team.
 */
export function useMyTeam(api: FiguraClient, userId: string | undefined) {
  const [team, setTeam] = useState<MyTeamState>(undefined);
  const reload = useCallback(async () => {
    if (!userId) return;
    try {
      setTeam((await api.getMyTeam()).team);
    } catch (error) {
      console.warn('Failed to fetch the team', error);
      setTeam(null);
    }
  }, [api, userId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { team, reload };
}
