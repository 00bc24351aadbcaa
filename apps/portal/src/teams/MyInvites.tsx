import { useEffect, useState } from 'react';
import { errorText } from '@figura/sdk-core/api';
import type { MyTeamInvites, Team } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';

type Invite = MyTeamInvites['data'][number];

/**
 * The invitations sent to the signed-in user's email, each joined with one click: the mail's
 * link is one way in, this the other (a mail can be lost, or never sent: docs/teams-and-workspaces.md).
 * Shows nothing without any.
 */
export function MyInvites({ onJoined }: { onJoined: (team: Team) => void }) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const [invites, setInvites] = useState<Invite[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.listMyTeamInvites().then(
      ({ data }) => live && setInvites(data),
      // Without the list, the mail's link still works: the page goes on as without invitations.
      (caught: unknown) => console.warn('Failed to fetch the invitations', caught),
    );
    return () => {
      live = false;
    };
  }, [api]);

  if (invites.length === 0) return null;
  const join = async (invite: Invite) => {
    setBusy(invite.id);
    setError(null);
    try {
      onJoined((await api.acceptMyTeamInvite(invite.id)).team);
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
