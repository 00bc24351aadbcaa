import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exportSlides } from '../export.ts';
import { exportOptionsProblem } from '../options.ts';
import { fixture } from '../testing/fixtures.ts';
import {
  pdfFonts,
  pdfInfo,
  pdfObjects,
  pdfPagePng,
  pdfStream,
  pdfXmp,
  qpdfCheck,
} from '../testing/poppler.ts';

const science = fixture('science');
/** 3 mm in points. */
const BLEED_3MM = (3 / 25.4) * 72;

/** pdfinfo's box line as numbers. */
const box = (line: string | undefined) => (line ?? '').trim().split(/\s+/).map(Number);

describe('print PDF (PDF/X-4)', () => {
  it('carries the CMYK profile as its OutputIntent and says it is PDF/X-4', async () => {
    const { bytes, extension, contentType } = await exportSlides([science], {
      format: 'pdfx',
      title: 'Calcium figure',
      author: 'Ada Lovelace',
    });
    expect([extension, contentType]).toEqual(['pdf', 'application/pdf']);
    expect(qpdfCheck(bytes)).toMatch(/No syntax or stream encoding errors found/);
    const info = pdfInfo(bytes);
    expect(info['PDF subtype']).toBe('PDF/X-4');
    expect(info.Title).toBe('Calcium figure');
    expect(info.Author).toBe('Ada Lovelace');
    const objects = pdfObjects(bytes);
    const catalog = [...objects.values()].find((object) => object?.['/Type'] === '/Catalog')!;
    const [intentRef] = catalog['/OutputIntents'] as string[];
    const intent = objects.get(intentRef!)!;
    expect(intent).toMatchObject({ '/Type': '/OutputIntent', '/S': '/GTS_PDFX' });
    const profileRef = intent['/DestOutputProfile'] as string;
    expect(objects.get(profileRef)).toMatchObject({ '/N': 4 });
    // The very profile the colours were converted through, the one the CMYK TIFF carries.
    const tiff = await exportSlides([science], { format: 'tiff', colour: 'cmyk' });
    const { icc } = await sharp(tiff.bytes).metadata();
    expect(pdfStream(bytes, profileRef).equals(icc!)).toBe(true);
    // Trapped is a name, as PDF/X asks; the XMP names the standard and stays well-formed XML.
    const infoDictionary = [...objects.values()].find((object) => object?.['/Trapped'])!;
    expect(objects.get(infoDictionary['/Trapped'] as string)).toBe('/False');
    expect(objects.get(infoDictionary['/GTS_PDFXVersion'] as string)).toBe('u:PDF/X-4');
    const xmp = pdfXmp(bytes);
    expect(xmp).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
    expect(xmp).toContain('<pdf:Trapped>False</pdf:Trapped>');
    expect(xmp).toMatch(/<xmpMM:DocumentID>uuid:[0-9a-f-]{36}<\/xmpMM:DocumentID>/);
  });

  it('has a trim box (the slide) inside a bleed box 3 mm larger, or as asked', async () => {
    const { bytes } = await exportSlides([science], { format: 'pdfx' });
    const boxes = pdfInfo(bytes, ['-box']);
    // 800 x 450 px at 72 px/in is 800 x 450 pt, trimmed; the page runs 3 mm past each edge.
    const trim = box(boxes.TrimBox);
    expect(trim[0]).toBeCloseTo(BLEED_3MM, 1);
    expect(trim[2]! - trim[0]!).toBeCloseTo(800, 1);
    expect(trim[3]! - trim[1]!).toBeCloseTo(450, 1);
    expect(box(boxes.BleedBox)).toEqual(box(boxes.MediaBox));
    expect(box(boxes.MediaBox)[2]).toBeCloseTo(800 + 2 * BLEED_3MM, 1);

    const none = pdfInfo((await exportSlides([science], { format: 'pdfx', bleed: 0 })).bytes, [
      '-box',
    ]);
    expect(box(none.TrimBox)).toEqual(box(none.MediaBox));
    const wide = pdfInfo(
      (await exportSlides([science], { format: 'pdfx', bleed: 5, width: 17, unit: 'cm' })).bytes,
      ['-box'],
    );
    expect(box(wide.TrimBox)[0]).toBeCloseTo((5 / 25.4) * 72, 1);
    expect(box(wide.TrimBox)[2]! - box(wide.TrimBox)[0]!).toBeCloseTo((17 / 2.54) * 72, 1);
  });

  it('runs the background on into the bleed, in CMYK, with every font embedded', async () => {
    const blue = { ...science, background: '#336699' };
    const { bytes } = await exportSlides([blue, blue], { format: 'pdfx', bleed: 5 });
    expect(pdfInfo(bytes).Pages).toBe('2');
    for (const font of pdfFonts(bytes)) expect(font, font.name).toMatchObject({ embedded: true });
    expect(bytes.toString('latin1')).not.toMatch(/DeviceRGB/);
    // A pixel in the bleed, outside the slide: the background's blue, not the paper's white.
    const png = pdfPagePng(bytes, 36);
    const { data } = await sharp(png)
      .extract({ left: 1, top: 1, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r, g, b] = [...data];
    expect(b! - r!, `${r},${g},${b}`).toBeGreaterThan(50);
  });

  it('names itself "Figure" when the creation has no name or alt text, and escapes titles in XMP', async () => {
    const untitled = await exportSlides([{ ...science, alt: '' }], { format: 'pdfx' });
    expect(pdfInfo(untitled.bytes).Title).toBe('Figure');
    const named = await exportSlides([science], { format: 'pdf', title: 'T cells & <PD-1>' });
    expect(pdfInfo(named.bytes).Title).toBe('T cells & <PD-1>');
    expect(pdfXmp(named.bytes)).toContain('T cells &amp; &lt;PD-1&gt;');
  });

  it('refuses what a print PDF cannot be', () => {
    expect(exportOptionsProblem({ format: 'pdfx', colour: 'rgb' })).toMatch(/always CMYK/);
    expect(exportOptionsProblem({ format: 'pdf', bleed: 3 })).toMatch(/print PDF/);
    expect(exportOptionsProblem({ format: 'pdfx', bleed: 11 })).toMatch(/from 0 to 10 mm/);
    expect(exportOptionsProblem({ format: 'pdfx', bleed: 3, colour: 'cmyk' })).toBeNull();
  });
});
