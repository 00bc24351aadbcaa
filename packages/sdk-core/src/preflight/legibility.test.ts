import { describe, expect, it } from 'vitest';
import { preflight } from './preflight';
import { customProfile, profileById } from './profiles';
import { slide, text } from './testing/fixtures';

const elsevier = profileById('elsevier');
const legibility = (doc: ReturnType<typeof slide>) =>
  preflight([doc], elsevier).problems.filter((problem) => problem.check === 'legibility');

describe('legibility at the widths journals show', () => {
  it('flags text whose x-height falls below 4 px when the figure is shown 500 px wide', () => {
    // 20 px text on a 1328 px slide shown 500 px wide: x-height 20 × 0.5 × 500/1328 = 3.8 px.
    const small = text('n = 12', 20);
    const [problem] = legibility(slide(1328, 531, [text('Headline', 400, { width: 1200 }), small]));
    expect(problem).toMatchObject({ elementId: small.id, severity: 'warning' });
    expect(problem?.message).toBe(
      'Shown 500 px wide (an article page), text “n = 12” has an x-height of 3.8 px; it needs 4 px to be read.',
    );
    expect(
      legibility(slide(1328, 531, [text('Headline', 400, { width: 1200 }), text('n = 12', 22)])),
    ).toEqual([]);
  });

  it('notes when not even the largest text can be read at 120 px wide', () => {
    const [problem] = legibility(slide(1328, 531, [text('Everything small', 40)]));
    expect(problem).toMatchObject({ severity: 'info' });
    expect(problem?.message).toContain('Shown 120 px wide');
    expect(problem?.message).toContain('“Everything small”');
  });

  it('asks nothing of a poster or a talk’s slide: no journal shows them as a thumbnail', () => {
    const poster = customProfile({ width: 1684, height: 2384, dpi: 72, formats: ['pdf'] });
    const doc = slide(1684, 2384, [text('Methods', 40)]);
    expect(preflight([doc], poster).problems.map((problem) => problem.check)).toEqual([]);
    // The same slide as a 4-inch figure is asked to be legible.
    const figure = customProfile({ width: 1684, height: 2384, dpi: 421 });
    expect(preflight([doc], figure).problems.map((problem) => problem.check)).toContain(
      'legibility',
    );
  });
});
