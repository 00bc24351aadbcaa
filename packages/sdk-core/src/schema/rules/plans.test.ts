import { describe, expect, it } from 'vitest';
import {
  mayDownloadFormat,
  mayStartTeam,
  planFeatures,
  activePromotion,
  fallsUnderTrialRule,
  isHighResolution,
  isRestricted,
  codeRaisesPlan,
  isWatermarked,
  limitFor,
  planType,
  PLAN_CODES,
  withinLimit,
  type PlanCode,
  type TrialRuleFacts,
} from './plans';
import { upgradeFor, upgradeHref, upsellFor } from './upsells';

const user = (plan: PlanCode, journal: string | null = null) => ({ plan, journal });

describe('plan types', () => {
  it('makes only the lab researcher plan a team plan', () => {
    expect(PLAN_CODES.filter((plan) => planType(plan) === 'TEAMS')).toEqual(['L']);
  });
});

describe('limits', () => {
  it('caps Trial at 4 creations and Student at 10; other plans are unlimited', () => {
    expect(PLAN_CODES.map((plan) => limitFor(user(plan), 'creations'))).toEqual([
      4,
      10,
      null,
      null,
      null,
      null,
    ]);
  });

  it('caps only Student high-resolution downloads, at 2', () => {
    expect(PLAN_CODES.map((plan) => limitFor(user(plan), 'highResDownloads'))).toEqual([
      null,
      2,
      null,
      null,
      null,
      null,
    ]);
  });

  it('allows one more until the cap is reached', () => {
    expect(withinLimit(user('T'), 'creations', 3)).toBe(true);
    expect(withinLimit(user('T'), 'creations', 4)).toBe(false);
    expect(withinLimit(user('R'), 'creations', 10_000)).toBe(true);
  });

  it('lifts the caps for the two special journals, not for other journals', () => {
    expect(limitFor(user('T', 'urology'), 'creations')).toBeNull();
    expect(limitFor(user('S', 'plastic-reconstructive-surgery'), 'highResDownloads')).toBeNull();
    expect(limitFor(user('T', 'cardiology'), 'creations')).toBe(4);
  });
});

describe('high-resolution downloads', () => {
  it('are judged by what is delivered: pictures of more pixels than a large screen, and vector files', () => {
    const png = (width: number, height: number) => ({ format: 'png', width, height });
    // A 1200 × 600 slide at its own size, a Cell abstract, a full-HD screen: not print.
    expect(isHighResolution(png(1200, 600))).toBe(false);
    expect(isHighResolution(png(1200, 1200))).toBe(false);
    expect(isHighResolution(png(1920, 1200))).toBe(false);
    // Scale 1.99 of 1200 × 600, or 4,800 px at 96 dpi: print sizes, whatever the DPI tag says.
    expect(isHighResolution(png(2388, 1194))).toBe(true);
    expect(isHighResolution(png(4800, 2400))).toBe(true);
    expect(isHighResolution({ format: 'tiff', width: 7000, height: 3500 })).toBe(true);
    // Vector files print sharp at any size.
    expect(isHighResolution({ format: 'svg', width: 10, height: 10 })).toBe(true);
    expect(isHighResolution({ format: 'pdf', width: 600, height: 300 })).toBe(true);
  });
});

describe('restricted users', () => {
  it('are Trial and Student users without a journal', () => {
    expect(PLAN_CODES.filter((plan) => isRestricted(user(plan)))).toEqual(['T', 'S']);
    expect(isRestricted(user('T', 'cardiology'))).toBe(false);
    expect(isRestricted(user('S', 'urology'))).toBe(false);
  });
});

