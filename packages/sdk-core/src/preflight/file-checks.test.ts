import { describe, expect, it } from 'vitest';
import { preflight, preflightFiles } from './preflight';
import { customProfile, profileById } from './profiles';
import { slide, text } from './testing/fixtures';

const cell = profileById('cell');
const checks = (result: ReturnType<typeof preflight>, check: string) =>
  result.problems.filter((problem) => problem.check === check);

describe('pixel size', () => {
  it('flags a 600 × 600 px slide for Cell, saying how far it falls short', () => {
    const result = preflight([slide(600, 600)], cell);
    expect(result.passed).toBe(false);
    const [problem] = checks(result, 'pixel-size');
    expect(problem).toMatchObject({ severity: 'error', slideIndex: 0 });
    expect(problem?.message).toBe(
      'Slide 1 exports at 600 × 600 px (96 dpi); Cell asks for at least 1200 × 1200 px. Make the slide larger or export at 192 dpi or more.',
    );
  });

  it('passes a 1200 × 1200 px slide, and a 600 × 600 px one exported at 300 dpi (1875 px)', () => {
    expect(checks(preflight([slide(1200, 1200)], cell), 'pixel-size')).toEqual([]);
    expect(checks(preflight([slide(600, 600)], cell, { dpi: 300 }), 'pixel-size')).toEqual([]);
  });

  it('flags a slide of the wrong shape (Cell asks for a square; Elsevier for 1328 × 531)', () => {
    const wide = checks(preflight([slide(2400, 1200)], cell), 'pixel-size');
    expect(wide.map((problem) => problem.message)).toEqual([
      'Slide 1 is 2400 × 1200 px; Cell asks for 1200 × 1200 px (or larger in that shape).',
    ]);
    // Offered in one click: the journal's own size, which is large enough too.
    expect(wide[0]!.fix).toBe('slide-size');
    // Of another shape and too small is one problem, not two: the fix mends both.
    const small = checks(preflight([slide(1200, 600)], cell), 'pixel-size');
    expect(small.map((problem) => problem.message)).toEqual([
      'Slide 1 is 1200 × 600 px; Cell asks for 1200 × 1200 px (or larger in that shape).',
    ]);
    expect(checks(preflight([slide(1328, 531)], profileById('elsevier')), 'pixel-size')).toEqual(
      [],
    );
    expect(checks(preflight([slide(2500, 1000)], profileById('elsevier')), 'pixel-size')).toEqual(
      [],
    );
    expect(
      checks(preflight([slide(1328, 1328)], profileById('elsevier')), 'pixel-size'),
    ).toHaveLength(1);
  });

  it('names each slide of several that falls short', () => {
    const result = preflight([slide(1200, 1200), slide(800, 800)], cell);
    expect(checks(result, 'pixel-size').map((problem) => problem.slideIndex)).toEqual([1]);
  });

  it('takes a custom profile at its word: any shape at least its size', () => {
    const custom = customProfile({ width: 800, height: 500, dpi: 150, formats: ['png'] });
    expect(checks(preflight([slide(1000, 1000)], custom), 'pixel-size')).toEqual([]);
    expect(checks(preflight([slide(700, 1000)], custom), 'pixel-size')).toHaveLength(1);
  });
});

describe('DPI and format', () => {
  it('flags an export below the profile DPI and passes one at or above it', () => {
    const low = checks(preflight([slide(1200, 1200)], cell, { dpi: 150 }), 'dpi');
    expect(low.map((problem) => problem.message)).toEqual([
      'Exporting at 150 dpi; Cell asks for at least 300 dpi.',
    ]);
    expect(checks(preflight([slide(1200, 1200)], cell, { dpi: 300 }), 'dpi')).toEqual([]);
    // A screen-only profile asks for no DPI.
    expect(
      checks(preflight([slide(1200, 675)], profileById('visual-abstract'), { dpi: 72 }), 'dpi'),
    ).toEqual([]);
  });

  it('flags a format the profile does not accept', () => {
    const png = checks(preflight([slide(1200, 1200)], cell, { format: 'png' }), 'format');
    expect(png.map((problem) => problem.message)).toEqual([
      'PNG is not a format Cell accepts (TIFF, PDF, JPG).',
    ]);
    expect(checks(preflight([slide(1200, 1200)], cell, { format: 'tiff' }), 'format')).toEqual([]);
  });
});

describe('a good figure', () => {
  it('passes Cell with no problem at all', () => {
    // In Arimo: Cell asks for Arial.
    const good = slide(1200, 1200, [
      text('Mitochondria drive apoptosis', 120, { top: 80, width: 1000, fontFamily: 'Arimo' }),
      text('p < 0.05', 60, { top: 400, fontFamily: 'Arimo' }),
    ]);
    expect(preflight([good], cell, { dpi: 300, format: 'tiff' })).toEqual({
      passed: true,
      problems: [],
    });
  });

  it('speaks the words it is given', () => {
    const result = preflight([slide(600, 600)], cell, { t: (key) => `[${key}]` });
    expect(result.problems[0]?.message).toBe('[editor:preflight.messages.pixelSize]');
  });
});

describe('preflightFiles: the file alone, as a download asks for it', () => {
  it('passes a 1200 × 1200 px slide downloaded as a 1200 px TIFF at 300 dpi', () => {
    const asked = { format: 'tiff', dpi: 300, width: 1200, unit: 'px' } as const;
    expect(preflightFiles([slide(1200, 1200)], cell, asked)).toEqual({
      passed: true,
      problems: [],
    });
  });

  it('refuses a 600 px file whatever its DPI, and says to export it larger', () => {
    const asked = { format: 'tiff', dpi: 300, width: 600, unit: 'px' } as const;
    const result = preflightFiles([slide(600, 600)], cell, asked);
    expect(result.passed).toBe(false);
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'Slide 1 exports at 600 × 600 px (300 dpi); Cell asks for at least 1200 × 1200 px. Export it larger.',
    ]);
  });

  it('sizes the file from a width in inches at the DPI, or from a scale', () => {
    // 4 in at 300 dpi is 1200 px; 2 in is 600 px.
    expect(preflightFiles([slide(600, 600)], cell, { dpi: 300, width: 4, unit: 'in' }).passed).toBe(
      true,
    );
    expect(preflightFiles([slide(600, 600)], cell, { dpi: 300, width: 2, unit: 'in' }).passed).toBe(
      false,
    );
    // A scale writes the slide's 96 dpi unless a DPI is given: Cell's 300 is missing then.
    const scaled = preflightFiles([slide(600, 600)], cell, { scale: 2, dpi: 96 });
    expect(scaled.problems.map((problem) => problem.check)).toEqual(['dpi']);
  });

  it('lists the DPI, the format and the shape, but never looks inside the slide', () => {
    const tiny = text('too small to read', 4, { top: 10 });
    const result = preflightFiles([slide(2400, 1200, [tiny])], cell, { format: 'png', dpi: 150 });
    expect(result.problems.map((problem) => problem.check)).toEqual([
      'pixel-size',
      'dpi',
      'format',
    ]);
    expect(
      preflight([slide(2400, 1200, [tiny])], cell, { format: 'png', dpi: 150 }).problems.map(
        (problem) => problem.check,
      ),
    ).toContain('font-size');
  });
});
