import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorText } from '@figura/sdk-core/api';
import { limitUsageText, planLabel } from '@figura/sdk-core/i18n';
import {
  CANCEL_REASONS,
  ACCOUNT_LIMIT_NAMES,
  type CancelReason,
  type PlanReply,
} from '@figura/sdk-core/schema';
import type { FiguraClient } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { Field, FormStatus } from '../design/Field';

/**
 * The plan with its label, its caps and the usage against them; plan feedback. Cancelling a paid
 * plan is billing's (billing/BillingSection.tsx).
 */
export function PlanSection({ api, plan }: { api: FiguraClient; plan: PlanReply }) {
  const { t } = useTranslation('portal');
  return (
    <section aria-labelledby="plan-heading" className="card account-card">
      <h2 id="plan-heading" className="card-title">
        {t('account.plan.title')}
      </h2>
      <p className="plan-name">
        {t('account.plan.current', {
          label: planLabel(plan.plan, t),
          type: t(`account.plan.types.${plan.type}`),
        })}
      </p>
      {plan.team && <p>{t('account.plan.fromTeam', { team: plan.team.name })}</p>}
      <ul className="plan-usage" aria-label={t('account.plan.usage')}>
        {/* What the plan does not include at all (a cap of 0) is no usage: the pricing page says so. */}
        {ACCOUNT_LIMIT_NAMES.filter((limit) => plan.limits[limit].cap !== 0).map((limit) => (
          <li key={limit}>{limitUsageText(limit, plan.limits[limit], t)}</li>
        ))}
      </ul>
      {plan.watermarked && <p className="alert">{t('account.plan.watermarked')}</p>}
      {plan.restricted && (
        <p>
          <Link to="/pricing/" className="button primary">
            {t('account.plan.upgrade')}
          </Link>
        </p>
      )}
      {/* Asked of everyone, so out of the way until wanted (its reasons are the spec's). */}
      <details className="plan-feedback">
        <summary>{t('account.plan.feedbackTitle')}</summary>
        <ReasonForm
          id="feedback"
          legend={t('account.plan.feedbackAbout')}
          submit={t('account.plan.sendFeedback')}
          done={t('account.plan.feedbackSent')}
          send={async (reason, comment) => void (await api.sendPlanFeedback({ reason, comment }))}
        />
      </details>
    </section>
  );
}

/** A reason of §9 and an optional comment. */
function ReasonForm({
  id,
  legend,
  submit,
  done,
  send,
}: {
  id: string;
  legend: string;
  submit: string;
  done: string;
  send: (reason: CancelReason, comment: string | undefined) => Promise<void>;
}) {
  const { t } = useTranslation('portal');
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setStatus({ ok: false, text: t('account.plan.chooseReason') });
    setBusy(true);
    try {
      await send(reason, comment.trim() || undefined);
      setStatus({ ok: true, text: done });
      setComment('');
    } catch (caught) {
      setStatus({ ok: false, text: errorText(caught, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="reason-form" onSubmit={(event) => void onSubmit(event)}>
      <fieldset>
        <legend>{legend}</legend>
        {CANCEL_REASONS.map((code) => (
          <label key={code} className="radio">
            <input
              type="radio"
              name={`${id}-reason`}
              value={code}
              checked={reason === code}
              onChange={() => setReason(code)}
            />
            {t(`account.reasons.${code}`)}
          </label>
        ))}
        <Field label={t('account.plan.comment')}>
          {(control) => (
            <textarea
              {...control}
              value={comment}
              maxLength={2000}
              onChange={(event) => setComment(event.target.value)}
            />
          )}
        </Field>
      </fieldset>
      <div className="account-form-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {submit}
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}
