import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseSlideDocument } from '@figura/sdk-core/schema';
import { exportSlides } from '../export.ts';
import { fixture } from '../testing/fixtures.ts';
import { pdfFonts, pdfInfo, pdfPagePng, pdfText } from '../testing/poppler.ts';

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

  it('prints a poster sized for A0 on A0 when no width is asked, as SVG and PNG too', async () => {
    const poster = { ...science, width: 1768, height: 2500 };
    const pdf = await exportSlides([poster], { format: 'pdf' });
    expect(pdfInfo(pdf.bytes)['Page size']).toMatch(/^2383\.9\d* x 33(70|71)\.\d+ pts \(A0\)/);
    const svg = (await exportSlides([poster], { format: 'svg' })).bytes.toString('utf8');
    expect(svg).toMatch(/<svg[^>]* width="84\.1cm"/);
    // At the canvas's 72 dpi, 84.1 cm are 2384 px; an asked width is kept.
    const png = await exportSlides([poster], { format: 'png' });
    expect((await sharp(png.bytes).metadata()).width).toBe(2384);
    const asked = await exportSlides([poster], { format: 'png', width: 1000 });
    expect((await sharp(asked.bytes).metadata()).width).toBe(1000);
  });

  it('prints a talk’s 1920 px slide at PowerPoint’s 13.33 x 7.5 in, its PNG at 1920 px and 144 dpi', async () => {
    const talk = { ...science, width: 1920, height: 1080 };
    const pdf = await exportSlides([talk], { format: 'pdf' });
    expect(pdfInfo(pdf.bytes)['Page size']).toMatch(/^960(\.0\d*)? x 540(\.0\d*)? pts/);
    const png = await exportSlides([talk], { format: 'png' });
    const meta = await sharp(png.bytes).metadata();
    expect(meta.width).toBe(1920);
    expect(meta.density).toBe(144);
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

  it('paints a shape whose gradient takes its colours from a gradient of the other kind', async () => {
    // As Inkscape writes them (the "Particles solids" illustration): one radial gradient per
    // shape, naming a linear one that holds the stops. The PDF painted these with nothing.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">' +
      '<defs><linearGradient id="colours"><stop offset="0" stop-color="#ff0000"/>' +
      '<stop offset="1" stop-color="#cc0000"/></linearGradient>' +
      '<radialGradient id="ball" xlink:href="#colours" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="50"/></defs>' +
      '<rect width="100" height="100" fill="url(#ball)"/></svg>';
    const document = parseSlideDocument({
      schemaVersion: 4,
      width: 100,
      height: 100,
      background: '#ffffff',
      elements: [
        {
          type: 'illustration',
          id: 'ball',
          assetId: 'test/ball',
          name: 'Ball',
          left: 0,
          top: 0,
          width: 100,
          height: 100,
          svg,
        },
      ],
    });
    const { bytes } = await exportSlides([document], { format: 'pdf' });
    const { data } = await sharp(pdfPagePng(bytes, 72)).raw().toBuffer({ resolveWithObject: true });
    // The middle pixel is red, not the white page.
    const middle = (50 * 100 + 50) * 3;
    expect([...data.subarray(middle, middle + 3)].map((value) => Math.round(value / 32))).toEqual([
      8, 0, 0,
    ]);
  });
});
