import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConverterMissing } from './eps.ts';
import { exportSlides } from './export.ts';
import { fixture } from './testing/fixtures.ts';

const science = fixture('science');

/** An EPS's header comment, e.g. `%%HiResBoundingBox`. */
const comment = (eps: Buffer, name: string) =>
  new RegExp(`^%%${name}: (.*)$`, 'm').exec(eps.toString('latin1'))?.[1];
const numbers = (line: string | undefined) => (line ?? '').split(' ').map(Number);

afterEach(() => vi.unstubAllEnvs());

describe('EPS (poppler’s pdftops)', () => {
  it('is Encapsulated PostScript with a bounding box of the slide’s physical size', async () => {
    const { bytes, extension, contentType } = await exportSlides([science], { format: 'eps' });
    expect([extension, contentType]).toEqual(['eps', 'application/postscript']);
    expect(bytes.subarray(0, 23).toString('latin1')).toBe('%!PS-Adobe-3.0 EPSF-3.0');
    // 800 x 450 px at the canvas's 72 px/in: 800 x 450 pt.
    expect(numbers(comment(bytes, 'HiResBoundingBox'))).toEqual([0, 0, 800, 450]);
    const wide = await exportSlides([science], { format: 'eps', width: 17, unit: 'cm' });
    const [, , width, height] = numbers(comment(wide.bytes, 'HiResBoundingBox'));
    expect(width).toBeCloseTo((17 / 2.54) * 72, 0);
    expect(height).toBeCloseTo((((17 / 2.54) * 72) / 800) * 450, 0);
  });

  it('embeds its fonts: every face the slide uses is a resource of the file', async () => {
    const { bytes } = await exportSlides([science], { format: 'eps' });
    const text = bytes.toString('latin1');
    const fonts = [...text.matchAll(/^%%BeginResource: font (\S+)$/gm)].map((match) => match[1]);
    expect(fonts.join(' ')).toMatch(/Inter-Bold.*NotoSerif/);
    expect(text).not.toMatch(/%%DocumentNeededResources: font/);
  });

  it('paints in CMYK when asked', async () => {
    const rgb = (await exportSlides([science], { format: 'eps' })).bytes.toString('latin1');
    const cmyk = (await exportSlides([science], { format: 'eps', colour: 'cmyk' })).bytes;
    expect(rgb).toMatch(/\/DeviceRGB/);
    expect(cmyk.toString('latin1')).toMatch(/\/DeviceCMYK/);
    expect(cmyk.toString('latin1')).not.toMatch(/\/DeviceRGB/);
  });

  it('says plainly when pdftops is not installed', async () => {
    vi.stubEnv('FIGURA_PDFTOPS', '/nonexistent/pdftops');
    const made = exportSlides([science], { format: 'eps' });
    await expect(made).rejects.toBeInstanceOf(ConverterMissing);
    await expect(made).rejects.toThrow(/pdftops, which is not installed on this server/);
  });

  it('holds one slide, and no transparency', async () => {
    await expect(exportSlides([science, science], { format: 'eps' })).rejects.toThrow(
      /EPS file holds one slide/,
    );
    await expect(
      exportSlides([science], { format: 'eps', background: 'transparent' }),
    ).rejects.toThrow(/EPS has no transparency/);
  });
});
