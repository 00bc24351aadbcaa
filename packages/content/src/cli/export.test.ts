// `pnpm figura export`: the command line's files, read back with independent readers.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figura, runCommand } from './test-helpers.ts';

const SCIENCE = fileURLToPath(
  new URL('../../../export/test/fixtures/science.json', import.meta.url),
);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'figura-export-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const out = (name: string) => path.join(dir, name);

/** The PNG's pHYs chunk in dots per inch. */
function pngDpi(png: Buffer): number | null {
  const at = png.indexOf('pHYs');
  return at < 0 || png[at + 12] !== 1 ? null : Math.round(png.readUInt32BE(at + 4) * 0.0254);
}

/** Tag → first value of a little-endian TIFF's first IFD (short, long or rational). */
function tiffTag(tiff: Buffer, wanted: number): number | undefined {
  const ifd = tiff.readUInt32LE(4);
  for (let i = 0; i < tiff.readUInt16LE(ifd); i++) {
    const entry = ifd + 2 + i * 12;
    if (tiff.readUInt16LE(entry) !== wanted) continue;
    const type = tiff.readUInt16LE(entry + 2);
    if (type === 3) return tiff.readUInt16LE(entry + 8);
    if (type === 4) return tiff.readUInt32LE(entry + 8);
    if (type === 5) {
      const at = tiff.readUInt32LE(entry + 8);
      return tiff.readUInt32LE(at) / tiff.readUInt32LE(at + 4);
    }
    return tiff.readUInt32LE(entry + 4);
  }
  return undefined;
}

