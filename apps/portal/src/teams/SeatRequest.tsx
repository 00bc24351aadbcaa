import { useState, type FormEvent } from 'react';
import type { Team } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { Field } from '../design/Field';
import { useSession } from '../session/SessionContext';

/** How many seats the form offers to ask for at first: a few more than the team has. */
const SEATS_STEP = 5;

/**
 * "More on request": a team's admin asks administrators for more seats; open by itself when
 * every seat is taken, and says what was asked until the limit reaches it.
 */
export function SeatRequest({
  team,
  seatsUsed,
  onAsked,
}: {
  team: Pick<Team, 'id' | 'seatLimit' | 'seatRequest'>;
  seatsUsed: number;
  onAsked: () => Promise<void>;
}) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const [seats, setSeats] = useState(
    String(team.seatRequest?.seats ?? team.seatLimit + SEATS_STEP),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await api.requestTeamSeats(team.id, Number(seats));
      await onAsked();
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  }

  const full = seatsUsed >= team.seatLimit;
  return (
    <details className="seat-request" open={full || team.seatRequest !== null}>
      <summary>{t('teams.seats.title')}</summary>
      {full && <p>{t('teams.seats.full')}</p>}
      {team.seatRequest && (
        <p role="status" className="alert success">
          {t('teams.seats.asked', {
            count: team.seatRequest.seats,
            date: team.seatRequest.requestedAt,
          })}
        </p>
      )}
      <p className="field-hint">{t('teams.seats.hint')}</p>
      <form className="team-form" onSubmit={(event) => void ask(event)}>
        <Field label={t('teams.seats.count')}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={team.seatLimit + 1}
              required
              value={seats}
              onChange={(event) => setSeats(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {t('teams.seats.ask')}
        </button>
        {error && (
          <p role="alert" className="alert error">
            {error}
          </p>
        )}
      </form>
    </details>
  );
}
