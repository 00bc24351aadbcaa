import { Link } from 'react-router';
import { planLabel, upsellText } from '@figura/sdk-core/i18n';
import type { PlanReply } from '@figura/sdk-core/schema';
import { upgradeHref } from '@figura/sdk-core/model';
import { useTranslation } from '@figura/react-editor/i18n';

/** From this share of a cap on, the person is told before they reach it. */
export const EARLY_NOTICE_SHARE = 0.75;

/**
 * How many creations the plan keeps and how many are used, quietly; from three quarters of the
 * cap a note with the way to more, before a new creation is refused. Under the trial rule, the trial's
 * note (its exports carry the mark whatever the journal).
 */
export function PlanUsageNotice({ plan }: { plan: PlanReply | undefined }) {
  const { t } = useTranslation('portal');
  const creations = plan?.limits.creations;
  if (plan?.trialRule)
    return (
      <p className="plan-usage-notice" role="note">
        {upsellText('trial', { plan: plan.plan }, t).text}{' '}
        <Link to={upgradeHref('/pricing/', plan.plan, 'trial')}>{t('planUsage.seePlans')}</Link>
      </p>
    );
  if (!plan || !creations || creations.cap === null) return null;
  const values = { used: creations.used, cap: creations.cap, plan: planLabel(plan.plan, t) };
  // The cap is known from the first creation on (a newcomer met it only at three of four).
  if (creations.used < Math.ceil(creations.cap * EARLY_NOTICE_SHARE))
    return (
      <p className="plan-usage-count" role="note">
        {t('planUsage.creationsCount', values)}
      </p>
    );
  return (
    <p className="plan-usage-notice" role="note">
      {creations.used >= creations.cap
        ? t('planUsage.creationsFull', values)
        : t('planUsage.creationsNearly', values)}{' '}
      <Link to={upgradeHref('/pricing/', plan.plan, 'creations')}>{t('planUsage.seePlans')}</Link>
    </p>
  );
}