describe('the trial rule', () => {
  const facts = (overrides: Partial<TrialRuleFacts> = {}): TrialRuleFacts => ({
    plan: 'T',
    journal: null,
    began: new Date('2024-04-02T01:00:01Z'),
    countryCode: 'FR',
    hasInvoice: false,
    ...overrides,
  });

  it('applies to Trial users who began after 2024-04-02 01:00 UTC, when the flag is on', () => {
    expect(fallsUnderTrialRule(facts(), true)).toBe(true);
    expect(fallsUnderTrialRule(facts({ began: new Date('2024-04-02T01:00:00Z') }), true)).toBe(
      false,
    );
    expect(fallsUnderTrialRule(facts({ began: new Date('2024-04-02T00:59:59Z') }), true)).toBe(
      false,
    );
  });

  it('is off by default (flag off)', () => {
    expect(fallsUnderTrialRule(facts(), false)).toBe(false);
  });

  it('leaves out CN and JP, users with an invoice, other plans and unknown start dates', () => {
    expect(fallsUnderTrialRule(facts({ countryCode: 'CN' }), true)).toBe(false);
    expect(fallsUnderTrialRule(facts({ countryCode: 'jp' }), true)).toBe(false);
    expect(fallsUnderTrialRule(facts({ countryCode: null }), true)).toBe(true);
    expect(fallsUnderTrialRule(facts({ hasInvoice: true }), true)).toBe(false);
    expect(fallsUnderTrialRule(facts({ plan: 'S' }), true)).toBe(false);
    expect(fallsUnderTrialRule(facts({ began: null }), true)).toBe(false);
  });

  it('watermarks the Starter and trial-rule users, never a paid Student or journal embeds', () => {
    expect(isWatermarked({ ...facts({ plan: 'S' }), embed: false }, true)).toBe(false);
    const journalTrial = facts({ journal: 'cardiology' });
    expect(isWatermarked({ ...facts(), embed: false }, false)).toBe(true);
    expect(isWatermarked({ ...journalTrial, embed: false }, false)).toBe(false);
    expect(isWatermarked({ ...journalTrial, embed: false }, true)).toBe(true);
    expect(isWatermarked({ ...facts(), embed: true }, true)).toBe(false);
    expect(isWatermarked({ ...facts({ plan: 'R' }), embed: false }, true)).toBe(false);
  });
});

describe('promotion windows', () => {
  it.each([
    ['2023-10-27T23:59:59Z', null],
    ['2023-10-28T00:00:00Z', 'preBlackNovember'],
    ['2023-10-31T23:59:59Z', 'preBlackNovember'],
    ['2023-11-01T00:00:00Z', 'blackNovember'],
    ['2023-12-03T23:59:59Z', 'blackNovember'],
    ['2023-12-04T00:00:00Z', null],
    ['2024-01-22T00:00:00Z', 'winter2024'],
    ['2024-02-29T12:00:00Z', 'winter2024'],
    ['2024-03-01T00:00:00Z', null],
    ['2026-10-31T23:59:59Z', null],
    ['2026-11-01T00:00:00Z', 'blackNovember2026'],
    ['2026-12-03T23:59:59Z', 'blackNovember2026'],
    ['2026-12-04T00:00:00Z', null],
    ['2027-01-25T00:00:00Z', 'winter2027'],
    ['2027-03-01T00:00:00Z', null],
  ])('at %s: %s', (date, promotion) => {
    expect(activePromotion(new Date(date))).toBe(promotion);
  });
});

describe('codeRaisesPlan', () => {
  it('raises an individual or team plan, never lowers one, and leaves journals and admins alone', () => {
    expect(codeRaisesPlan('T', 'S')).toBe(true);
    expect(codeRaisesPlan('S', 'L')).toBe(true);
    expect(codeRaisesPlan('R', 'S')).toBe(false);
    expect(codeRaisesPlan('R', 'R')).toBe(false);
    expect(codeRaisesPlan('A', 'L')).toBe(false);
    expect(codeRaisesPlan('J', 'R')).toBe(false);
  });
});

