import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { TeamDetail, TeamMember } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { ConfirmDialog } from '../design/ConfirmDialog';
import { EmailAddress } from '../design/EmailAddress';
import { Field } from '../design/Field';
import { useSession } from '../session/SessionContext';
import { SeatRequest } from './SeatRequest';
import { TeamMemberList } from './TeamMemberList';

/** Members and pending invitations of a team, for its admins: invite by email, withdraw, remove. */
export function TeamAdminPanel({ teamId }: { teamId: string }) {
  const { api, user } = useSession();
  const { t } = useTranslation('portal');
  const [detail, setDetail] = useState<TeamDetail | null>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // Removing someone is asked about first: only a new invitation brings them back.
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const load = useCallback(async () => {
    try {
      setDetail(await api.getTeamForAdmin(teamId));
    } catch (caught) {
      setError(errorText(caught, t));
    }
  }, [api, teamId, t]);
  useEffect(() => {
    void load();
  }, [load]);

  async function run(action: () => Promise<unknown>, done: string) {
    setError(null);
    setStatus(null);
    try {
      await action();
      setStatus(done);
      await load();
    } catch (caught) {
      setError(errorText(caught, t));
    }
  }

  function invite(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    void run(
      async () => {
        await api.inviteToTeam(teamId, address);
        setEmail('');
      },
      t('teams.admin.invited', { email: address }),
    );
  }

  if (!detail) return error ? <p role="alert">{error}</p> : null;
  const seatsUsed = detail.members.length + detail.invites.length;
  return (
    <section aria-labelledby="team-admin-heading" className="team-admin card">
      <h2 id="team-admin-heading" className="card-title">
        {t('teams.admin.title')}
      </h2>
      <p className="field-hint">
        {t('teams.admin.seats', { used: seatsUsed, count: detail.seatLimit })}
      </p>
      <SeatRequest team={detail} seatsUsed={seatsUsed} onAsked={load} />
      <form className="team-form" onSubmit={invite}>
        <Field label={t('teams.admin.inviteEmail')}>
          {(control) => (
            <input
              {...control}
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button primary">
          {t('teams.admin.invite')}
        </button>
      </form>
      {status && (
        <p role="status" className="alert success">
          {status}
        </p>
      )}
      {error && (
        <p role="alert" className="alert error">
          {error}
        </p>
      )}
      <h3>{t('teams.admin.members')}</h3>
      <TeamMemberList members={detail.members} currentUserId={user?.id} onRemove={setRemoving} />
      {removing && (
        <ConfirmDialog
          title={t('teams.admin.removeQuestion', { name: removing.name || removing.email })}
          confirmLabel={t('teams.admin.removeConfirm')}
          cancelLabel={t('teams.admin.removeCancel')}
          onConfirm={() => {
            const member = removing;
            setRemoving(null);
            void run(
              () => api.removeTeamMember(teamId, member.id),
              t('teams.admin.removed', { name: member.name || member.email }),
            );
          }}
          onCancel={() => setRemoving(null)}
        >
          <p>{t('teams.admin.removeExplained', { name: removing.name || removing.email })}</p>
        </ConfirmDialog>
      )}
      <h3>{t('teams.admin.invites')}</h3>
      {detail.invites.length === 0 ? (
        <p className="field-hint">{t('teams.admin.noInvites')}</p>
      ) : (
        <ul aria-label={t('teams.admin.invites')} className="team-list">
          {detail.invites.map((invite) => (
            <li key={invite.id}>
              <span className="team-person">
                <EmailAddress address={invite.email} />
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={t('teams.admin.withdrawLabel', { email: invite.email })}
                onClick={() =>
                  void run(
                    () => api.removeTeamInvite(teamId, invite.id),
                    t('teams.admin.withdrawn', { email: invite.email }),
                  )
                }
              >
                {t('teams.admin.withdraw')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
