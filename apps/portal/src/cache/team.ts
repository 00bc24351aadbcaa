import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiguraClient } from '@figura/sdk-core/api';
import { cacheKeys } from '@figura/sdk-core/session';
import type { MyTeam, MyTeamInvites } from '@figura/sdk-core/schema';

export type MyTeamState = MyTeam['team'] | undefined;

/**
 * The signed-in user's team (undefined while loading, null without one), through the data cache.
 * Spec §8: a failed team fetch is only logged; the page goes on as for a user without a team.
 */
export function useMyTeam(api: FiguraClient, userId: string | undefined) {
  const { data: team } = useQuery({
    queryKey: cacheKeys.team(userId ?? ''),
    queryFn: async () => {
      try {
        return (await api.getMyTeam()).team;
      } catch (error) {
        console.warn('Failed to fetch the team', error);
        return null;
      }
    },
    enabled: !!userId,
  });
  return { team };
}

export type MyInvite = MyTeamInvites['data'][number];

/**
 * The open invitations sent to the signed-in user's email (undefined while loading). Under the
 * team's key: joining a team reads them again. Without the list the mail's link still works, so a
 * failed fetch is only logged and reads as none.
 */
export function useMyInvites(api: FiguraClient, userId: string | undefined, enabled = true) {
  const { data: invites } = useQuery({
    queryKey: [...cacheKeys.team(userId ?? ''), 'invites'],
    queryFn: async (): Promise<MyInvite[]> => {
      try {
        return (await api.listMyTeamInvites()).data;
      } catch (error) {
        console.warn('Failed to fetch the invitations', error);
        return [];
      }
    },
    enabled: !!userId && enabled,
  });
  return invites;
}

/** After creating or joining a team: the cached team is read again. */
export function useRefreshMyTeam(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: cacheKeys.team(userId ?? '') }),
    [queryClient, userId],
  );
}