describe('what each plan gives, as the pricing page lists it', () => {
  it('is read off the limits the API enforces', () => {
    const keys = (plan: Parameters<typeof planFeatures>[0]) =>
      planFeatures(plan).map(({ key, values }) =>
        values ? `${key} ${JSON.stringify(values)}` : key,
      );
    expect(keys('T')).toEqual([
      'creations {"count":4}',
      'downloadsUnlimitedMarked',
      'slides {"count":5}',
      'illustrations {"count":20}',
      'watermark',
      'storage {"mb":100}',
      'generationsNone',
      'backgroundRemovals {"count":5}',
    ]);
    expect(keys('S')).toEqual([
      'creations {"count":10}',
      'downloads {"count":2}',
      'slides {"count":15}',
      'illustrations {"count":60}',
      'noWatermark',
      'storage {"mb":250}',
      'generations {"count":10}',
      'backgroundRemovals {"count":20}',
    ]);
    expect(keys('L')).toEqual([
      'creationsUnlimited',
      'downloadsUnlimited',
      'slidesUnlimited',
      'illustrationsUnlimited',
      'noWatermark',
      'storage {"mb":10000}',
      'generations {"count":300}',
      'backgroundRemovalsUnlimited',
      'teams {"seats":5}',
    ]);
    expect(keys('A')).toContain('generationsUnlimited');
    expect(mayStartTeam('R')).toBe(false);
    expect(mayDownloadFormat('svg', true)).toBe(false);
    expect(mayDownloadFormat('pdf', true)).toBe(true);
    expect(mayDownloadFormat('svg', false)).toBe(true);
  });
});

describe('upsellFor', () => {
  it('says a feature is not in the plan apart from a cap that is used up', () => {
    // The Trial has no image generation: text to image, before anything is asked.
    expect(limitFor(user('T'), 'imageGenerations')).toBe(0);
    expect(withinLimit(user('T'), 'imageGenerations', 0)).toBe(false);
    expect(upsellFor('imageGenerations', 0)).toBe('textToImage');
    // A Student's ten used up: generated images, this month's.
    expect(upsellFor('imageGenerations', limitFor(user('S'), 'imageGenerations'))).toBe(
      'aiGeneration',
    );
    expect(upsellFor('backgroundRemovals', 5)).toBe('backgroundRemoval');
    expect(upsellFor('creations', 4)).toBe('creations');
  });
});

describe('upgradeFor', () => {
  it('leads each prompt to the smallest paid plan above that lifts it', () => {
    expect(upgradeFor('T', 'illustrations')).toBe('S');
    expect(upgradeFor('S', 'illustrations')).toBe('R');
    expect(upgradeFor('T', 'textToImage')).toBe('S');
    expect(upgradeFor('S', 'aiGeneration')).toBe('R');
    expect(upgradeFor('R', 'aiGeneration')).toBe('L');
    expect(upgradeFor('S', 'downloads')).toBe('R');
    expect(upgradeFor('T', 'uploads')).toBe('S');
    // A Student pays for clean files: the smallest plan without the mark.
    expect(upgradeFor('T', 'watermark')).toBe('S');
    expect(upgradeFor('T', 'trial')).toBe('S');
    expect(upgradeFor('R', 'teams')).toBe('L');
    // Nothing above lifts it, or no plan to sell.
    expect(upgradeFor('L', 'teams')).toBeNull();
    expect(upgradeFor('L', 'aiGeneration')).toBeNull();
    expect(upgradeFor('A', 'creations')).toBeNull();
    expect(upgradeFor('J', 'watermark')).toBeNull();
  });
});

describe('upgradeHref', () => {
  it('names the plan on the plans page, and says when it adds a team rather than a limit', () => {
    expect(upgradeHref('/pricing/', 'T', 'creations')).toBe('/pricing/?plan=S');
    expect(upgradeHref('/pricing/', 'R', 'teams')).toBe('/pricing/?plan=L&for=teams');
    expect(upgradeHref('/plans?from=journal', 'T', 'uploads')).toBe('/plans?from=journal&plan=S');
    expect(upgradeHref('/pricing/', 'L', 'teams')).toBe('/pricing/');
  });
});
