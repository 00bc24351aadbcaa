import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { TeamInvitePreview } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { PortalHeader } from '../navigation/PortalHeader';
import { useRefreshMyTeam } from '../cache/team';

/**
 * /workspace/invite/<token>: the invitation mail's link; accepting joins the team. A visitor
 * without an account (or not signed in) reads the invitation first, then creates an account or
 * signs in with the invited address, back here.
 */
export function AcceptInvitePage() {
  const { token = '' } = useParams();
  const { api, user, loginUrl, registerUrl } = useSession();
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const refreshTeam = useRefreshMyTeam(user?.id);
  const [invite, setInvite] = useState<TeamInvitePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.getTeamInvite(token).then(setInvite, (caught: unknown) => setError(errorText(caught, t)));
  }, [api, token, t]);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const { team } = await api.acceptTeamInvite(token);
      void refreshTeam();
      navigate(`/workspace/${team.id}`, { state: { joined: true } });
    } catch (caught) {
      setError(errorText(caught, t));
      setBusy(false);
    }
  }

  const usable = invite && invite.status === 'pending' && !invite.expired;
  const otherEmail = !!invite && !!user && user.email.toLowerCase() !== invite.email.toLowerCase();
  return (
    <>
      <PortalHeader />
      <main className="workspace">
        <h1>{t('teams.invite.title')}</h1>
        {invite && (
          <p>
            {t('teams.invite.text', {
              inviter: invite.invitedBy,
              team: invite.teamName,
              email: invite.email,
            })}
          </p>
        )}
        {invite && !usable && (
          <p role="alert">{invite.expired ? t('teams.invite.expired') : t('teams.invite.used')}</p>
        )}
        {usable && otherEmail && (
          // Only the invited address can join: the way on is signing in as it, back here.
          <>
            <p role="note">{t('teams.invite.otherEmail', { email: user?.email ?? '' })}</p>
            <a
              className="button primary"
              href={`/auth/logout?continue=${encodeURIComponent(`/workspace/invite/${encodeURIComponent(token)}`)}`}
            >
              {t('teams.invite.signInAs', { email: invite?.email ?? '' })}
            </a>
          </>
        )}
        {usable && !user && (
          <>
            <p>{t('teams.invite.visitor', { email: invite.email })}</p>
            <p className="invite-actions">
              <a className="button primary" href={registerUrl(window.location.href, invite.email)}>
                {t('teams.invite.createAccount')}
              </a>
              <a className="button" href={loginUrl(window.location.href, invite.email)}>
                {t('teams.invite.signIn')}
              </a>
            </p>
          </>
        )}
        {usable && user && !otherEmail && (
          <button
            type="button"
            className="button primary"
            onClick={() => void accept()}
            disabled={busy}
            aria-busy={busy}
          >
            {t('teams.invite.accept', { team: invite.teamName })}
          </button>
        )}
        {error && (
          <p role="alert" className="alert error">
            {error}
          </p>
        )}
      </main>
    </>
  );
}
