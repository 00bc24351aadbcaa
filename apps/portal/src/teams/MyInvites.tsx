import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { useMyInvites, useRefreshMyTeam, type MyInvite } from '../cache/team';

/**
 * The invitations sent to the signed-in user's email, each joined with one click: the mail's
 * link is one way in, this the other (a mail can be lost, or never sent: docs/teams-and-workspaces.md).
 * Joining leads into the team's workspace. Shows nothing without any.
 */
export function MyInvites() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const refreshTeam = useRefreshMyTeam(user?.id);
  const { t } = useTranslation('portal');
  const invites = useMyInvites(api, user?.id) ?? [];
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (invites.length === 0) return null;
  const join = async (invite: MyInvite) => {
    setBusy(invite.id);
    setError(null);
    try {
      const { team } = await api.acceptMyTeamInvite(invite.id);
      void refreshTeam();
      void navigate(`/workspace/${team.id}`);
    } catch (caught) {
      setError(errorText(caught, t));
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="my-invites" className="card my-invites">
      <h2 id="my-invites" className="card-title">
        {t('teams.myInvites.title')}
      </h2>
      {error && (
        <p role="alert" className="alert error">
          {error}
        </p>
      )}
      <ul>
        {invites.map((invite) => (
          <li key={invite.id}>
            <span>
              {t('teams.myInvites.from', { team: invite.teamName, invitedBy: invite.invitedBy })}
            </span>
            <button
              type="button"
              className="button primary"
              disabled={busy !== null}
              aria-busy={busy === invite.id}
              onClick={() => void join(invite)}
            >
              {t('teams.myInvites.join', { team: invite.teamName })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
