import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportSlides } from '../export.ts';
import { fixture } from '../testing/fixtures.ts';
import { pdfFonts, pdfInfo, pdfText } from '../testing/poppler.ts';

const science = fixture('science');

/** The page content streams, inflated: where a PDF says which colour spaces it paints in. */
function contentStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Fonts and images: not content streams.
    }
  }
  return streams.join('\n');
}

describe('PDF', () => {
  it('embeds every font as a subset and keeps the text as text: Greek, sub- and superscripts', async () => {
    const { bytes, contentType } = await exportSlides([science], {
      format: 'pdf',
      title: 'Calcium',
    });
    expect(contentType).toBe('application/pdf');
    const fonts = pdfFonts(bytes);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const font of fonts)
      expect(font, font.name).toMatchObject({ embedded: true, subset: true });
    expect(fonts.map((font) => font.name).join(' ')).toMatch(/Inter-Bold.*NotoSerif/);
    const text = pdfText(bytes);
    expect(text).toContain('binding to the α-helix');
    expect(text).toContain('H₂O and CO₂ at 10⁻³ M');
    expect(text).toContain('ΔG = −4 kJ, β-sheet, 3 µm');
  });

  it('is one page per slide, sized from the document at 72 px per inch, with its metadata', async () => {
    const { bytes } = await exportSlides([science, { ...science, width: 400, height: 400 }], {
      format: 'pdf',
      title: 'Calcium figure',
    });
    const info = pdfInfo(bytes);
    expect(info.Pages).toBe('2');
    // 800 x 450 px at the canvas's 72 px/in (its cm are the print's) is 800 x 450 pt.
    expect(info['Page size']).toMatch(/^800 x 450 pts/);
    expect(info.Title).toBe('Calcium figure');
    expect(info.Subject).toBe(
      'fixture cell by Figura tests, CC-BY 4.0, https://creativecommons.org/licenses/by/4.0/',
    );
    expect(info.Keywords).toBe(info.Subject);
  });

  it('carries the slides’ alt text and descriptions as its title and subject', async () => {
    const { bytes } = await exportSlides(
      [
        { ...science, alt: 'Calcium in a cell', description: 'A cell takes up calcium.' },
        { ...science, description: 'Then it grows.' },
      ],
      { format: 'pdf' },
    );
    const info = pdfInfo(bytes);
    expect(info.Title).toBe('Calcium in a cell');
    expect(info.Subject).toBe('A cell takes up calcium. Then it grows.');
  });

  it('titled with the creation’s name, takes the alt text as its subject', async () => {
    const { bytes } = await exportSlides([{ ...science, alt: 'Calcium enters a cell' }], {
      format: 'pdf',
      title: 'Calcium figure',
    });
    const info = pdfInfo(bytes);
    expect(info.Title).toBe('Calcium figure');
    expect(info.Subject).toBe('Calcium enters a cell');
  });

  it('takes a physical width: 17 cm wide is 481.9 pt', async () => {
    const { bytes } = await exportSlides([science], { format: 'pdf', width: 17, unit: 'cm' });
    expect(pdfInfo(bytes)['Page size']).toMatch(/^481\.8\d* x 271\.0\d* pts/);
  });

  it('paints every colour in DeviceCMYK when asked, and nothing in RGB', async () => {
    const rgb = contentStreams((await exportSlides([science], { format: 'pdf' })).bytes);
    expect(rgb).toMatch(/DeviceRGB/);
    const cmyk = contentStreams(
      (await exportSlides([science], { format: 'pdf', colour: 'cmyk' })).bytes,
    );
    expect(cmyk).toMatch(/DeviceCMYK/);
    expect(cmyk).not.toMatch(/DeviceRGB/);
    // White stays paper: no ink at all.
    expect(cmyk).toMatch(/\n0 0 0 0 scn\n/);
    // The next RGB export in the same process is RGB again (the drawing's defaults are reset).
    const again = contentStreams((await exportSlides([science], { format: 'pdf' })).bytes);
    expect(again).toMatch(/DeviceRGB/);
    expect(again).not.toMatch(/DeviceCMYK/);
  });

  it('converts raster images to CMYK too', async () => {
    const varied = fixture('varied');
    const rgb = (await exportSlides([varied], { format: 'pdf' })).bytes.toString('latin1');
    expect(rgb).toMatch(/\/Subtype \/Image[\s\S]*?\/ColorSpace \/DeviceRGB/);
    const cmyk = (await exportSlides([varied], { format: 'pdf', colour: 'cmyk' })).bytes;
    const objects = cmyk.toString('latin1');
    expect(objects).toMatch(/\/ColorSpace \/DeviceCMYK/);
    expect(objects).not.toMatch(/DeviceRGB/);
    expect(contentStreams(cmyk)).not.toMatch(/DeviceRGB/);
  });
});
