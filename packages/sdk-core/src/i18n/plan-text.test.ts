import { describe, expect, it } from 'vitest';
import { englishTranslator } from './testing';
import { limitUsageText, planLabel, upsellText, watermarkText } from './plan-text';
import { PLAN_CODES } from '../schema/rules/plans';
import { UPSELL_PROMPTS } from '../schema/rules/upsells';

const t = englishTranslator();

describe('plan words', () => {
  it('labels every plan, Trial as Starter and L as Teams and Institutions', () => {
    expect(PLAN_CODES.map((plan) => planLabel(plan, t))).toEqual([
      'Starter',
      'Student',
      'Researcher',
      'Teams and Institutions',
      'Journal',
      'Admin',
    ]);
  });

  it('words the export watermark with the plan’s label', () => {
    expect(watermarkText('T', t)).toBe('Made with Figura — Starter');
  });

  it('words usage against a cap and unlimited usage', () => {
    expect(limitUsageText('creations', { used: 4, cap: 4 }, t)).toBe('4 of 4 creations');
    expect(limitUsageText('slidesPerCreation', { used: 1, cap: 5 }, t)).toBe(
      '1 of 5 slides used in this creation',
    );
    expect(limitUsageText('creations', { used: 1, cap: null }, t)).toBe('1 creation (unlimited)');
  });

  it('has a title and a text for every upsell prompt', () => {
    for (const prompt of UPSELL_PROMPTS) {
      const words = upsellText(prompt, { plan: 'T', cap: 4, used: 4 }, t);
      expect(words.title).not.toContain('upsell.');
      expect(words.text).not.toContain('upsell.');
    }
    expect(upsellText('creations', { plan: 'T', cap: 4, used: 4 }, t).text).toBe(
      'You have 4 of 4 creations on Starter: delete one (it can be restored from the Trash) or upgrade to make more.',
    );
  });
});
