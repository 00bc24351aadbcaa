// The upsell prompts (spec §6): their names, the one each limit answers with, and the plan each
// one's Upgrade leads to. Plain data and rules, zod-free, like the plans they read.
import {
  limitFor,
  marksDownloads,
  mayStartTeam,
  PAID_PLANS,
  STORAGE_QUOTA_BYTES,
  type PaidPlan,
  type PlanCode,
  type PlanLimit,
} from './plans';

/**
 * The names of the upsell prompts the portal shows where a limit is hit (each has its title and
 * text under `upsell.<name>` in the `common` namespace).
 */
export const UPSELL_PROMPTS = [
  'creations',
  'illustrations',
  'uploads',
  'slides',
  'downloads',
  'textToImage',
  'aiGeneration',
  'backgroundRemoval',
  'trial',
  'watermark',
  'teams',
] as const;
export type UpsellPrompt = (typeof UPSELL_PROMPTS)[number];

/** The prompt a capped limit answers with once its cap is used up. */
export const LIMIT_UPSELL: Record<PlanLimit, UpsellPrompt> = {
  creations: 'creations',
  highResDownloads: 'downloads',
  imageGenerations: 'aiGeneration',
  backgroundRemovals: 'backgroundRemoval',
  slidesPerCreation: 'slides',
  illustrationsPerCreation: 'illustrations',
};

/**
 * The prompt for `limit` at `cap`: a cap of 0 means the plan has not the feature at all, which
 * is said as that feature's own prompt (text to image: generating pictures is a paid feature);
 * else the limit's prompt (generated images: this month's are used up).
 */
export function upsellFor(limit: PlanLimit, cap: number | null): UpsellPrompt {
  return cap === 0 && limit === 'imageGenerations' ? 'textToImage' : LIMIT_UPSELL[limit];
}

/** The limit each capped prompt is about (the others: storage, the mark, the trial, teams). */
const UPSELL_LIMITS = Object.fromEntries([
  ...Object.entries(LIMIT_UPSELL).map(([limit, upsell]) => [upsell, limit]),
  ['textToImage', 'imageGenerations'],
]) as Partial<Record<UpsellPrompt, PlanLimit>>;

/**
 * The plan an upsell's Upgrade leads to: the smallest paid plan above `plan` that lifts what the
 * prompt is about (a higher cap or none, more room for uploads, no mark, a team); null where no
 * plan does (the team plan, a journal's, an administrator's).
 */
export function upgradeFor(plan: PlanCode, upsell: UpsellPrompt): PaidPlan | null {
  if (plan !== 'T' && !(PAID_PLANS as readonly string[]).includes(plan)) return null;
  const above = PAID_PLANS.slice(plan === 'T' ? 0 : PAID_PLANS.indexOf(plan as PaidPlan) + 1);
  const limit = UPSELL_LIMITS[upsell];
  const capOf = (code: PlanCode, capped: PlanLimit) =>
    limitFor({ plan: code, journal: null }, capped);
  const lifts = (next: PaidPlan): boolean => {
    if (limit) {
      const now = capOf(plan, limit);
      const then = capOf(next, limit);
      return now !== null && (then === null || then > now);
    }
    if (upsell === 'uploads') return STORAGE_QUOTA_BYTES[next] > STORAGE_QUOTA_BYTES[plan];
    if (upsell === 'watermark') return !marksDownloads({ plan: next, journal: null });
    if (upsell === 'teams') return mayStartTeam(next);
    return true; // the trial: any paid plan
  };
  return above.find(lifts) ?? null;
}

/**
 * `base` (the host's plans page) naming the plan an upgrade leads to (`?plan=S`), if one does;
 * `&for=teams` when what it adds is a team, not a higher limit (the page says which).
 */
export function upgradeHref(base: string, plan: PlanCode, upsell: UpsellPrompt): string {
  const next = upgradeFor(plan, upsell);
  if (!next) return base;
  return `${base}${base.includes('?') ? '&' : '?'}plan=${next}${upsell === 'teams' ? '&for=teams' : ''}`;
}
