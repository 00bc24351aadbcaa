import { useEffect, useId, useState, type FormEvent } from 'react';
import { CANCEL_REASONS, type BillingHistory, type CancelReason } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/i18n';
import { useTranslation } from '@figura/react-editor/i18n';
import { Link } from 'react-router';
import { useSession } from '../session/SessionContext';

/**
 * The plan and billing part of /my-account/overview/: the plan as stored now (right after the
 * billing site's return too), the invoices, and cancelling with a reason (spec §9).
 */
export function PlanSection() {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const headingId = useId();
  const reasonId = useId();
  const [history, setHistory] = useState<BillingHistory | null>(null);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [endsAt, setEndsAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.getBillingHistory().then(
      (loaded) => !cancelled && setHistory(loaded),
      (caught: unknown) => !cancelled && setError(errorText(caught, t)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, t]);

  async function cancel(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(t('billing.cancel.chooseReason'));
    setError(null);
    try {
      setEndsAt((await api.cancelPlan({ reason })).endsAt);
    } catch (caught) {
      setError(errorText(caught, t));
    }
  }

  const running = history?.invoices.find(
    (invoice) => invoice.status === 'paid' && new Date(invoice.periodEnd) > new Date(),
  );
  return (
    <section aria-labelledby={headingId} className="plan-section">
      <h2 id={headingId}>{t('billing.overview.title')}</h2>
      {error && <p role="alert">{error}</p>}
      {history && (
        <>
          <p className="plan-current">
            {t('billing.overview.plan', { plan: t(`billing.plans.${history.plan}`) })}
          </p>
          {history.plan === 'T' && <Link to="/pricing/">{t('billing.overview.upgrade')}</Link>}
          {history.invoices.length > 0 && (
            <table className="invoice-table">
              <caption>{t('billing.overview.invoices')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('billing.overview.date')}</th>
                  <th scope="col">{t('billing.overview.planColumn')}</th>
                  <th scope="col">{t('billing.overview.amount')}</th>
                  <th scope="col">{t('billing.overview.status')}</th>
                </tr>
              </thead>
              <tbody>
                {history.invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>{t('billing.overview.invoiceDate', { date: invoice.createdAt })}</td>
                    <td>
                      {t(`billing.plans.${invoice.plan}`)}, {t(`billing.periods.${invoice.period}`)}
                    </td>
                    <td>
                      {t('billing.overview.invoiceAmount', {
                        amount: invoice.amount,
                        currency: invoice.currency,
                      })}
                    </td>
                    <td>{t(`billing.overview.statuses.${invoice.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {running && (endsAt || running.cancelledAt) ? (
            <p role="status">{t('billing.cancel.ends', { date: endsAt ?? running.periodEnd })}</p>
          ) : (
            running && (
              <form onSubmit={cancel} className="cancel-plan">
                <label htmlFor={reasonId}>{t('billing.cancel.reason')}</label>
                <select
                  id={reasonId}
                  value={reason}
                  onChange={(event) => setReason(event.target.value as CancelReason)}
                >
                  <option value="">{t('billing.cancel.pick')}</option>
                  {CANCEL_REASONS.map((value) => (
                    <option key={value} value={value}>
                      {t(`billing.cancel.reasons.${value}`)}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button">
                  {t('billing.cancel.submit')}
                </button>
              </form>
            )
          )}
        </>
      )}
    </section>
  );
}
