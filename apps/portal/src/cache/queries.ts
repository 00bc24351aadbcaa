import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cacheKeys, fetchUserProfile } from '@figura/sdk-core/session';
import type { CreationView } from '../creations/FolderBar';
import { useSession } from '../session/SessionContext';

/**
 * The portal's reads through the data cache (spec §9), each under its key from `cacheKeys`. They
 * wait for a signed-in person; their answers are that person's only.
 */

/** The signed-in person's id ('' before anyone is known: every query below waits for one). */
function useUserId() {
  return useSession().user?.id ?? '';
}

/** My creations: the list of the current view (all or a folder's), or the trash. */
export function useCreationList(view: CreationView) {
  const { api } = useSession();
  const userId = useUserId();
  const folderId = view.kind === 'folder' ? view.folderId : undefined;
  const list = useQuery({
    queryKey: cacheKeys.creationList(userId, { folderId }),
    // Spec §3/§6: the list is fetched with status=available.
    queryFn: async () =>
      (await api.listCreations({ status: 'available', ...(folderId && { folderId }) })).data,
    enabled: !!userId && view.kind !== 'trash',
  });
  const trash = useQuery({
    queryKey: cacheKeys.trash(userId),
    queryFn: async () => (await api.listDeletedCreations()).data,
    enabled: !!userId && view.kind === 'trash',
  });
  return { list, trash };
}

export function useFolders() {
  const { api } = useSession();
  const userId = useUserId();
  return useQuery({
    queryKey: cacheKeys.folders(userId),
    queryFn: async () => (await api.listFolders()).data,
    enabled: !!userId,
  });
}

/** Creations others shared with the signed-in person. */
export function useSharedCreations() {
  const { api } = useSession();
  const userId = useUserId();
  return useQuery({
    queryKey: cacheKeys.shared(userId),
    queryFn: async () => (await api.listSharedCreations()).data,
    enabled: !!userId,
  });
}

export function useProfile() {
  const { api, account } = useSession();
  const userId = useUserId();
  return useQuery({
    queryKey: cacheKeys.profile(userId),
    queryFn: async () => {
      const profile = await fetchUserProfile(api, userId, console);
      account.setState({ profile });
      return profile;
    },
    enabled: !!userId,
  });
}

/**
 * Marks every creation list (and the folders' counts) out of date after the person changed
 * something: the shown ones are read again now, the others when they are next shown.
 */
export function useRefreshCreations() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useCallback(async () => {
    if (!userId) return;
    await Promise.all(
      [cacheKeys.creations(userId), cacheKeys.folders(userId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  }, [queryClient, userId]);
}

/** The editor and the builder change creations (names, new ones): the lists are read again on leaving. */
export function useRefreshCreationsOnLeave() {
  const refresh = useRefreshCreations();
  useEffect(() => () => void refresh(), [refresh]);
}
