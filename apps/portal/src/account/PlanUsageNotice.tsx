import { Link } from 'react-router';
import { planLabel, upsellText } from '@figura/sdk-core/i18n';
import type { PlanReply } from '@figura/sdk-core/schema';
import { upgradeHref } from '@figura/sdk-core/model';
import { useTranslation } from '@figura/react-editor/i18n';

/** From this share of a cap on, the person is told before they reach it. */
export const EARLY_NOTICE_SHARE = 0.75;

/**
 * A quiet note from three quarters of the creations cap: how many the plan keeps, how many are
 * used, and the way to more, before a new creation is refused. Under the trial rule, the trial's
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
  if (creations.used < Math.ceil(creations.cap * EARLY_NOTICE_SHARE)) return null;
  const values = { used: creations.used, cap: creations.cap, plan: planLabel(plan.plan, t) };
  return (
    <p className="plan-usage-notice" role="note">
      {creations.used >= creations.cap
        ? t('planUsage.creationsFull', values)
        : t('planUsage.creationsNearly', values)}{' '}
      <Link to={upgradeHref('/pricing/', plan.plan, 'creations')}>{t('planUsage.seePlans')}</Link>
    </p>
  );
}
