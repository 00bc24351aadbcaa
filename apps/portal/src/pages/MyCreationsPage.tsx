import { useCallback, useEffect, useState } from 'react';
import { lazyPart } from '@figura/react-editor/boundary';
import { PartBoundary } from '../navigation/part-boundary';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Creation, CreationSort } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { CreationCard } from '../creations/CreationCard';
import { FolderBar, type CreationView } from '../creations/FolderBar';
import { UndoToast } from '../creations/UndoToast';
import { ConfirmDialog } from '../design/ConfirmDialog';
import { Toast } from '../design/Toast';
import { FirstRun } from '../creations/FirstRun';
import { ListTools } from '../creations/ListTools';
import { useThumbnails } from '../creations/use-thumbnails';
import { PortalHeader } from '../navigation/PortalHeader';
import { useTrail } from '../navigation/Breadcrumbs';
import { UpsellPrompt } from '../account/UpsellPrompt';
import { CreateButtons } from '../creations/CreateButtons';
import { useCreateCreation } from '../account/use-create-creation';
import { PlanUsageNotice } from '../account/PlanUsageNotice';
import { useCreationsRoom } from '../account/creations-room';
import { useMyTeam } from '../cache/team';
import { MyInvites } from '../teams/MyInvites';
import {
  useCreationList,
  useFolders,
  useRefreshCreations,
  useSharedCreations,
} from '../cache/queries';

// Shown on demand (sharing, the trash): out of the first page's JavaScript.
const ShareDialog = lazyPart(() => import('../creations/share-dialog'));
const TrashList = lazyPart(() =>
  import('../creations/TrashList').then((module) => ({ default: module.TrashList })),
);

