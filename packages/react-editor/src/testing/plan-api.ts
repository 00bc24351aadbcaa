// The in-memory API with a plan: GET /profiles/plan as the API answers it, so the editor says a
// plan's limits and upsells where the work is (the API's own edges are its tests: plan-limits).
import { expect } from 'vitest';
import type { GenerationCalls } from '@figura/sdk-core/api';
import { eventually } from './eventually';
import {
  ACCOUNT_LIMIT_NAMES,
  CREATION_LIMIT_NAMES,
  isRestricted,
  marksDownloads,
  limitFor,
  planType,
  STORAGE_QUOTA_BYTES,
  type AccountLimit,
  type PlanCode,
  type PlanReply,
} from '@figura/sdk-core/schema';
import { MemoryFiguraApi, type MemoryFiguraApiOptions } from '@figura/sdk-core/testing';

/** GET /profiles/plan of someone on `plan` with no journal, having used `used` of each limit. */
export function planReply(
  plan: PlanCode,
  used: Partial<Record<AccountLimit, number>> = {},
): PlanReply {
  const holder = { plan, journal: null };
  const restricted = isRestricted(holder);
  return {
    plan,
    team: null,
    type: planType(plan),
    restricted,
    watermarked: marksDownloads(holder),
    trialRule: false,
    specialJournal: false,
    began: null,
    limits: Object.fromEntries(
      ACCOUNT_LIMIT_NAMES.map((limit) => [
        limit,
        { cap: limitFor(holder, limit), used: used[limit] ?? 0 },
      ]),
    ) as PlanReply['limits'],
    perCreation: Object.fromEntries(
      CREATION_LIMIT_NAMES.map((limit) => [limit, limitFor(holder, limit)]),
    ) as PlanReply['perCreation'],
    storage: { used: 0, quota: STORAGE_QUOTA_BYTES[plan] },
    promotion: null,
    cancelledAt: null,
  };
}

/**
 * A MemoryFiguraApi whose caller holds `plan` (change it to put them at an edge), with the image
 * generation calls (the form shows only where the API has them; nothing here generates).
 */
export class PlanMemoryApi extends MemoryFiguraApi implements GenerationCalls {
  plan: PlanReply;

  constructor(plan: PlanReply, options: MemoryFiguraApiOptions = {}) {
    super(options);
    this.plan = plan;
  }

  async getPlan(): Promise<PlanReply> {
    return structuredClone(this.plan);
  }

  async startGeneration(): Promise<never> {
    throw new Error('Not asked for in these tests');
  }

  async getGeneration(): Promise<never> {
    throw new Error('Not asked for in these tests');
  }
}

/** The plan note (role note) in `host` whose words include `text`, once it shows. */
export const noteWith = (host: ParentNode, text: string) =>
  eventually(() => {
    const note = [...host.querySelectorAll<HTMLElement>('[role="note"]')].find((found) =>
      found.textContent?.includes(text),
    );
    if (!note) throw new Error(`No note with “${text}”`);
    return note;
  });

/** A note's upgrade link, once it names the plan that lifts the limit (its code loads then). */
export const upgradeHref = (note: HTMLElement) =>
  eventually(() => {
    const link = [...note.querySelectorAll('a')].find(
      (found) => found.textContent === 'See plans and upgrade',
    );
    expect(link?.getAttribute('href')).toMatch(/\?plan=/);
    return link!.getAttribute('href');
  });
