import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import {
  CANCEL_REASONS,
  type BillingHistory,
  type CancelReason,
  type Invoice,
} from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { Link } from 'react-router';
import { useSession } from '../session/SessionContext';
import { TableScroll } from '../design/TableScroll';

/**
 * The plan and billing part of /my-account/overview/: the plan as stored now (right after the
 * billing site's return too) and when it renews or ends, the invoices, cancelling with a reason
 * (asked, and confirmed) and taking it back until the plan ends (spec §9). Shown once anything
 * was billed.
 */
export function BillingSection() {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const headingId = useId();
  const [history, setHistory] = useState<BillingHistory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      api.getBillingHistory().then(setHistory, (caught: unknown) => setError(errorText(caught, t))),
    [api, t],
  );
  useEffect(() => void reload(), [reload]);

  const running = history?.invoices.find(
    (invoice) => invoice.status === 'paid' && new Date(invoice.periodEnd) > new Date(),
  );
  /** Runs a change of the plan, then shows the plan as stored, and `said` if anything. */
  const change = async (action: () => Promise<unknown>, said: string | null) => {
    setError(null);
    setDone(null);
    try {
      await action();
      await reload();
      setDone(said);
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };

  // Nothing billed yet (or not read yet): the plan card above says the plan and offers the
  // upgrade; a second card saying "Your plan: Starter" would only repeat it.
  const nothingBilled = history?.plan === 'T' && history.invoices.length === 0;
  if (!error && (!history || nothingBilled)) return null;
  return (
    <section aria-labelledby={headingId} className="card account-card plan-section">
      <h2 id={headingId} className="card-title">
        {t('billing.overview.title')}
      </h2>
      {error && (
        <p role="alert" className="alert error">
          {error}
        </p>
      )}
      {history && (
        <>
          <p className="plan-current">
            {t('billing.overview.plan', { plan: t(`billing.plans.${history.plan}`) })}
          </p>
          {running && !running.cancelledAt && (
            <p className="plan-renewal">
              {running.renews
                ? t('billing.overview.renews', { date: running.periodEnd })
                : t('billing.overview.paidUntil', { date: running.periodEnd })}
            </p>
          )}
          {history.plan === 'T' && (
            <Link to="/pricing/" className="button">
              {t('billing.overview.upgrade')}
            </Link>
          )}
          {history.invoices.length > 0 && <InvoiceTable invoices={history.invoices} />}
          {done && (
            <p role="status" className="alert success">
              {done}
            </p>
          )}
          {running?.cancelledAt ? (
            <div className="plan-cancelled">
              <p role="status">{t('billing.cancel.ends', { date: running.periodEnd })}</p>
              <button
                type="button"
                className="button"
                onClick={() =>
                  void change(
                    () => api.resumePlan(),
                    t('billing.cancel.resumed', { date: running.periodEnd }),
                  )
                }
              >
                {t('billing.cancel.resume')}
              </button>
            </div>
          ) : (
            running && (
              <CancelPlan
                endsAt={running.periodEnd}
                // What follows says it: "Your plan is cancelled. It stays active until …".
                onCancel={(reason) => change(() => api.cancelPlan({ reason }), null)}
              />
            )
          )}
        </>
      )}
    </section>
  );
}

/** The invoices, newest first; a cancelled one says when it ends; a paid one has its PDF. */
function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const [problem, setProblem] = useState<string | null>(null);
  const download = async (invoice: Invoice) => {
    setProblem(null);
    try {
      // The billing site's reply is an attachment: the page stays where it is.
      window.location.assign((await api.getInvoicePdfLink(invoice.id)).url);
    } catch (caught) {
      setProblem(errorText(caught, t));
    }
  };
  return (
    <>
      {problem && (
        <p role="alert" className="alert error">
          {problem}
        </p>
      )}
      <TableScroll label={t('billing.overview.invoices')}>
        <table className="table invoice-table">
          <caption>{t('billing.overview.invoices')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('billing.overview.date')}</th>
              <th scope="col">{t('billing.overview.planColumn')}</th>
              <th scope="col">{t('billing.overview.amount')}</th>
              <th scope="col">{t('billing.overview.status')}</th>
              <th scope="col">{t('billing.overview.document')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td data-label={t('billing.overview.date')}>
                  {t('billing.overview.invoiceDate', { date: invoice.createdAt })}
                </td>
                <td data-label={t('billing.overview.planColumn')}>
                  {t(`billing.plans.${invoice.plan}`)}, {t(`billing.periods.${invoice.period}`)}
                </td>
                <td data-label={t('billing.overview.amount')}>
                  {t('billing.overview.invoiceAmount', {
                    amount: invoice.amount,
                    currency: invoice.currency,
                  })}
                </td>
                <td data-label={t('billing.overview.status')}>
                  {invoice.status === 'paid' && invoice.cancelledAt
                    ? t('billing.overview.statuses.cancelled', { date: invoice.periodEnd })
                    : t(`billing.overview.statuses.${invoice.status}`)}
                </td>
                <td data-label={t('billing.overview.document')}>
                  {invoice.status === 'paid' && (
                    <button
                      type="button"
                      className="link-button"
                      aria-label={t('billing.overview.pdfOf', { date: invoice.createdAt })}
                      onClick={() => void download(invoice)}
                    >
                      {t('billing.overview.pdf')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

/**
 * Cancelling asks first: why, and what it means (the plan stays until `endsAt`, nothing more is
 * charged), with a way back.
 */
function CancelPlan({
  endsAt,
  onCancel,
}: {
  endsAt: string;
  onCancel: (reason: CancelReason) => Promise<void>;
}) {
  const { t } = useTranslation('portal');
  const reasonId = useId();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!asking)
    return (
      <button type="button" className="button" onClick={() => setAsking(true)}>
        {t('billing.cancel.start')}
      </button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissing(true);
    setBusy(true);
    await onCancel(reason);
    setBusy(false);
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="cancel-plan">
      <p>{t('billing.cancel.explain', { date: endsAt })}</p>
      <label htmlFor={reasonId}>{t('billing.cancel.reason')}</label>
      <select
        id={reasonId}
        value={reason}
        aria-invalid={missing && !reason}
        onChange={(event) => setReason(event.target.value as CancelReason)}
      >
        <option value="">{t('billing.cancel.pick')}</option>
        {CANCEL_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(`billing.cancel.reasons.${value}`)}
          </option>
        ))}
      </select>
      {missing && !reason && (
        <p role="alert" className="field-error">
          {t('billing.cancel.chooseReason')}
        </p>
      )}
      <div className="cancel-plan-actions">
        <button type="submit" className="button danger" disabled={busy}>
          {t('billing.cancel.submit')}
        </button>
        <button type="button" className="button" onClick={() => setAsking(false)}>
          {t('billing.cancel.keep')}
        </button>
      </div>
    </form>
  );
}
