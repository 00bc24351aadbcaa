import { upsellText } from '@figura/sdk-core/i18n';
import type { PlanCode, UpsellPrompt } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import { useUpgradeHref } from './upgrade-link';

/**
 * An upsell prompt said where the work is, before it fails: its title and text in the plan's
 * words, with the way to the host's plans page where the host gave one (naming the plan that
 * lifts it).
 */
export function UpsellNote({
  upsell,
  plan,
  counts,
  className = 'figura-upsell-note',
}: {
  upsell: UpsellPrompt;
  plan: PlanCode;
  /** What is used of the cap, for the prompts that say it. */
  counts?: { used: number; cap: number };
  className?: string;
}) {
  const { t } = useTranslation('editor');
  const upgradeUrl = useUpgradeHref(upsell, plan);
  const words = upsellText(upsell, { plan, ...counts }, t);
  return (
    <p className={className} role="note">
      <strong>{words.title}</strong> {words.text}
      {upgradeUrl ? (
        <>
          {' '}
          <a href={upgradeUrl}>{t('upsell.upgrade')}</a>
        </>
      ) : null}
    </p>
  );
}