describe('figura export', () => {
  it('writes a PNG whose pHYs says 300 dpi', async () => {
    await figura(['export', SCIENCE, '--format', 'png', '--dpi', '300', '--out', out('a.png')]);
    expect(pngDpi(readFileSync(out('a.png')))).toBe(300);
  });

  it('writes a TIFF whose resolution tags say 300 dpi, and a CMYK TIFF with an ICC profile', async () => {
    await figura(['export', SCIENCE, '--format', 'tiff', '--dpi', '300', '--out', out('a.tiff')]);
    const rgb = readFileSync(out('a.tiff'));
    expect(tiffTag(rgb, 282)).toBeCloseTo(300, 1); // XResolution
    expect(tiffTag(rgb, 283)).toBeCloseTo(300, 1); // YResolution
    expect(tiffTag(rgb, 296)).toBe(2); // inches
    expect(tiffTag(rgb, 259)).toBe(5); // LZW
    await figura([
      'export',
      SCIENCE,
      '--format',
      'tiff',
      '--dpi',
      '300',
      '--colour',
      'cmyk',
      '--out',
      out('b.tiff'),
    ]);
    const cmyk = readFileSync(out('b.tiff'));
    expect(tiffTag(cmyk, 262)).toBe(5); // separated: CMYK
    expect(tiffTag(cmyk, 277)).toBe(4); // four channels, no alpha
    expect(tiffTag(cmyk, 338)).toBeUndefined(); // no extra (alpha) sample
    expect(tiffTag(cmyk, 34675)).toBeDefined(); // ICC profile
    expect(tiffTag(cmyk, 282)).toBeCloseTo(300, 1);
  });

  it('writes a PDF whose fonts are embedded and whose text pdftotext reads back', async () => {
    await figura([
      'export',
      SCIENCE,
      '--format',
      'pdf',
      '--title',
      'Calcium',
      '--out',
      out('a.pdf'),
    ]);
    const fonts = execFileSync('pdffonts', [out('a.pdf')], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim());
    expect(fonts.length).toBeGreaterThan(0);
    // Columns: … emb sub uni object generation.
    for (const line of fonts) expect(line.trim().split(/\s+/).at(-5), line).toBe('yes');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', out('a.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('α-helix');
    expect(text).toContain('H₂O and CO₂ at 10⁻³ M');
  });

  it('writes a print PDF (PDF/X-4, 3 mm bleed), a PowerPoint and an EPS of the slide’s size', async () => {
    await figura([
      'export',
      SCIENCE,
      '--format',
      'pdfx',
      '--bleed',
      '3',
      '--title',
      'Calcium',
      '--out',
      out('print.pdf'),
    ]);
    const info = execFileSync('pdfinfo', ['-box', out('print.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/PDF subtype:\s+PDF\/X-4/);
    expect(info).toMatch(/TrimBox:\s+8\.50\s+8\.50\s+808\.50\s+458\.50/);
    await figura(['export', SCIENCE, '--format', 'pptx', '--out', out('a.pptx')]);
    // A PowerPoint file: a ZIP whose first entry is its content types.
    expect(readFileSync(out('a.pptx')).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(readFileSync(out('a.pptx')).includes('ppt/slides/slide1.xml')).toBe(true);
    await figura(['export', SCIENCE, '--format', 'eps', '--out', out('a.eps')]);
    expect(readFileSync(out('a.eps'), 'latin1')).toMatch(/^%%BoundingBox: 0 0 800 450$/m);
    const refused = await runCommand([
      'export',
      SCIENCE,
      '--format',
      'pdf',
      '--bleed',
      '3',
      '--out',
      out('x.pdf'),
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('A bleed is for a print PDF (PDF/X) only');
  });

  it('writes an SVG with <title> and <desc>', async () => {
    await figura([
      'export',
      SCIENCE,
      '--format',
      'svg',
      '--title',
      'Calcium',
      '--out',
      out('a.svg'),
    ]);
    const svg = readFileSync(out('a.svg'), 'utf8');
    expect(svg).toContain('<title>Calcium</title>');
    expect(svg).toMatch(/<desc>fixture cell by Figura tests, CC-BY 4.0/);
  });

  it('writes one numbered file per slide for a list in a one-slide format, and one PDF', async () => {
    const list = out('list.json');
    const document = JSON.parse(readFileSync(SCIENCE, 'utf8'));
    writeFileSync(list, JSON.stringify([document, document]));
    await figura(['export', list, '--format', 'png', '--out', out('slides.png')]);
    expect([existsSync(out('slides-1.png')), existsSync(out('slides-2.png'))]).toEqual([
      true,
      true,
    ]);
    await figura(['export', list, '--format', 'pdf', '--out', out('slides.pdf')]);
    expect(execFileSync('pdfinfo', [out('slides.pdf')], { encoding: 'utf8' })).toMatch(
      /Pages:\s+2/,
    );
  });

  it('fails with the path of the bad field and a non-zero exit code', async () => {
    const bad = out('bad.json');
    const document = JSON.parse(readFileSync(SCIENCE, 'utf8'));
    document.elements[1].fontSize = 'large';
    writeFileSync(bad, JSON.stringify([document]));
    const run = await runCommand(['export', bad, '--format', 'png', '--out', out('bad.png')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/\[0\]\.elements\.1\.fontSize/);
    expect(existsSync(out('bad.png'))).toBe(false);
  });

  it('refuses options that cannot be honoured, saying why', async () => {
    const run = await runCommand([
      'export',
      SCIENCE,
      '--format',
      'jpg',
      '--background',
      'transparent',
      '--out',
      out('x.jpg'),
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('JPG has no transparency');
  });

  it('holds the file to a journal profile: nothing written while a required check fails, unless --anyway', async () => {
    const square = out('square.json');
    // A 1200 px square slide with a 5 pt label (20.8 px is 5 pt when Cell prints 1200 px as 4 in).
    writeFileSync(
      square,
      JSON.stringify({
        schemaVersion: 4,
        width: 1200,
        height: 1200,
        background: '#ffffff',
        elements: [
          {
            type: 'textbox',
            id: 'label',
            left: 400,
            top: 700,
            width: 400,
            height: 30,
            text: 'p < 0.05',
            fontSize: 20.8,
          },
        ],
      }),
    );
    const run = (extra: string[]) =>
      runCommand([
        'export',
        square,
        '--format',
        'tiff',
        '--dpi',
        '300',
        '--width',
        '1200',
        '--unit',
        'px',
        '--profile',
        'cell',
        ...extra,
        '--out',
        out('cell.tiff'),
      ]);
    const refused = await run([]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('the file would not meet cell: nothing written');
    expect(refused.stderr).toContain(
      'Text “p < 0.05” is 5 pt at print size; Cell asks for at least 12 pt.',
    );
    expect(existsSync(out('cell.tiff'))).toBe(false);

    const anyway = await run(['--anyway']);
    expect(anyway.status).toBe(0);
    expect(anyway.stderr).toContain('written anyway: Text “p < 0.05” is 5 pt');
    expect(existsSync(out('cell.tiff'))).toBe(true);
  });

  it('gives a PDF its physical size, pixels over DPI: 1200 px at 300 dpi is a 4 in (288 pt) page', async () => {
    await figura([
      'export',
      SCIENCE,
      '--format',
      'pdf',
      '--dpi',
      '300',
      '--width',
      '1200',
      '--unit',
      'px',
      '--out',
      out('four-inch.pdf'),
    ]);
    const info = execFileSync('pdfinfo', [out('four-inch.pdf')], { encoding: 'utf8' });
    const [, width] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
    expect(Number(width)).toBeCloseTo(288, 0);
  });

  it('writes the submission package for a journal: a ZIP, refused while a required check fails', async () => {
    const run = (document: string, extra: string[] = []) =>
      runCommand([
        'export',
        document,
        '--profile',
        'cell',
        '--package',
        ...extra,
        '--out',
        out('package.zip'),
      ]);
    const refused = await run(out('square.json'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('the figure would not meet cell: nothing written');
    const written = await run(out('square.json'), ['--anyway']);
    expect(written.status).toBe(0);
    expect(written.stderr).toContain(
      'credits.txt, alt-text.txt, preflight.json, preflight.txt, figure.json',
    );
    expect(written.stderr).toContain('does NOT meet the profile');
    expect(readFileSync(out('package.zip')).subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a profile that is not in the registry', async () => {
    const run = await runCommand([
      'export',
      SCIENCE,
      '--format',
      'png',
      '--profile',
      'nature-of-things',
      '--out',
      out('n.png'),
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--profile must be one of cell, elsevier');
  });
});
