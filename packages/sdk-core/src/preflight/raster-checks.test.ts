import { describe, expect, it } from 'vitest';
import type { FiguraElementInput } from '../schema/elements';
import { preflight } from './preflight';
import { profileById } from './profiles';
import { slide } from './testing/fixtures';

/** A photo `naturalWidth` pixels across, shown `width` slide px wide on a 1200 px square slide. */
const photo = (naturalWidth: number, width: number): FiguraElementInput => ({
  type: 'upload',
  id: 'photo',
  left: 100,
  top: 100,
  width,
  height: width,
  src: 'data:image/png;base64,iVBORw0KGgo=',
  naturalWidth,
  naturalHeight: naturalWidth,
  fileName: 'micrograph.png',
});
const resolutionProblems = (element: FiguraElementInput, profile = profileById('cell')) =>
  preflight([slide(1200, 1200, [element])], profile).problems.filter(
    (problem) => problem.check === 'resolution',
  );

describe('pictures at print size', () => {
  it("flags a photo that prints below Cell's 300 dpi, saying how large it may be shown", () => {
    // Cell prints the slide 4 in wide: 600 slide px are 2 in, so 300 pixels are 150 dpi.
    expect(resolutionProblems(photo(300, 600))).toEqual([
      expect.objectContaining({
        severity: 'error',
        elementId: 'photo',
        message:
          '“micrograph.png” prints at 150 dpi; Cell asks for 300. Use a larger picture, or show it at most 300 px wide.',
      }),
    ]);
  });

  it('passes a photo with pixels enough, and only warns on a screen profile', () => {
    expect(resolutionProblems(photo(600, 600))).toEqual([]);
    const screen = resolutionProblems(photo(300, 600), profileById('visual-abstract'));
    expect(screen.map((problem) => problem.severity)).toEqual(['warning']);
  });
});

describe('transparency', () => {
  it('is refused by PLOS, with a white background as its fix, and allowed by Cell', () => {
    const clear = slide(1200, 1200, [], 'transparent');
    const plos = preflight([clear], profileById('plos')).problems.filter(
      (problem) => problem.check === 'transparency',
    );
    expect(plos).toEqual([
      expect.objectContaining({ severity: 'error', fix: 'white-background', slideIndex: 0 }),
    ]);
    expect(plos[0]?.message).toContain('PLOS does not accept transparency');
    const cell = preflight([clear], profileById('cell')).problems;
    expect(cell.some((problem) => problem.check === 'transparency')).toBe(false);
  });
});
