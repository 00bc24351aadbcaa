import { describe, expect, it } from 'vitest';
import {
  exportOptionsOf,
  formatFitsAllSlides,
  initialChoices,
  pixelSizeOf,
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
      dpi: 96,
      width: 1200,
      unit: 'px',
    });
  });

  it('keep the printed size when the dpi changes, so 300 dpi has more pixels', () => {
    const at300 = withDpi(initialChoices(slide), 300);
    expect(at300.width).toBe(3750);
    expect(pixelSizeOf(at300, slide)).toEqual({ width: 3750, height: 1875 });
    const inches = withUnit(at300, 'in');
    expect(inches.width).toBe(12.5);
    expect(pixelSizeOf(inches, slide)).toEqual({ width: 3750, height: 1875 });
    const cm = withUnit(inches, 'cm');
    expect(cm.width).toBe(31.75);
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
      dpi: 96,
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
