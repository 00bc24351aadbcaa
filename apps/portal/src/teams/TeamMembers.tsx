import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MyTeam } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { ConfirmDialog } from '../design/ConfirmDialog';
import { useSession } from '../session/SessionContext';
import { TeamMemberList } from './TeamMemberList';
import { useRefreshMyTeam } from '../cache/team';

type Team = NonNullable<MyTeam['team']>;

/**
 * Who is in the team, for a member who is not its admin (the admin's panel has the same list with
 * its tools), and leaving it: asked first, since only an invitation brings them back.
 */
export function TeamMembers({ team }: { team: Team }) {
  const { api, user } = useSession();
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const refreshTeam = useRefreshMyTeam(user?.id);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const me = team.members.find((member) => member.userId === user?.id);

  const leave = async () => {
    if (!me) return;
    setError(null);
    try {
      await api.removeTeamMember(team.id, me.id);
      await refreshTeam();
      navigate('/my-creations', { state: { leftTeam: team.name } });
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };

  return (
    <section aria-labelledby="team-members-heading" className="team-admin card">
      <h2 id="team-members-heading" className="card-title">
        {t('teams.admin.members')}
      </h2>
      <TeamMemberList members={team.members} currentUserId={user?.id} />
      {error && (
        <p role="alert" className="alert error">
          {error}
        </p>
      )}
      {me && (
        <button type="button" className="button" onClick={() => setAsking(true)}>
          {t('teams.members.leave', { team: team.name })}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={t('teams.members.leaveQuestion', { team: team.name })}
          confirmLabel={t('teams.members.leaveConfirm')}
          cancelLabel={t('teams.members.leaveCancel')}
          onConfirm={() => {
            setAsking(false);
            void leave();
          }}
          onCancel={() => setAsking(false)}
        >
          <p>{t('teams.members.leaveExplained', { team: team.name })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
