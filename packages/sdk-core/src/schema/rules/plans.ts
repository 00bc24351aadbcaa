/**
 * Plans and their limits (spec §3, §6, §9), in one place: the API enforces them, the portal
 * shows them, and both read them from here. docs/plans-and-limits.md says what each one means.
 */

/** Plan codes (users.tp_user). */
export const PLAN_CODES = ['T', 'S', 'R', 'L', 'J', 'A'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** The plans sold through checkout (plan codes of users.tp_user), from the smallest. */
export const PAID_PLANS = ['S', 'R', 'L'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export const PLAN_TYPES = ['INDIVIDUAL', 'TEAMS'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Only the lab researcher's plan (L, "Teams and Institutions") is a team plan. */
export function planType(plan: PlanCode): PlanType {
  return plan === 'L' ? 'TEAMS' : 'INDIVIDUAL';
}

/**
 * Seats (members and pending invitations) of a team the team plan starts; an administrator
 * raises a team's seats (PUT /teams/update-team-limit/{id}).
 */
export const TEAM_PLAN_SEATS = 5;

/**
 * Team workspaces are sold with the team plan: only its holders start a team (administrators
 * make teams for others). Anyone may be invited into one.
 */
export function mayStartTeam(plan: PlanCode): boolean {
  return planType(plan) === 'TEAMS' || plan === 'A';
}

/** The i18next key (namespace `common`) of a plan's label: T "Starter", L "Teams and Institutions"... */
export function planLabelKey(plan: PlanCode): `plans.labels.${PlanCode}` {
  return `plans.labels.${plan}`;
}

export function isPlanCode(value: unknown): value is PlanCode {
  return typeof value === 'string' && (PLAN_CODES as readonly string[]).includes(value);
}

/** The plan of administrators (the admin areas: content library, identity providers). */
export const ADMIN_PLAN_CODE = 'A';

/** Whether the portal shows the admin areas (the API checks again on every call). */
export function isAdminUser(user: { tp_user: string } | null): boolean {
  return user?.tp_user === ADMIN_PLAN_CODE;
}

/**
 * The capped limits. `creations`: creations a user keeps (not in the trash) — the spec's first
 * map. `highResDownloads`: high-resolution (print) downloads per calendar month (UTC) — its
 * second map. `imageGenerations`: pictures asked of the image-generation service per calendar
 * month; `backgroundRemovals`: backdrops removed in the editor per calendar month;
 * `slidesPerCreation`: live slides in one creation, under its owner's plan;
 * `illustrationsPerCreation`: library illustrations on its live slides, groups included. A plan
 * missing from a map is unlimited.
 */
export const PLAN_LIMITS = {
  creations: { T: 4, S: 10 },
  highResDownloads: { S: 2 },
  // Ours (the spec names no number): pictures from the image-generation service per month. A
  // paid feature (each picture costs us the provider's price): not in the Trial (0).
  imageGenerations: { T: 0, S: 10, R: 100, L: 300 },
  // Ours too: pictures whose backdrop the editor removed, per month.
  backgroundRemovals: { T: 5, S: 20 },
  // Ours too: slides in one creation (a poster or a talk needs more than a trial gives).
  slidesPerCreation: { T: 5, S: 15 },
  // Ours too: library illustrations in one creation (a graphical abstract holds about ten).
  illustrationsPerCreation: { T: 20, S: 60 },
} as const satisfies Record<string, Partial<Record<PlanCode, number>>>;
export type PlanLimit = keyof typeof PLAN_LIMITS;

const MB = 1_000_000;
/**
 * Uploaded images an account keeps, in bytes, by plan (docs/security.md: upload quotas). What
 * counts is every file the account uploaded that is still stored; uploads no creation names are
 * collected UNUSED_UPLOAD_DAYS after they were uploaded.
 */
export const STORAGE_QUOTA_BYTES = {
  T: 100 * MB,
  S: 250 * MB,
  R: 2_000 * MB,
  L: 10_000 * MB,
  J: 250 * MB,
  A: 10_000 * MB,
} as const satisfies Record<PlanCode, number>;
/** Uploads one account may make in a minute. */
export const UPLOADS_PER_MINUTE = 30;
export const PLAN_LIMIT_NAMES = Object.keys(PLAN_LIMITS) as PlanLimit[];
/** The limits counted in one creation (under the plan of the creation's owner). */
export const CREATION_LIMIT_NAMES = [
  'slidesPerCreation',
  'illustrationsPerCreation',
] as const satisfies readonly PlanLimit[];
export type CreationLimit = (typeof CREATION_LIMIT_NAMES)[number];
/** The limits counted over the account: what it keeps (creations) or uses in a month. */
export type AccountLimit = Exclude<PlanLimit, CreationLimit>;
export const ACCOUNT_LIMIT_NAMES = PLAN_LIMIT_NAMES.filter(
  (limit): limit is AccountLimit => !(CREATION_LIMIT_NAMES as readonly string[]).includes(limit),
);
/** The limits counted per calendar month. */
export type MonthlyLimit = Exclude<AccountLimit, 'creations'>;

/** A limit in the API's English messages: "Your plan (Starter) allows 4 creations". */
export const PLAN_LIMIT_WORDS: Record<PlanLimit, string> = {
  creations: 'creations',
  highResDownloads: 'high-resolution downloads a month',
  imageGenerations: 'generated images a month',
  backgroundRemovals: 'background removals a month',
  slidesPerCreation: 'slides in a creation',
  illustrationsPerCreation: 'illustrations in a creation',
};

/**
 * A high-resolution (print) download, judged by what is delivered, never by a DPI tag or a scale
 * that can be typed just under a line: a picture of more pixels than a large screen shows
 * (1920 × 1200 is 2.3 million), or a vector file (PDF, print PDF, EPS, PowerPoint, SVG), which
 * prints sharp at any size.
 */
export const HIGH_RES_MIN_PIXELS = 2_400_000;
export const VECTOR_DOWNLOAD_FORMATS = ['pdf', 'pdfx', 'eps', 'pptx', 'svg'] as const;

/** What a download delivers: its format, and for a picture its size in pixels (each file's). */
export interface DeliveredDownload {
  format: string;
  width: number;
  height: number;
}

/** Whether a download is a high-resolution one (the second map counts these). */
export function isHighResolution(download: DeliveredDownload): boolean {
  return (
    (VECTOR_DOWNLOAD_FORMATS as readonly string[]).includes(download.format) ||
    download.width * download.height > HIGH_RES_MIN_PIXELS
  );
}

/**
 * Formats a mark cannot hold in: an editable vector file, where it is a node anyone deletes. A
 * watermarked plan does not download them (pictures and PDF carry the mark drawn in).
 */
export const UNMARKABLE_FORMATS = ['svg', 'pptx'] as const;

/** Whether a user whose exports are watermarked (or not) may download `format`. */
export function mayDownloadFormat(format: string, watermarked: boolean): boolean {
  return !watermarked || !(UNMARKABLE_FORMATS as readonly string[]).includes(format);
}

/** One line of what a plan gives: a key under the pricing page's `billing.features`, its values. */
export interface PlanFeature {
  key:
    | 'creations'
    | 'creationsUnlimited'
    | 'downloads'
    | 'downloadsUnlimited'
    | 'downloadsUnlimitedMarked'
    | 'watermark'
    | 'noWatermark'
    | 'storage'
    | 'generations'
    | 'generationsNone'
    | 'generationsUnlimited'
    | 'backgroundRemovals'
    | 'backgroundRemovalsUnlimited'
    | 'slides'
    | 'slidesUnlimited'
    | 'illustrations'
    | 'illustrationsUnlimited'
    | 'teams';
  values?: Record<string, number>;
}

/**
 * What a plan gives, read off the limits above (so the pricing page says what the API enforces):
 * its caps, whether its files carry the mark (and so leave out SVG), its uploads' room, teams.
 */
export function planFeatures(plan: PlanCode): PlanFeature[] {
  const holder = { plan, journal: null };
  const creations = limitFor(holder, 'creations');
  const downloads = limitFor(holder, 'highResDownloads');
  const generations = limitFor(holder, 'imageGenerations');
  const removals = limitFor(holder, 'backgroundRemovals');
  const slides = limitFor(holder, 'slidesPerCreation');
  const illustrations = limitFor(holder, 'illustrationsPerCreation');
  return [
    creations === null
      ? { key: 'creationsUnlimited' }
      : { key: 'creations', values: { count: creations } },
    downloads === null
      ? { key: marksDownloads(holder) ? 'downloadsUnlimitedMarked' : 'downloadsUnlimited' }
      : { key: 'downloads', values: { count: downloads } },
    slides === null ? { key: 'slidesUnlimited' } : { key: 'slides', values: { count: slides } },
    illustrations === null
      ? { key: 'illustrationsUnlimited' }
      : { key: 'illustrations', values: { count: illustrations } },
    marksDownloads(holder) ? { key: 'watermark' } : { key: 'noWatermark' },
    { key: 'storage', values: { mb: STORAGE_QUOTA_BYTES[plan] / MB } },
    generations === null
      ? { key: 'generationsUnlimited' }
      : generations === 0
        ? { key: 'generationsNone' }
        : { key: 'generations', values: { count: generations } },
    removals === null
      ? { key: 'backgroundRemovalsUnlimited' }
      : { key: 'backgroundRemovals', values: { count: removals } },
    ...(mayStartTeam(plan) ? [{ key: 'teams' as const, values: { seats: TEAM_PLAN_SEATS } }] : []),
  ];
}

/**
 * The two special journals: their authors' work goes to a partner journal, so their caps are
 * lifted whatever the plan (a Trial or Student user of theirs keeps no counts).
 */
export const SPECIAL_JOURNALS = ['urology', 'plastic-reconstructive-surgery'] as const;
export type SpecialJournal = (typeof SPECIAL_JOURNALS)[number];
/** The special journals' names, as a member's profile shows them. */
export const SPECIAL_JOURNAL_NAMES: Record<SpecialJournal, string> = {
  urology: 'Urology',
  'plastic-reconstructive-surgery': 'Plastic and Reconstructive Surgery',
};

export function isSpecialJournal(journal: string | null | undefined): boolean {
  return typeof journal === 'string' && (SPECIAL_JOURNALS as readonly string[]).includes(journal);
}

/** What the rules read of a user. */
export interface PlanHolder {
  plan: PlanCode;
  /** The journal the user is a member of: granted by an administrator or the journal, never typed. */
  journal: string | null;
}

/**
 * Restricted users (Trial and Student without a journal): upsell prompts in the portal and a
 * watermark on their exports.
 */
export function isRestricted(user: PlanHolder): boolean {
  return (user.plan === 'T' || user.plan === 'S') && !user.journal;
}

/** The user's cap on `limit`, or null when unlimited (their plan has none, or a special journal). */
export function limitFor(user: PlanHolder, limit: PlanLimit): number | null {
  if (isSpecialJournal(user.journal)) return null;
  const caps: Partial<Record<PlanCode, number>> = PLAN_LIMITS[limit];
  return caps[user.plan] ?? null;
}

/** The user may add one more of `limit` when they have `used` already. */
export function withinLimit(user: PlanHolder, limit: PlanLimit, used: number): boolean {
  const cap = limitFor(user, limit);
  return cap === null || used < cap;
}

/**
 * The trial rule: Trial users who began after this instant (UTC), outside CN and JP, with no
 * invoice, are "new trial" users. Their exports carry the watermark even with a journal, and the
 * portal shows them the trial prompt. Behind `trialRuleEnabled` (off by default).
 */
export const TRIAL_RULE_START = new Date('2024-04-02T01:00:00Z');
export const TRIAL_RULE_EXCLUDED_COUNTRIES = ['CN', 'JP'] as const;

export interface TrialRuleFacts extends PlanHolder {
  /** When the plan began (users.dt_begin), if known. */
  began: Date | null;
  countryCode: string | null;
  hasInvoice: boolean;
}

export function fallsUnderTrialRule(user: TrialRuleFacts, trialRuleEnabled: boolean): boolean {
  if (!trialRuleEnabled || user.plan !== 'T' || user.hasInvoice || !user.began) return false;
  const country = user.countryCode?.toUpperCase() ?? '';
  if ((TRIAL_RULE_EXCLUDED_COUNTRIES as readonly string[]).includes(country)) return false;
  return user.began.getTime() > TRIAL_RULE_START.getTime();
}

/**
 * Whether a plan's downloads carry the mark: the free Trial's, without a journal. The Student
 * plan is paid for: its files are clean, and what it caps instead is print downloads a month
 * (the spec's second map), so it never reads as less than the free plan.
 */
export function marksDownloads(user: PlanHolder): boolean {
  return user.plan === 'T' && !user.journal;
}

/** Exports are watermarked on the Trial and under the trial rule; never for journal embeds. */
export function isWatermarked(
  user: TrialRuleFacts & { embed: boolean },
  trialRuleEnabled: boolean,
): boolean {
  if (user.embed) return false;
  return marksDownloads(user) || fallsUnderTrialRule(user, trialRuleEnabled);
}

/** Promotion windows (§9), each from its start (inclusive) to its end (exclusive), UTC. */
export const PROMOTIONS = [
  // Spec §9's windows.
  {
    name: 'preBlackNovember',
    start: '2023-10-28T00:00:00Z',
    end: '2023-11-01T00:00:00Z',
    percentOff: 20,
  },
  {
    name: 'blackNovember',
    start: '2023-11-01T00:00:00Z',
    end: '2023-12-04T00:00:00Z',
    percentOff: 30,
  },
  {
    name: 'winter2024',
    start: '2024-01-22T00:00:00Z',
    end: '2024-03-01T00:00:00Z',
    percentOff: 20,
  },
  // Ours, as the data they are: a window is a start, an end and the share off every paid plan.
  {
    name: 'blackNovember2026',
    start: '2026-11-01T00:00:00Z',
    end: '2026-12-04T00:00:00Z',
    percentOff: 30,
  },
  {
    name: 'winter2027',
    start: '2027-01-25T00:00:00Z',
    end: '2027-03-01T00:00:00Z',
    percentOff: 20,
  },
] as const;
export type PromotionName = (typeof PROMOTIONS)[number]['name'];

/** The share off (percent) of a promotion. */
export function promotionPercentOff(name: PromotionName): number {
  return PROMOTIONS.find((promotion) => promotion.name === name)?.percentOff ?? 0;
}

/** Whether `value` names a promotion (a signed checkout link carries one). */
export function isPromotionName(value: unknown): value is PromotionName {
  return PROMOTIONS.some((promotion) => promotion.name === value);
}

/** The promotion running at `date`, if any. */
export function activePromotion(date: Date): PromotionName | null {
  const time = date.getTime();
  const running = PROMOTIONS.find(
    (promotion) => time >= Date.parse(promotion.start) && time < Date.parse(promotion.end),
  );
  return running?.name ?? null;
}

/** Why a user cancels their plan (§9). */
export const CANCEL_REASONS = [
  'payment_issue',
  'not_ready',
  'wrong_plan',
  'too_expensive',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The individual and team plans from least to most: what a code may raise a user along. */
const PLAN_ORDER: readonly PlanCode[] = ['T', 'S', 'R', 'L'];

/**
 * Whether redeeming a code granting `granted` raises a user on `current`: a code never lowers
 * a plan, and journals (J) and administrators (A) keep theirs.
 */
export function codeRaisesPlan(current: PlanCode, granted: PlanCode): boolean {
  const from = PLAN_ORDER.indexOf(current);
  return from >= 0 && PLAN_ORDER.indexOf(granted) > from;
}

/** Code/credit items (§3, §4): available, then redeemed once or invalidated. */
export const CODE_STATUSES = ['available', 'redeemed', 'invalidated'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
