import { describe, expect, it } from 'vitest';
import { CANVAS_PRESETS, pxToCm } from '@figura/sdk-core/arrange';
import {
  exportOptionsOf,
  formatFitsAllSlides,
  initialChoices,
  isVectorFile,
  pixelSizeOf,
  printedSizeOf,
  printsSoft,
  withDpi,
  withUnit,
} from './download-choices';

const slide = { width: 1200, height: 600 };

describe('the Download dialog choices', () => {
  it('start at the slide’s own size as PNG', () => {
    const choices = initialChoices(slide);
    expect(pixelSizeOf(choices, slide)).toEqual({ width: 1200, height: 600 });
    expect(exportOptionsOf(choices)).toEqual({
      format: 'png',
      slides: 'current',
      dpi: 72,
      width: 1200,
      unit: 'px',
    });
  });

  it('keep the printed size when the dpi changes, so 300 dpi has more pixels', () => {
    const at300 = withDpi(initialChoices(slide), 300);
    expect(at300.width).toBe(5000);
    expect(pixelSizeOf(at300, slide)).toEqual({ width: 5000, height: 2500 });
    const inches = withUnit(at300, 'in');
    expect(inches.width).toBe(16.67);
    expect(pixelSizeOf(inches, slide)).toEqual({ width: 5001, height: 2501 });
    const cm = withUnit(inches, 'cm');
    expect(cm.width).toBe(42.34);
  });

  it('give a vector file its printed size, which a new dpi changes only in px', () => {
    expect(['pdf', 'pdfx', 'eps', 'pptx'].every((format) => isVectorFile(format as 'pdf'))).toBe(
      true,
    );
    expect(isVectorFile('png') || isVectorFile('svg')).toBe(false);
    // 1200 px at the canvas's 72 dpi: 16.67 in wide (its 42.33 cm); half as tall.
    const choices = initialChoices(slide);
    expect(printedSizeOf(choices, slide)).toEqual({
      cm: { width: 42.33, height: 21.17 },
      in: { width: 16.67, height: 8.33 },
    });
    // 8.5 cm at any dpi stays 8.5 cm.
    const narrow = { ...withUnit(choices, 'cm'), width: 8.5 };
    expect(printedSizeOf(withDpi(narrow, 300), slide).cm).toEqual({ width: 8.5, height: 4.25 });
  });

  it('print a poster at the size its canvas gives it in cm: A1 is 59.4 x 84.1 cm', () => {
    const a1 = CANVAS_PRESETS.find((preset) => preset.id === 'poster-a1-portrait')!;
    for (const format of ['pdf', 'pdfx', 'eps', 'pptx'] as const) {
      const printed = printedSizeOf({ ...initialChoices(a1), format }, a1).cm;
      expect(printed.width).toBeCloseTo(59.4, 1);
      expect(printed.height).toBeCloseTo(84.1, 1);
      expect(printed.width).toBeCloseTo(pxToCm(a1.width), 1);
    }
  });

  it('print an A0 poster on A0 (84.1 x 118.9 cm), past its canvas’s own 62.4 cm', () => {
    for (const id of ['poster-a0-portrait', 'poster-a0-landscape']) {
      const a0 = CANVAS_PRESETS.find((preset) => preset.id === id)!;
      const [short, long] = [84.1, 118.9];
      const [width, height] = a0.width < a0.height ? [short, long] : [long, short];
      for (const format of ['pdf', 'pdfx', 'eps', 'pptx'] as const) {
        const printed = printedSizeOf({ ...initialChoices(a0), format }, a0).cm;
        expect(printed.width).toBeCloseTo(width, 1);
        expect(printed.height).toBeCloseTo(height, 0);
      }
      expect(exportOptionsOf(initialChoices(a0))).toMatchObject({ unit: 'cm', width });
    }
  });

  it('print a talk’s slide at PowerPoint’s size (33.87 cm at 144 dpi), its picture at its own pixels', () => {
    for (const [id, cm, dpi] of [
      ['slide-16-9', 33.87, 144],
      ['slide-4-3', 25.4, 160],
    ] as const) {
      const talk = CANVAS_PRESETS.find((preset) => preset.id === id)!;
      const choices = initialChoices(talk);
      expect(choices).toMatchObject({ unit: 'cm', width: cm, dpi });
      expect(pixelSizeOf(choices, talk)).toEqual({ width: talk.width, height: talk.height });
      expect(printedSizeOf({ ...choices, format: 'pptx' }, talk).in.height).toBeCloseTo(7.5, 1);
    }
    // A journal's dpi stands: the slide's paper at 300 dpi.
    const slide169 = CANVAS_PRESETS.find((preset) => preset.id === 'slide-16-9')!;
    expect(pixelSizeOf(initialChoices(slide169, 300), slide169).width).toBe(4000);
  });

  it('say an A0 poster’s picture at 72 dpi prints soft, until 150 dpi; never a talk’s, pixels or a PDF', () => {
    const a0 = CANVAS_PRESETS.find((preset) => preset.id === 'poster-a0-portrait')!;
    const poster = initialChoices(a0);
    expect(poster).toMatchObject({ format: 'png', dpi: 72 });
    expect(printsSoft(poster, a0)).toBe(true);
    expect(printsSoft(withDpi(poster, 150), a0)).toBe(false);
    expect(printsSoft({ ...poster, format: 'pdf' }, a0)).toBe(false);
    expect(printsSoft(withUnit(poster, 'px'), a0)).toBe(false);
    const talk = CANVAS_PRESETS.find((preset) => preset.id === 'slide-16-9')!;
    expect(printsSoft(initialChoices(talk), talk)).toBe(false);
  });

  it('ask for every slide as a ZIP of the image format, or one PDF', () => {
    const all = { ...initialChoices(slide), slides: 'all' as const, format: 'jpg' as const };
    expect(exportOptionsOf(all)).toMatchObject({ format: 'zip', imageFormat: 'jpg' });
    expect(exportOptionsOf({ ...all, format: 'pdf' })).toMatchObject({ format: 'pdf' });
    expect(exportOptionsOf({ ...all, format: 'pdfx' })).toMatchObject({ format: 'pdfx' });
    // One slide per file and no ZIP of them: EPS and SVG are for this slide.
    expect(formatFitsAllSlides('eps')).toBe(false);
    expect(formatFitsAllSlides('svg')).toBe(false);
  });

  it('send a print PDF its bleed (and no colour: it is always CMYK), an EPS its colour', () => {
    const choices = { ...initialChoices(slide), colour: 'cmyk' as const, bleed: 5 };
    expect(exportOptionsOf({ ...choices, format: 'pdfx' })).toEqual({
      format: 'pdfx',
      slides: 'current',
      dpi: 72,
      width: 1200,
      unit: 'px',
      bleed: 5,
    });
    const eps = exportOptionsOf({ ...choices, format: 'eps' });
    expect(eps).toMatchObject({ format: 'eps', colour: 'cmyk' });
    expect(eps).not.toHaveProperty('bleed');
  });

  it('send only the options the format takes', () => {
    const base = {
      ...initialChoices(slide),
      background: 'transparent' as const,
      colour: 'cmyk' as const,
    };
    expect(exportOptionsOf({ ...base, format: 'jpg' })).not.toHaveProperty('background');
    expect(exportOptionsOf({ ...base, format: 'jpg' })).not.toHaveProperty('colour');
    expect(exportOptionsOf({ ...base, format: 'tiff' })).toMatchObject({
      background: 'transparent',
      colour: 'cmyk',
    });
    expect(exportOptionsOf({ ...base, format: 'svg' })).toEqual({
      format: 'svg',
      slides: 'current',
      background: 'transparent',
      text: 'embed',
    });
  });
});
