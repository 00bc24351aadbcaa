import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { usePlan, useWorkspaceCreations } from '../cache/queries';
import { useSession } from '../session/SessionContext';
import { CreationCard } from '../creations/CreationCard';
import { useThumbnails } from '../creations/use-thumbnails';
import { PortalHeader } from '../navigation/PortalHeader';
import { Breadcrumbs, useTrail } from '../navigation/Breadcrumbs';
import { isPlanCode, mayStartTeam } from '@figura/sdk-core/model';
import { UpsellPrompt } from '../account/UpsellPrompt';
import { CreateTeamForm } from './CreateTeamForm';
import { MyInvites } from './MyInvites';
import { TeamAdminPanel } from './TeamAdminPanel';
import { useMyInvites, useMyTeam, useRefreshMyTeam } from '../cache/team';
import { TeamMembers } from './TeamMembers';
import { CreateButtons } from '../creations/CreateButtons';
import { useCreateCreation } from '../account/use-create-creation';
import { Toast } from '../design/Toast';

/** /workspace: the user's team workspace, or starting a team when they have none. */
export function WorkspaceIndexPage() {
  const { api, user } = useSession();
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const { team } = useMyTeam(api, user?.id);
  const refreshTeam = useRefreshMyTeam(user?.id);
  // The plan as stored now (read again on every visit): the session's may predate a payment,
  // and someone back from buying the team plan must not be offered it again.
  const planQuery = usePlan();
  const stored = planQuery.data?.plan ?? (planQuery.error ? user?.tp_user : undefined);
  const plan = isPlanCode(stored) ? stored : null;
  const invites = useMyInvites(api, user?.id, team === null);
  const invited = (invites?.length ?? 0) > 0;
  const loading =
    team === undefined || invites === undefined || (planQuery.isPending && !planQuery.error);
  if (team) return <Navigate to={`/workspace/${team.id}`} replace />;
  return (
    <>
      <PortalHeader />
      <main className="workspace">
        <h1>{t('teams.workspace.noTeamTitle')}</h1>
        {loading ? (
          <p aria-busy="true">{t('teams.workspace.loading')}</p>
        ) : (
          <>
            <MyInvites />
            {/* Invited, the way in is the invitation: no "not in a team" or upsell beside it. */}
            {!invited &&
              (plan && !mayStartTeam(plan) ? (
                <>
                  <p>{t('teams.workspace.noTeamJoin')}</p>
                  {/* Said before the form, not after a refused try: teams come with the team plan. */}
                  <UpsellPrompt
                    limit={{ message: '', limit: 'teams', cap: 0, used: 0, plan, upsell: 'teams' }}
                    onClose={() => void navigate('/my-creations')}
                  />
                </>
              ) : (
                <>
                  <p>{t('teams.workspace.noTeamText')}</p>
                  <CreateTeamForm
                    onCreated={(created) => {
                      void refreshTeam();
                      navigate(`/workspace/${created.id}`);
                    }}
                  />
                </>
              ))}
          </>
        )}
      </main>
    </>
  );
}

/** /workspace/<teamId>: the team's shared creations; members and invitations for its admins. */
export function WorkspacePage() {
  const { teamId = '' } = useParams();
  const { api, user } = useSession();
  const { t } = useTranslation('portal');
  const { team } = useMyTeam(api, user?.id);
  const list = useWorkspaceCreations(teamId);
  const creations = list.data ?? null;
  const error = list.isError ? errorText(list.error, t) : null;
  const thumbnails = useThumbnails(api, creations);
  const [createError, setCreateError] = useState<string | null>(null);
  const { creating, create, limitHit, closeLimit } = useCreateCreation({
    workspace: teamId,
    onError: setCreateError,
  });

  // Arrived from the invitation page having just joined (AcceptInvitePage): say so once.
  const [joined, setJoined] = useState(
    (useLocation().state as { joined?: boolean } | null)?.joined === true,
  );

  const isAdmin = team?.id === teamId && team.role === 'admin';
  const teamName = team?.id === teamId ? team.name : null;
  // Persisted: the editor opened from here shows the way back, after a reload too.
  useTrail(
    teamName === null
      ? null
      : // One step (the page shows no trail): /workspace leads a member back here.
        [
          {
            label: t('teams.workspace.title', { name: teamName }),
            path: `/workspace/${encodeURIComponent(teamId)}`,
          },
        ],
    true,
  );
  return (
    <>
      <PortalHeader />
      <main className="workspace">
        <Breadcrumbs />
        <h1>
          {team?.id === teamId
            ? t('teams.workspace.title', { name: team.name })
            : t('teams.workspace.fallbackTitle')}
        </h1>
        {error && (
          <p role="alert" className="alert error">
            {error}
          </p>
        )}
        {joined && teamName !== null && (
          <Toast onClose={() => setJoined(false)}>
            {t('teams.workspace.joined', { team: teamName })}
          </Toast>
        )}
        {teamName !== null && (
          <section aria-labelledby="workspace-create" className="create-panel">
            <h2 id="workspace-create">{t('teams.workspace.createTitle', { team: teamName })}</h2>
            <CreateButtons creating={creating} onCreate={create} workspace={teamId} />
            <p className="create-choice-hint">
              {t('teams.workspace.createHint', { team: teamName })}
            </p>
          </section>
        )}
        {limitHit && <UpsellPrompt limit={limitHit} onClose={closeLimit} />}
        {createError && (
          <p role="alert" className="alert error">
            {createError}
          </p>
        )}
        <section aria-labelledby="workspace-creations">
          <h2 id="workspace-creations">{t('teams.workspace.creations')}</h2>
          {creations === null && !error && <p aria-busy="true">{t('teams.workspace.loading')}</p>}
          {creations?.length === 0 && <p className="empty-state">{t('teams.workspace.empty')}</p>}
          {creations && creations.length > 0 && (
            <ul className="creation-grid" aria-label={t('teams.workspace.creations')}>
              {creations.map((creation) => (
                <CreationCard
                  key={creation.id}
                  creation={creation}
                  thumbnail={thumbnails.get(creation.id)}
                />
              ))}
            </ul>
          )}
        </section>
        {isAdmin && <TeamAdminPanel teamId={teamId} />}
        {!isAdmin && team?.id === teamId && <TeamMembers team={team} />}
      </main>
    </>
  );
}
