import { describe, expect, it } from 'vitest';
import type { FiguraElementInput } from '../schema/document/elements';
import { sanitizeSvg } from '../svg';
import { preflight } from './preflight';
import { profileById } from './profiles';
import { slide } from './testing/fixtures';

/** A photo `naturalWidth` pixels across, shown `width` slide px wide on a 1200 px square slide. */
const photo = (
  naturalWidth: number,
  width: number,
): Extract<FiguraElementInput, { type: 'upload' }> => ({
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

describe('each kind of picture at what print asks of it', () => {
  // 1200 pixels shown 600 slide px wide on Cell: 2 in, 600 dpi.
  const gel = (pictureKind?: 'photo' | 'combination' | 'line-art') => ({
    ...photo(1200, 600),
    fileName: 'gel.png',
    ...(pictureKind ? { pictureKind } : {}),
  });

  it('asks line art for 1000 dpi and a photo with lettering for 500, as a warning above the journal’s', () => {
    expect(resolutionProblems(gel())).toEqual([]);
    expect(resolutionProblems(gel('photo'))).toEqual([]);
    expect(resolutionProblems(gel('combination'))).toEqual([]);
    expect(resolutionProblems(gel('line-art'))).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message:
          '“gel.png” is line art and prints at 600 dpi; line art needs 1000 dpi to print sharp. Use a larger picture, or show it at most 360 px wide.',
      }),
    ]);
    // The fix it names: shown 360 px wide, the same pixels print at 1000 dpi.
    expect(resolutionProblems({ ...gel('line-art'), width: 360, height: 360 })).toEqual([]);
    // 1200 pixels across 1000 slide px (3.3 in): 360 dpi, short of a combination's 500.
    expect(
      resolutionProblems({ ...gel('combination'), width: 1000, height: 1000 })[0]?.message,
    ).toMatch(/^“gel\.png” is a photograph with lettering and prints at 360 dpi; .* needs 500 dpi/);
  });

  it('keeps the journal’s own DPI a required problem whatever the kind, and asks no more on screens', () => {
    expect(resolutionProblems({ ...gel('line-art'), naturalWidth: 400 })).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: expect.stringContaining('Cell asks for 300'),
      }),
    ]);
    expect(resolutionProblems(gel('line-art'), profileById('visual-abstract'))).toEqual([]);
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

describe('library items that are pictures inside an SVG', () => {
  /** A PNG's first bytes: signature, IHDR, then its width and height. */
  const pngHeader = (width: number, height: number) => {
    const bytes = new Uint8Array(33);
    bytes.set([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    bytes.set([8, 6, 0, 0, 0], 24);
    return `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
  };
  const pictureItem = (boxWidth: number): FiguraElementInput => ({
    type: 'illustration',
    id: 'cancer-cell',
    assetId: 'library/cancer-cell',
    name: 'Cancer cell 3',
    left: 100,
    top: 100,
    width: boxWidth,
    height: (boxWidth * 169) / 186,
    svg: sanitizeSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 186 169"><image width="186" height="169" href="${pngHeader(186, 169)}"/></svg>`,
    ),
  });

  it('flags a 186 px picture printed 2 in wide for Cell, and passes it small', () => {
    // 600 slide px on Cell's 4 in print are 2 in: 186 pixels there are 93 dpi.
    expect(resolutionProblems(pictureItem(600))).toEqual([
      expect.objectContaining({
        severity: 'error',
        elementId: 'cancer-cell',
        message:
          '“cancer cell” is a picture, not a drawing: at this size it prints at 93 dpi; Cell asks for 300. Show it smaller, or choose a drawn item.',
      }),
    ]);
    // 180 slide px are 0.6 in: 310 dpi.
    expect(resolutionProblems(pictureItem(180))).toEqual([]);
  });
});
