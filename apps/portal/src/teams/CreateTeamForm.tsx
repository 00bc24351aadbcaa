import { useState, type FormEvent } from 'react';
import type { PlanLimitReply, Team } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { Field } from '../design/Field';
import { UpsellPrompt, planLimitOf } from '../account/UpsellPrompt';
import { useSession } from '../session/SessionContext';

/** Starts a team: the user becomes its admin. */
export function CreateTeamForm({ onCreated }: { onCreated: (team: Team) => void }) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The plan changed since the page was drawn: the API names the upsell.
  const [limit, setLimit] = useState<PlanLimitReply | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onCreated(await api.createTeam({ name }));
    } catch (caught) {
      const reached = planLimitOf(caught);
      if (reached) setLimit(reached);
      else setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  }

  if (limit) return <UpsellPrompt limit={limit} onClose={() => setLimit(null)} />;
  return (
    <form className="team-form" onSubmit={(event) => void submit(event)}>
      <Field label={t('teams.create.name')}>
        {(control) => (
          <input
            {...control}
            value={name}
            required
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
        {t('teams.create.submit')}
      </button>
      {error && (
        <p role="alert" className="alert error">
          {error}
        </p>
      )}
    </form>
  );
}
