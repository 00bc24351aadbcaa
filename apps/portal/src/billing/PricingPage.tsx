import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BILLING_CURRENCY,
  BILLING_PERIODS,
  PAID_PLANS,
  PERIOD_MONTHS,
  PROMOTIONS,
  activePromotion,
  isSignUpSource,
  planFeatures,
  planPrice,
  type BillingPeriod,
  type PaidPlan,
} from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { PortalHeader } from '../navigation/PortalHeader';
import { CheckoutProblemForm } from './CheckoutProblemForm';
import { PlanComparison } from './PlanComparison';

/** Shortest first, as one reads them (the year stays the one chosen at first). */
const PERIODS_BY_LENGTH = [...BILLING_PERIODS].sort((a, b) => PERIOD_MONTHS[a] - PERIOD_MONTHS[b]);

/**
 * /pricing/ (spec §2, §9): the plans per billing period with the current one marked; "Choose"
 * goes to the billing site. `?plan=S` (an upsell's Upgrade: the plan that lifts the limit) marks
 * that plan and puts the focus on its Choose. `?checkout=problem` (the billing site's way back
 * after a failed payment) shows the "Having trouble paying?" form.
 */
export function PricingPage() {
  const { api, user, tracking } = useSession();
  const { t } = useTranslation('portal');
  const [params] = useSearchParams();
  const [period, setPeriod] = useState<BillingPeriod>('year');
  const [current, setCurrent] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<PaidPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const periodsId = useId();
  const failed = params.get('checkout') === 'problem';
  const suggested = PAID_PLANS.find((plan) => plan === params.get('plan')) ?? null;
  const suggestedChoice = useRef<HTMLButtonElement>(null);
  // The promotion running now; the API signs the one running when the checkout starts.
  const promotion = PROMOTIONS.find((running) => running.name === activePromotion(new Date()));

  useEffect(() => {
    let cancelled = false;
    // The plan as stored now: a session's user may predate a payment.
    api.getBillingHistory().then(
      (history) => !cancelled && setCurrent(history.plan),
      () => !cancelled && setCurrent(user?.tp_user ?? null),
    );
    return () => {
      cancelled = true;
    };
  }, [api, user]);

  // Once the current plan is known (a current plan has no Choose), one key press from checkout.
  useEffect(() => {
    const choice = suggestedChoice.current;
    if (current === null || !choice) return;
    // As little scrolling as shows it: the page's title stays in view where it fits.
    choice.focus({ preventScroll: true });
    choice.scrollIntoView({ block: 'nearest' });
  }, [current]);

  async function choose(plan: PaidPlan) {
    setChoosing(plan);
    setError(null);
    try {
      const { url } = await api.startCheckout({
        plan,
        period,
        mode: 'subscribe',
        coupon: tracking.coupon,
        source: tracking.source && isSignUpSource(tracking.source) ? tracking.source : undefined,
      });
      window.location.assign(url);
    } catch (caught) {
      setError(errorText(caught, t));
      setChoosing(null);
    }
  }

  return (
    <>
      <PortalHeader />
      <main className="pricing">
        <h1>{t('billing.pricing.title')}</h1>
        {failed && (
          <p role="alert" className="billing-failed">
            {t('billing.pricing.failed')}
          </p>
        )}
        <fieldset className="period-toggle" aria-describedby={periodsId}>
          <legend>{t('billing.pricing.period')}</legend>
          {PERIODS_BY_LENGTH.map((value) => (
            <label key={value} className="billing-choice">
              <input
                type="radio"
                name="period"
                value={value}
                checked={period === value}
                onChange={() => setPeriod(value)}
              />
              {t(`billing.periods.${value}`)}
            </label>
          ))}
          <p id={periodsId} className="hint">
            {t('billing.pricing.periodHint')}
          </p>
        </fieldset>
        {promotion && (
          <p className="promotion-banner" role="note">
            {t('billing.pricing.promotion', {
              name: t(`billing.promotions.${promotion.name}`),
              percent: promotion.percentOff,
              // The last day it runs (it ends at the start of `end`, UTC), as a calendar day.
              end: new Date(Date.parse(promotion.end) - 1).toISOString().slice(0, 10),
            })}
          </p>
        )}
        {error && (
          <p role="alert" className="alert error">
            {error}
          </p>
        )}
        <ul className="plan-list">
          {(['T', ...PAID_PLANS] as const).map((plan) => {
            const isCurrent = current === plan;
            const isSuggested = suggested === plan && !isCurrent;
            const name = t(`billing.plans.${plan}`);
            // What a paid plan costs for the chosen period, after any running offer.
            const price = plan === 'T' ? 0 : planPrice(plan, period, promotion?.name ?? null);
            return (
              <li
                key={plan}
                className={
                  isCurrent
                    ? 'plan-card current'
                    : isSuggested
                      ? 'plan-card suggested'
                      : 'plan-card'
                }
                aria-current={isCurrent ? 'true' : undefined}
              >
                <h2>{name}</h2>
                {/* Every card has each row (badge, price, list, foot): they line up across cards. */}
                <p className="plan-badge-row">
                  {isCurrent && (
                    <span className="badge accent">{t('billing.pricing.current')}</span>
                  )}
                  {isSuggested && (
                    <span className="badge suggested">
                      {params.get('for') === 'teams'
                        ? t('billing.pricing.suggestedTeams')
                        : t('billing.pricing.suggested')}
                    </span>
                  )}
                </p>
                <p className="plan-price">
                  {plan === 'T'
                    ? t('billing.pricing.free')
                    : t(`billing.pricing.price.${period}`, {
                        amount: price,
                        currency: BILLING_CURRENCY,
                      })}
                  {plan !== 'T' && promotion ? (
                    <span className="plan-full-price">
                      {t('billing.pricing.fullPrice', {
                        amount: planPrice(plan, period),
                        currency: BILLING_CURRENCY,
                      })}
                    </span>
                  ) : null}
                  {/* "Longer periods cost less a month": each card shows by how much. */}
                  {plan !== 'T' && period !== 'month' ? (
                    <span className="plan-per-month">
                      {t('billing.pricing.perMonth', {
                        amount: Math.round(price / PERIOD_MONTHS[period]),
                        currency: BILLING_CURRENCY,
                      })}
                    </span>
                  ) : null}
                </p>
                <ul>
                  {planFeatures(plan).map(({ key, values }) => (
                    <li key={key}>{t(`billing.features.${key}`, values)}</li>
                  ))}
                </ul>
                <div className="plan-foot">
                  {plan === 'T' && !isCurrent && (
                    <p className="plan-foot-note">{t('billing.pricing.freeNote')}</p>
                  )}
                  {plan !== 'T' && !isCurrent && (
                    <button
                      ref={isSuggested ? suggestedChoice : undefined}
                      type="button"
                      className="button primary"
                      disabled={choosing !== null}
                      aria-label={t('billing.pricing.chooseLabel', { plan: name })}
                      onClick={() => void choose(plan)}
                    >
                      {t('billing.pricing.choose')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <PlanComparison current={current} />
        {failed && <CheckoutProblemForm />}
      </main>
    </>
  );
}
