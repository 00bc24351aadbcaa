import type { PlanCode, PlanLimit } from '../schema/rules/plans';
import type { UpsellPrompt } from '../schema/rules/upsells';
import type { Translate } from './create-i18n';

/** A plan's label in the user's language (T "Starter", L "Teams and Institutions"...). */
export function planLabel(plan: PlanCode, t: Translate): string {
  return t(`common:plans.labels.${plan}`);
}

/** "4 of 4 creations": usage against a cap, or "12 creations (unlimited)". */
export function limitUsageText(
  limit: PlanLimit,
  usage: { used: number; cap: number | null },
  t: Translate,
): string {
  // The noun agrees with the cap where there is one: "1 of 4 creations", not "1 of 4 creation".
  const what = t(`common:plans.limits.${limit}`, { count: usage.cap ?? usage.used });
  return usage.cap === null
    ? t('common:plans.unlimitedUsage', { used: usage.used, what })
    : t('common:plans.usage', { used: usage.used, cap: usage.cap, what });
}

/** An upsell prompt's title and text, with the user's plan and cap where it names them. */
export function upsellText(
  prompt: UpsellPrompt,
  context: { plan: PlanCode; cap?: number; used?: number },
  t: Translate,
): { title: string; text: string } {
  const values = { ...context, planLabel: planLabel(context.plan, t) };
  return {
    title: t(`common:upsell.${prompt}.title`, values),
    text: t(`common:upsell.${prompt}.text`, values),
  };
}

/** The mark restricted plans' exports carry: "Made with Figura — Starter". */
export function watermarkText(plan: PlanCode, t: Translate): string {
  return t('common:plans.watermark', { label: planLabel(plan, t) });
}
