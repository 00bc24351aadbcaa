import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '@figura/sdk-core/api';
import { isAdminUser } from '@figura/sdk-core/model';
import { useTranslation } from '@figura/react-editor/i18n';
import { Field } from '../design/Field';
import { useSession } from '../session/SessionContext';
import { PortalHeader } from '../navigation/PortalHeader';
import { AdminOnly } from '../admin/AdminOnly';
import { Breadcrumbs, useTrail } from '../navigation/Breadcrumbs';

/** /admin/teams: administrators (plan A) create a team for someone and set a team's seats. */
export function AdminTeamsPage() {
  const { api, user } = useSession();
  const { t } = useTranslation('portal');
  useTrail([
    { label: t('breadcrumbs.myCreations'), path: '/my-creations' },
    { label: t('breadcrumbs.adminTeams'), path: '/admin/teams' },
  ]);
  const [name, setName] = useState('');
  const [adminEmail, setAdminEmail] = useState('');
  const [seats, setSeats] = useState('5');
  // A team's request for seats links here with the team and the seats asked for.
  const [params] = useSearchParams();
  const [teamId, setTeamId] = useState(params.get('team') ?? '');
  const [limit, setLimit] = useState(params.get('seats') ?? '5');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(event: FormEvent, action: () => Promise<string>) {
    event.preventDefault();
    setError(null);
    setStatus(null);
    try {
      setStatus(await action());
    } catch (caught) {
      setError(errorText(caught, t));
    }
  }

  if (!isAdminUser(user)) {
    return <AdminOnly title={t('teams.adminPage.title')} message={t('teams.adminPage.only')} />;
  }
  return (
    <>
      <PortalHeader />
      <main className="workspace">
        <Breadcrumbs />
        <h1>{t('teams.adminPage.title')}</h1>
        <form
          className="team-form card"
          aria-labelledby="admin-create-team"
          onSubmit={(event) =>
            void run(event, async () => {
              const team = await api.createTeamByAdmin({
                name,
                adminEmail,
                seatLimit: Number(seats),
              });
              setTeamId(team.id);
              return t('teams.adminPage.created', { name: team.name, id: team.id });
            })
          }
        >
          <h2 id="admin-create-team" className="card-title">
            {t('teams.adminPage.createTitle')}
          </h2>
          <Field label={t('teams.create.name')}>
            {(control) => (
              <input {...control} required value={name} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
          <Field label={t('teams.adminPage.adminEmail')}>
            {(control) => (
              <input
                {...control}
                type="email"
                required
                value={adminEmail}
                onChange={(e) => setAdminEmail(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('teams.adminPage.seats')}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                required
                value={seats}
                onChange={(e) => setSeats(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button primary">
            {t('teams.adminPage.create')}
          </button>
        </form>
        <form
          className="team-form card"
          aria-labelledby="admin-team-limit"
          onSubmit={(event) =>
            void run(event, async () => {
              const updated = await api.updateTeamLimit(teamId.trim(), Number(limit));
              return t('teams.adminPage.limitSet', {
                count: updated.seatLimit,
                used: updated.seatsUsed,
              });
            })
          }
        >
          <h2 id="admin-team-limit" className="card-title">
            {t('teams.adminPage.limitTitle')}
          </h2>
          <Field label={t('teams.adminPage.teamId')}>
            {(control) => (
              <input
                {...control}
                required
                value={teamId}
                onChange={(e) => setTeamId(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('teams.adminPage.seats')}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                required
                value={limit}
                onChange={(e) => setLimit(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button primary">
            {t('teams.adminPage.setLimit')}
          </button>
        </form>
        {status && <p role="status">{status}</p>}
        {error && (
          <p role="alert" className="alert error">
            {error}
          </p>
        )}
      </main>
    </>
  );
}
