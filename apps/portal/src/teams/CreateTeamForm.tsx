import { useId, useState, type FormEvent } from 'react';
import type { Team } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/i18n';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';

/** Starts a team: the user becomes its admin. */
export function CreateTeamForm({ onCreated }: { onCreated: (team: Team) => void }) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const nameId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onCreated(await api.createTeam({ name }));
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="team-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={nameId}>{t('teams.create.name')}</label>
      <input
        id={nameId}
        value={name}
        required
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
        {t('teams.create.submit')}
      </button>
      {error && (
        <p role="alert" className="error-banner">
          {error}
        </p>
      )}
    </form>
  );
}
