import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKUP_RETENTION, backupsToDrop, type BackupStamp } from './backup-retention.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 20, 15, 30);

/** Saves of one slide: revisions in order of time, over the last `spanMs`. */
function saves(ages: number[]): BackupStamp[] {
  return [...ages]
    .sort((a, b) => b - a)
    .map((age, index) => ({
      id: `v${index + 1}`,
      revision: index + 1,
      createdAt: new Date(NOW - age),
    }));
}

const agesArbitrary = fc.array(fc.integer({ min: 0, max: 400 * DAY }), {
  minLength: 1,
  maxLength: 120,
});

function kept(backups: BackupStamp[], now: number) {
  const drop = new Set(backupsToDrop(backups, new Date(now)));
  return backups.filter((backup) => !drop.has(backup.id));
}

function periodOf(backup: BackupStamp, now: number): string | null {
  const age = now - backup.createdAt.getTime();
  const tier = BACKUP_RETENTION.find((each) => age < each.youngerThanMs)!;
  return tier.keepOnePerMs === null
    ? null
    : `${tier.keepOnePerMs}:${Math.floor(backup.createdAt.getTime() / tier.keepOnePerMs)}`;
}

describe('backup retention', () => {
  it('keeps every version of the last 24 hours and the newest one whatever its age', () => {
    fc.assert(
      fc.property(agesArbitrary, (ages) => {
        const backups = saves(ages);
        const left = kept(backups, NOW);
        for (const backup of backups)
          if (NOW - backup.createdAt.getTime() < DAY) expect(left).toContain(backup);
        expect(left).toContain(backups.at(-1));
      }),
    );
  });

  it('keeps at most one version per hour (1-7 days), day (7-90 days) and week (after), the newest of each', () => {
    fc.assert(
      fc.property(agesArbitrary, (ages) => {
        const backups = saves(ages);
        const left = kept(backups, NOW);
        const periods = new Map<string, BackupStamp[]>();
        for (const backup of backups) {
          const period = periodOf(backup, NOW);
          if (period) periods.set(period, [...(periods.get(period) ?? []), backup]);
        }
        for (const members of periods.values()) {
          const survivors = members.filter((backup) => left.includes(backup));
          const newestOfPeriod = members.reduce((a, b) => (b.revision > a.revision ? b : a));
          // Exactly one: its newest.
          expect(survivors).toHaveLength(1);
          expect(left).toContain(newestOfPeriod);
        }
      }),
    );
  });

  it('thinning now and again later keeps what thinning once later would', () => {
    fc.assert(
      fc.property(agesArbitrary, fc.integer({ min: 0, max: 200 * DAY }), (ages, later) => {
        const backups = saves(ages);
        const twice = kept(kept(backups, NOW), NOW + later);
        expect(twice).toEqual(kept(backups, NOW + later));
      }),
    );
  });

  it('thins a day of saves every minute, three days old, to one per hour', () => {
    const minutes = Array.from({ length: 24 * 60 }, (_, minute) => 3 * DAY - minute * 60_000);
    const left = kept(saves(minutes), NOW);
    // 24 or 25 hour slices (the day need not start on the hour), plus nothing else.
    expect(left.length).toBeGreaterThanOrEqual(24);
    expect(left.length).toBeLessThanOrEqual(25);
  });
});
