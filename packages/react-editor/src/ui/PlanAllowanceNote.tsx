import type { PlanAllowance } from '@figura/sdk-core/editor';
import type { PlanCode, UpsellPrompt } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import { UpsellNote } from './UpsellNote';

/**
 * What the plan allows of a limit, said before the work: the usage while some is left, the upsell
 * in the plan's words once it is used up, with the way to the host's plans page. Nothing for an
 * unlimited plan or before the plan was read. In someone else's creation (`plan` null: its
 * owner's plan sets the cap) it says so at the cap, with no upgrade link: the owner's plan would
 * have to change.
 */
export function PlanAllowanceNote({
  allowance,
  upsell,
  usage,
  hintClassName,
}: {
  allowance: (Omit<PlanAllowance, 'plan'> & { plan: PlanCode | null }) | null;
  upsell: UpsellPrompt;
  /** The usage line ("2 of 3 … used this month"). */
  usage: (counts: { used: number; cap: number }) => string;
  hintClassName: string;
}) {
  const { t } = useTranslation('editor');
  if (!allowance || allowance.cap === null) return null;
  const counts = { used: allowance.used, cap: allowance.cap };
  if (counts.used < counts.cap) return <p className={hintClassName}>{usage(counts)}</p>;
  if (allowance.plan === null)
    return (
      <p className="figura-upsell-note" role="note">
        {t('upsell.ownersCap', { usage: usage(counts) })}
      </p>
    );
  return <UpsellNote upsell={upsell} plan={allowance.plan} counts={counts} />;
}
