import { useCallback, useEffect } from 'react';
import {
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { FiguraClient } from '@figura/sdk-core/api';
import type {
  Creation,
  CreationSort,
  CreationType,
  JournalProfileId,
} from '@figura/sdk-core/schema';
import {
  cacheKeys,
  fetchJournalSettings,
  fetchUserProfile,
  type SessionStore,
} from '@figura/sdk-core/session';
import {
  DEFAULT_LIBRARY_PAGE_SIZE,
  libraryRequest,
  type LibraryQuery,
} from '@figura/sdk-core/stores';
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
export function useCreationList(
  view: CreationView,
  { search = '', sort = 'edited' }: { search?: string; sort?: CreationSort } = {},
) {
  const { api } = useSession();
  const userId = useUserId();
  const folderId = view.kind === 'folder' ? view.folderId : undefined;
  const words = search.trim();
  const list = useQuery({
    queryKey: cacheKeys.creationList(userId, { folderId, search: words, sort }),
    // Spec §3/§6: the list is fetched with status=available.
    queryFn: async () =>
      (
        await api.listCreations({
          status: 'available',
          sort,
          ...(folderId && { folderId }),
          ...(words && { search: words }),
        })
      ).data,
    enabled: !!userId && view.kind !== 'trash',
    // While the answer for new words or a new order comes, the last one stays (no flash of
    // "loading"); another folder's list never stands in for this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === (folderId ?? null) ? previous : undefined,
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

/** The signed-in person's profile (spec §3), read at sign-in (prefetchAccount) and here. */
export function profileQuery(api: FiguraClient, userId: string) {
  return queryOptions({
    queryKey: cacheKeys.profile(userId),
    queryFn: () => fetchUserProfile(api, userId, console),
    enabled: !!userId,
  });
}

/** The signed-in person's journal settings (spec §3: fetched at login; fields not shown). */
export function journalSettingsQuery(api: FiguraClient, userId: string) {
  return queryOptions({
    queryKey: cacheKeys.journalSettings(userId),
    queryFn: () => fetchJournalSettings(api, console),
    enabled: !!userId,
  });
}

export function useProfile() {
  const { api } = useSession();
  return useQuery(profileQuery(api, useUserId()));
}

/** The signed-in person's plan, its caps and what they have used (GET /profiles/plan). */
export function usePlan() {
  const { api } = useSession();
  const userId = useUserId();
  return useQuery({
    queryKey: cacheKeys.plan(userId),
    queryFn: () => api.getPlan(),
    enabled: !!userId,
    // Read again on every page that asks: a plan bought elsewhere shows at once.
    refetchOnMount: 'always',
  });
}

/** The journal the signed-in person is a member of (granted, never typed), once read. */
export function useJournalSettings() {
  const { api } = useSession();
  return useQuery(journalSettingsQuery(api, useUserId()));
}

/**
 * Spec §3, §4: the profile and journal settings are fetched as someone signs in, into the cache
 * under that person's key (so they go with the rest of their data when the session ends).
 */
export function prefetchAccount(
  session: SessionStore,
  queryClient: QueryClient,
  api: FiguraClient,
): () => void {
  let known: string | null = null;
  const follow = (userId: string | null) => {
    if (userId === known) return;
    known = userId;
    if (!userId) return;
    void queryClient.prefetchQuery(profileQuery(api, userId));
    void queryClient.prefetchQuery(journalSettingsQuery(api, userId));
  };
  follow(session.getState().user?.id ?? null);
  return session.subscribe((state) => follow(state.user?.id ?? null));
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

/**
 * The person renamed a creation (the editor's header): every cached list that shows it shows the
 * new name at once, before the lists are read again on leaving the editor.
 */
export function useShowRenamedCreation() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useCallback(
    (renamed: Pick<Creation, 'id' | 'name' | 'updatedAt'>) => {
      if (!userId) return;
      queryClient.setQueriesData<unknown>(
        { queryKey: cacheKeys.creations(userId) },
        (list: unknown) =>
          Array.isArray(list)
            ? list.map((item: { id?: unknown }) =>
                item.id === renamed.id
                  ? { ...item, name: renamed.name, updatedAt: renamed.updatedAt }
                  : item,
              )
            : list,
      );
    },
    [queryClient, userId],
  );
}

/** The editor and the builder change creations (names, new ones): the lists are read again on leaving. */
export function useRefreshCreationsOnLeave() {
  const refresh = useRefreshCreations();
  useEffect(() => () => void refresh(), [refresh]);
}

/** A team workspace's creations (spec §9: read through the cache like the person's own). */
export function useWorkspaceCreations(teamId: string) {
  const { api } = useSession();
  const userId = useUserId();
  return useQuery({
    queryKey: cacheKeys.workspaceCreations(userId, teamId),
    queryFn: async () => (await api.listCreations({ workspace: teamId })).data,
    enabled: !!userId && !!teamId,
  });
}

/**
 * The gallery's illustrations for a search and/or a tag, a page at a time: going back to an
 * earlier search shows its pages at once. Public: no one's data, dropped with the person anyway.
 */
export function useIllustrationResults(query: LibraryQuery) {
  const { api } = useSession();
  return useInfiniteQuery({
    queryKey: cacheKeys.galleryIllustrations(query),
    queryFn: ({ pageParam }) =>
      api.listLibraryItems(libraryRequest(query, DEFAULT_LIBRARY_PAGE_SIZE, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** The library's templates of one kind (null: every kind). */
/**
 * The library's templates of one kind (null: all), made for `journal` (null: those made for no
 * journal in particular).
 */
export function useTemplateResults(kind: CreationType | null, journal: JournalProfileId | null) {
  const { api } = useSession();
  return useQuery({
    queryKey: cacheKeys.galleryTemplates(kind, journal),
    queryFn: async () =>
      (
        await api.listLibraryTemplates({
          ...(kind ? { type: kind } : {}),
          journal: journal ?? 'none',
        })
      ).templates,
  });
}

/** The gallery's featured collections (its front door). */
export function useLibraryCollections() {
  const { api } = useSession();
  return useQuery({
    queryKey: cacheKeys.galleryCollections(),
    queryFn: () => api.getLibraryCollections(),
  });
}