export function MyCreationsPage() {
  const { api, user } = useSession();
  const { t } = useTranslation('portal');
  // The editor's back-trail starts here, after a reload too.
  useTrail([{ label: t('breadcrumbs.myCreations'), path: '/my-creations' }], true);
  const [view, setView] = useState<CreationView>({ kind: 'all' });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CreationSort>('edited');
  // Spec §9: the lists read through the data cache; a persisted answer shows at once.
  const { list, trash } = useCreationList(view, { search, sort });
  const foldersQuery = useFolders();
  const sharedQuery = useSharedCreations();
  const creations = list.data ?? null;
  const folders = foldersQuery.data ?? [];
  const shared = sharedQuery.data ?? null;
  const refreshCreations = useRefreshCreations();
  // The caps and what is used (read again with the list: it sits under the creations' key).
  const { planQuery } = useCreationsRoom();
  const plan = planQuery.data;
  const [actionError, setActionError] = useState<string | null>(null);
  // A creation beyond the plan's cap shows the upsell, not an error.
  const { creating, create, limitHit, closeLimit } = useCreateCreation({ onError: setActionError });
  const [undo, setUndo] = useState<Creation | null>(null);
  const thumbnails = useThumbnails(api, creations);
  const sharedThumbnails = useThumbnails(api, shared?.map((item) => item.creation) ?? null);
  const [sharing, setSharing] = useState<Creation | null>(null);
  const { team } = useMyTeam(api, user?.id);
  const navigate = useNavigate();
  // Back from leaving a team (its page passes the team's name): said once, here.
  const leftTeam = (useLocation().state as { leftTeam?: string } | null)?.leftTeam;
  const [moved, setMoved] = useState<string | null>(() =>
    leftTeam ? t('teams.members.left', { team: leftTeam }) : null,
  );
  // Not again after a reload: the address forgets it.
  useEffect(() => {
    if (leftTeam) void navigate('/my-creations', { replace: true });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A move into the team's workspace cannot be taken back: it is asked about first.
  const [moving, setMoving] = useState<Creation | null>(null);
  const shownList = view.kind === 'trash' ? trash : list;
  const readError = [shownList, foldersQuery, sharedQuery].find((query) => query.error)?.error;
  const error = actionError ?? (readError ? errorText(readError, t) : null);
  // Spec §4: the creations' loading flag, also while a shown list is read again.
  const listBusy = shownList.isFetching;

  const tryAgain = () => {
    setActionError(null);
    void Promise.all([shownList.refetch(), foldersQuery.refetch(), sharedQuery.refetch()]);
  };

  /** Runs a change, then reads the lists again so nothing shows as it was (or says why it failed). */
  const change = useCallback(
    async (action: () => Promise<unknown>) => {
      try {
        setActionError(null);
        await action();
      } catch (caught) {
        setActionError(errorText(caught, t));
      } finally {
        await refreshCreations();
      }
    },
    [refreshCreations, t],
  );

  const deleteCreation = (creation: Creation) =>
    void change(async () => {
      await api.deleteCreation(creation.id);
      setMoved(null);
      setUndo(creation);
    });
  const restore = (id: string) => void change(() => api.restoreCreation(id));
  const moveToWorkspace = (creation: Creation) =>
    void change(async () => {
      await api.moveCreationToWorkspace(creation.id);
      setUndo(null);
      setMoved(t('myCreations.movedToWorkspace', { name: creation.name, team: team?.name }));
    });
  const closeUndo = useCallback(() => setUndo(null), []);
  const closeMoved = useCallback(() => setMoved(null), []);

  return (
    <>
      <PortalHeader />
      <main className="my-creations">
        {/* Someone invited to a team learns it where they land, and joins from here. */}
        {team === null && <MyInvites />}
        <section aria-labelledby="create-heading" className="create-panel">
          <h1 id="create-heading">{t('myCreations.create')}</h1>
          <CreateButtons creating={creating} onCreate={create} />
          <p className="create-order">
            <Link to="/order-custom-work">{t('myCreations.orderCustomWork')}</Link>
          </p>
          <PlanUsageNotice plan={plan} />
        </section>

        {limitHit && <UpsellPrompt limit={limitHit} onClose={closeLimit} />}
        {error && (
          <p role="alert" className="alert error">
            {error}{' '}
            <button type="button" className="link-button" onClick={tryAgain}>
              {t('tryAgain')}
            </button>
          </p>
        )}

        <section aria-labelledby="list-heading" aria-busy={listBusy}>
          <h2 id="list-heading">{t('myCreations.title')}</h2>
          {listBusy && (view.kind === 'trash' ? trash.data : creations) && (
            <p role="status" className="create-choice-hint">
              {t('cache.refreshing')}
            </p>
          )}
          <FolderBar
            folders={folders}
            view={view}
            onView={setView}
            onCreate={(name) => void change(() => api.createFolder({ name }))}
            onRename={(folder, name) => void change(() => api.renameFolder(folder.id, { name }))}
            onDelete={(folder) =>
              void change(async () => {
                await api.deleteFolder(folder.id);
                setView({ kind: 'all' });
              })
            }
          />
          {view.kind === 'trash' ? (
            <PartBoundary fallback={<p aria-busy="true">{t('myCreations.loading')}</p>}>
              <TrashList
                deleted={trash.data ?? null}
                onRestore={(creation) => restore(creation.id)}
              />
            </PartBoundary>
          ) : (
            <>
              {/* A first run has nothing to search or order. */}
              {(search || (creations?.length ?? 0) > 1 || view.kind === 'folder') && (
                <ListTools sort={sort} onSort={setSort} onSearch={setSearch} />
              )}
              {creations === null && !error && <p aria-busy="true">{t('myCreations.loading')}</p>}
              {creations?.length === 0 &&
                (search ? (
                  <p className="empty-state">{t('myCreations.noMatch', { words: search })}</p>
                ) : view.kind === 'all' ? (
                  <>
                    {team && (
                      <p className="empty-state">
                        {t('myCreations.teamCreationsAre')}{' '}
                        <Link to={`/workspace/${encodeURIComponent(team.id)}`}>
                          {t('teams.workspace.title', { name: team.name })}
                        </Link>
                      </p>
                    )}
                    <FirstRun onBlankSlide={() => void create('slide')} busy={creating !== null} />
                  </>
                ) : (
                  <p className="empty-state">{t('myCreations.empty')}</p>
                ))}
              {creations && creations.length > 0 && (
                <ul className="creation-grid" aria-label={t('myCreations.list')}>
                  {creations.map((creation) => (
                    <CreationCard
                      key={creation.id}
                      creation={creation}
                      thumbnail={thumbnails.get(creation.id)}
                      folders={folders}
                      onMove={(moved, folderId) =>
                        void change(() => api.updateCreation(moved.id, { folderId }))
                      }
                      onDelete={deleteCreation}
                      onShare={setSharing}
                      {...(team && {
                        onMoveToWorkspace: setMoving,
                        teamName: team.name,
                      })}
                    />
                  ))}
                </ul>
              )}
            </>
          )}
        </section>

        <section aria-labelledby="shared-heading">
          <h2 id="shared-heading">{t('myCreations.sharedTitle')}</h2>
          {shared?.length === 0 && <p className="empty-state">{t('myCreations.sharedEmpty')}</p>}
          {shared && shared.length > 0 && (
            <ul className="creation-grid" aria-label={t('myCreations.sharedList')}>
              {shared.map((item) => (
                <CreationCard
                  key={item.creation.id}
                  creation={item.creation}
                  thumbnail={sharedThumbnails.get(item.creation.id)}
                  note={t('myCreations.sharedBy', {
                    name: item.sharedBy.name || item.sharedBy.email,
                    permission: t(`myCreations.permissions.${item.permission}`),
                  })}
                />
              ))}
            </ul>
          )}
        </section>
        {undo && (
          <UndoToast
            name={undo.name}
            onUndo={() => {
              restore(undo.id);
              setUndo(null);
            }}
            onClose={closeUndo}
          />
        )}
        {moved && <Toast onClose={closeMoved}>{moved}</Toast>}
      </main>
      {moving && team && (
        <ConfirmDialog
          title={t('myCreations.moveQuestion', { name: moving.name, team: team.name })}
          confirmLabel={t('myCreations.moveConfirm')}
          cancelLabel={t('myCreations.moveCancel')}
          onConfirm={() => {
            moveToWorkspace(moving);
            setMoving(null);
          }}
          onCancel={() => setMoving(null)}
        >
          <p>{t('myCreations.moveExplained', { team: team.name })}</p>
        </ConfirmDialog>
      )}
      {sharing && (
        <PartBoundary
          fallback={
            <p role="status" className="visually-hidden">
              {t('partOpening')}
            </p>
          }
          onClose={() => setSharing(null)}
        >
          <ShareDialog
            api={api}
            creationId={sharing.id}
            creationName={sharing.name}
            canShare
            standalone
            onClose={() => setSharing(null)}
          />
        </PartBoundary>
      )}
    </>
  );
}
