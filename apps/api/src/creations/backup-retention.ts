// The retention policy that thins a slide's saved versions (docs/trash-and-versions.md). Every
// save writes a backup; kept for ever they would grow without bound. Older versions are thinned
// to one per hour, day, then week, always the newest of each period, so a period that had a
// version keeps one. Periods are fixed slices of time (UTC hours, days, and 7-day weeks from the
// epoch), each inside the next, so thinning now and again later keeps what thinning once later
// would: the policy can run at any interval, on any node, any number of times.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

export interface RetentionTier {
  /** Versions younger than this (ms before now) fall in this tier. */
  youngerThanMs: number;
  /** One version kept per period of this length; null: every version kept. */
  keepOnePerMs: number | null;
}

/** Every version from the last 24 hours, one per hour for 7 days, one per day for 90 days, one per week after. */
export const BACKUP_RETENTION: readonly RetentionTier[] = [
  { youngerThanMs: DAY_MS, keepOnePerMs: null },
  { youngerThanMs: 7 * DAY_MS, keepOnePerMs: HOUR_MS },
  { youngerThanMs: 90 * DAY_MS, keepOnePerMs: DAY_MS },
  { youngerThanMs: Number.POSITIVE_INFINITY, keepOnePerMs: WEEK_MS },
];

/** Versions younger than this are never thinned (the policy's first tier). */
export const KEEP_ALL_YOUNGER_THAN_MS = DAY_MS;

export interface BackupStamp {
  id: string;
  revision: number;
  createdAt: Date;
}

/**
 * The ids of one slide's versions that the policy drops at `now`: in each period of each tier,
 * every version but the newest (highest revision). The newest version of the slide is always
 * kept, whatever its age.
 */
export function backupsToDrop(
  backups: readonly BackupStamp[],
  now: Date,
  tiers: readonly RetentionTier[] = BACKUP_RETENTION,
): string[] {
  const newestFirst = [...backups].sort(
    (a, b) => b.revision - a.revision || b.createdAt.getTime() - a.createdAt.getTime(),
  );
  const seenPeriods = new Set<string>();
  const drop: string[] = [];
  newestFirst.forEach((backup, index) => {
    const age = now.getTime() - backup.createdAt.getTime();
    const tier = tiers.find((each) => age < each.youngerThanMs);
    if (!tier || tier.keepOnePerMs === null) return;
    const period = `${tier.keepOnePerMs}:${Math.floor(backup.createdAt.getTime() / tier.keepOnePerMs)}`;
    // The slide's newest version (index 0) is kept, and counts as its period's one.
    if (index > 0 && seenPeriods.has(period)) drop.push(backup.id);
    else seenPeriods.add(period);
  });
  return drop;
}
