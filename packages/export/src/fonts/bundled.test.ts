import { readFileSync } from 'node:fs';
import { createCanvas } from 'canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledFaces, FONT_FAMILIES } from '@figura/sdk-core/fonts';
import { registerBundledFonts, type BundledFontFile } from './bundled.ts';

let files: BundledFontFile[];

function width(font: string, text: string): number {
  const context = createCanvas(10, 10).getContext('2d');
  context.font = font;
  return context.measureText(text).width;
}

// The default cache, as every export of the process uses: the registration outlives this file
// (files named by content hash are never stale), so a cache removed afterwards would leave the
// worker's later exports (PDF embedding reads the files) pointing at nothing.
beforeAll(() => {
  files = registerBundledFonts();
});

describe('registerBundledFonts', () => {
  it('writes a TrueType file for every face of the font manifest the editor loads', () => {
    const key = (f: { family: string; subset: string; weight: number | string; style: string }) =>
      `${f.family} ${f.subset} ${f.weight} ${f.style}`;
    expect(files.map(key)).toEqual(bundledFaces().map(key));
    // Each family of the menu: regular and bold, upright and italic, in Latin, extended Latin
    // and Greek, and the shared symbols file in each of those weights and styles.
    const have = new Set(files.map(key));
    for (const { name: family } of FONT_FAMILIES)
      for (const subset of ['latin', 'latin-ext', 'greek', 'symbols'])
        for (const weight of [400, 700])
          for (const style of ['normal', 'italic'])
            expect(have, family).toContain(key({ family, subset, weight, style }));
    for (const file of files) expect(readFileSync(file.path).readUInt32BE(0)).toBe(0x00010000);
    expect(new Set(files.map(key)).size).toBe(files.length);
    // A second call in the same process does nothing new.
    expect(registerBundledFonts()).toBe(files);
  });

  it('makes "Inter" measure like Inter rather than the system sans-serif (DejaVu Sans)', () => {
    const inter = width('32px "Inter", sans-serif', 'Hello cells');
    // Unregistered, "Inter" falls back to the machine's sans-serif (Inter is not installed
    // system-wide); registered, it is not that (measured 155.5 px, DejaVu Sans 163.0 px). The
    // registration outlives a test file (other files of the worker may have registered first),
    // so the comparison is with the system face itself, not with a width taken "before".
    expect(Math.abs(inter - width('32px sans-serif', 'Hello cells'))).toBeGreaterThan(3);
    // Inter's own metrics: "Hello cells" is about 4.86 em wide at weight 400.
    expect(inter / 32).toBeCloseTo(4.86, 1);
    expect(width('bold 32px "Inter"', 'Hello cells')).toBeGreaterThan(inter + 2);
    expect(width('italic 32px "Inter"', 'Hello cells')).not.toBe(inter);
  });

  it('draws Greek and extended Latin with the Inter subsets merged under one family', () => {
    for (const [subset, text] of [
      ['greek', 'αβγδεζ Δ'],
      // (Measured: Greek 141.3 px in Inter, 146.8 px in DejaVu Sans; extended Latin 308.0 and
      // 313.9 px: a short text such as "ŁŠŽčř" differs by less than 1 px.)
      ['latin-ext', 'ŁŠŽčř ĄĘŚĆŃ ąęśćń'],
    ] as const) {
      const subsetFamily = files.find(
        (f) => f.family === 'Inter' && f.subset === subset,
      )!.fileFamily;
      const inter = width('32px "Inter", sans-serif', text);
      expect(inter).toBeCloseTo(width(`32px "${subsetFamily}"`, text), 3);
      expect(Math.abs(inter - width('32px "DejaVu Sans"', text))).toBeGreaterThan(0.5);
    }
    // µ (micro sign) is in the Latin subset.
    expect(width('32px "Inter"', 'µ')).not.toBeCloseTo(width('32px "DejaVu Sans"', 'µ'), 1);
  });
});

describe('arrows and mathematical operators', () => {
  it('draw with the bundled math font in every family, weight and style, not the system one', () => {
    const text = '→⇌≤≥≈∞';
    const symbolFiles = files.filter((f) => f.subset === 'symbols');
    // Eight families, each in four weights and styles.
    expect(symbolFiles).toHaveLength(FONT_FAMILIES.length * 4);
    expect(FONT_FAMILIES).toHaveLength(8);
    const math = width(`32px "${symbolFiles[0]!.fileFamily}"`, text);
    expect(Math.abs(math - width('32px "DejaVu Sans"', text))).toBeGreaterThan(5);
    for (const file of symbolFiles) {
      const font = `${file.style === 'italic' ? 'italic ' : ''}${file.weight} 32px "${file.family}"`;
      expect(width(`${font}, sans-serif`, text), font).toBeCloseTo(math, 1);
    }
    // Letters stay with the family's own files (the math font has Latin and Greek too).
    const greek = files.find((f) => f.family === 'Inter' && f.subset === 'greek')!.fileFamily;
    expect(width('32px "Inter"', 'αβγ')).toBeCloseTo(width(`32px "${greek}"`, 'αβγ'), 3);
    expect(width('32px "Inter"', 'Hello')).not.toBeCloseTo(
      width(`32px "${symbolFiles[0]!.fileFamily}"`, 'Hello'),
      1,
    );
  });
});

describe('the other bundled families', () => {
  it('draws Latin and Greek in each family with its own metrics, not the fallback', () => {
    const fallback = width('32px "DejaVu Sans"', 'Hello cells αβγ');
    const widths = new Map<string, number>();
    const others = FONT_FAMILIES.map((family) => family.name).filter((name) => name !== 'Inter');
    for (const family of others) {
      const measured = width(`32px "${family}", sans-serif`, 'Hello cells αβγ');
      expect(Math.abs(measured - fallback), family).toBeGreaterThan(0.5);
      widths.set(family, measured);
    }
    // A monospaced face: every character is as wide as the next.
    expect(width('32px "JetBrains Mono"', 'iiii')).toBeCloseTo(
      width('32px "JetBrains Mono"', 'MMMM'),
      3,
    );
    expect(new Set([...widths.values()].map((w) => w.toFixed(1))).size).toBe(others.length);
  });
});
