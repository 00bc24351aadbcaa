import { useId, useState, type FormEvent } from 'react';
import { CHECKOUT_PROBLEM_REASONS, type CheckoutProblemReason } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';

/** "Having trouble paying?": the checkout-problem reasons of spec §9, sent to the API. */
export function CheckoutProblemForm() {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const headingId = useId();
  const commentId = useId();
  const [reason, setReason] = useState<CheckoutProblemReason | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(t('billing.problem.chooseReason'));
    setState('sending');
    setError(null);
    try {
      await api.sendCheckoutProblem({ reason, ...(comment.trim() && { comment: comment.trim() }) });
      setState('sent');
    } catch (caught) {
      setError(errorText(caught, t));
      setState('editing');
    }
  }

  return (
    <section className="billing-problem" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('billing.problem.title')}</h2>
      {state === 'sent' ? (
        <p role="status">{t('billing.problem.thanks')}</p>
      ) : (
        <form onSubmit={send}>
          <fieldset>
            <legend>{t('billing.problem.question')}</legend>
            {CHECKOUT_PROBLEM_REASONS.map((value) => (
              <label key={value} className="billing-choice">
                <input
                  type="radio"
                  name="checkout-problem"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`billing.problem.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={commentId}>{t('billing.problem.comment')}</label>
          <textarea
            id={commentId}
            value={comment}
            maxLength={2000}
            onChange={(event) => setComment(event.target.value)}
          />
          {error && <p role="alert">{error}</p>}
          <button type="submit" className="button primary" disabled={state === 'sending'}>
            {t('billing.problem.send')}
          </button>
        </form>
      )}
    </section>
  );
}
