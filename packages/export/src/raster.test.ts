import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exportSlides } from './export.ts';
import { readPngText } from './png-text.ts';
import { fixture } from './testing/fixtures.ts';
import { jpegDpi, pngDpi, tiffTags } from './testing/file-tags.ts';

const science = fixture('science');

/** RGBA of the pixel at (x, y) of an encoded image. */
async function pixelAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 4)];
}

describe('PNG', () => {
  it('is drawn at the DPI asked (document size x dpi/72) and says so in pHYs', async () => {
    const { bytes, contentType, extension } = await exportSlides([science], {
      format: 'png',
      dpi: 300,
    });
    expect([contentType, extension]).toEqual(['image/png', 'png']);
    expect(pngDpi(bytes)).toEqual({ x: 300, y: 300 });
    const { width, height } = await sharp(bytes).metadata();
    expect([width, height]).toEqual([3333, 1875]);
    // The credits line of the illustration travels with the file.
    expect(readPngText(bytes).Copyright).toContain('Figura tests, CC-BY 4.0');
  });

  it('takes an explicit physical width: 8.5 cm at 300 dpi is 1004 px wide', async () => {
    const { bytes } = await exportSlides([science], {
      format: 'png',
      dpi: 300,
      width: 8.5,
      unit: 'cm',
    });
    const { width, height } = await sharp(bytes).metadata();
    expect(width).toBe(1004);
    expect(height).toBe(Math.round((1004 * 450) / 800));
  });

  it('draws the illustrations of a slide whose PDF and SVG were made first', async () => {
    // The vector exports only size illustrations; a PNG of the same slide after them once drew
    // none. A size no other test uses, so nothing has drawn this illustration before.
    const elements = science.elements.map((element) =>
      element.type === 'illustration' ? { ...element, width: 203, height: 203 } : element,
    );
    const slide = { ...science, elements };
    await exportSlides([slide], { format: 'pdf' });
    await exportSlides([slide], { format: 'svg' });
    const { bytes } = await exportSlides([slide], { format: 'png' });
    // The middle of the cell is its red nucleus (#c0392b), not the panel behind it.
    const [red, green, blue] = await pixelAt(bytes, 592, 264);
    expect(red).toBeGreaterThan(150);
    expect(Math.max(green!, blue!)).toBeLessThan(90);
  });

  it('leaves the background transparent when asked, or paints the colour asked', async () => {
    const transparent = await exportSlides([science], { format: 'png', background: 'transparent' });
    expect((await pixelAt(transparent.bytes, 5, 5))[3]).toBe(0);
    const coloured = await exportSlides([science], { format: 'png', background: '#ff8800' });
    expect(await pixelAt(coloured.bytes, 5, 5)).toEqual([255, 136, 0, 255]);
  });

  it('has an alpha channel only when its background is transparent', async () => {
    const channels = async (bytes: Buffer) => {
      const { channels: count, hasAlpha } = await sharp(bytes).metadata();
      return { count, hasAlpha };
    };
    const opaque = await exportSlides([science], { format: 'png' });
    expect(await channels(opaque.bytes)).toEqual({ count: 3, hasAlpha: false });
    const transparent = await exportSlides([science], { format: 'png', background: 'transparent' });
    expect(await channels(transparent.bytes)).toEqual({ count: 4, hasAlpha: true });
    // Flattened (a journal that refuses alpha): a transparent background comes out white.
    const flat = await exportSlides([science], {
      format: 'png',
      background: 'transparent',
      flatten: true,
    });
    expect(await channels(flat.bytes)).toEqual({ count: 3, hasAlpha: false });
    expect(await pixelAt(flat.bytes, 5, 5)).toEqual([255, 255, 255, 255]);
  });
});

describe('JPG', () => {
  it('writes its DPI in the JFIF density and is opaque', async () => {
    const { bytes, contentType } = await exportSlides([science], { format: 'jpg', dpi: 150 });
    expect(contentType).toBe('image/jpeg');
    expect(jpegDpi(bytes)).toEqual({ x: 150, y: 150 });
    expect((await sharp(bytes).metadata()).hasAlpha).toBe(false);
  });

  it('refuses a transparent background', async () => {
    await expect(
      exportSlides([science], { format: 'jpg', background: 'transparent' }),
    ).rejects.toThrow(/JPG has no transparency/);
  });
});

describe('TIFF', () => {
  it('is LZW-compressed RGB with resolution tags of the DPI in inches', async () => {
    const { bytes, contentType } = await exportSlides([science], { format: 'tiff', dpi: 300 });
    expect(contentType).toBe('image/tiff');
    const tags = tiffTags(bytes);
    expect(tags).toMatchObject({
      width: 3333,
      height: 1875,
      compression: 5,
      photometric: 2,
      resolutionUnit: 2,
    });
    expect(tags.xResolution).toBeCloseTo(300, 1);
    expect(tags.yResolution).toBeCloseTo(300, 1);
    // On the slide's opaque background: three channels, no alpha.
    expect([tags.samplesPerPixel, tags.extraSamples]).toEqual([3, []]);
  });

  it('keeps an alpha channel on a transparent background, unless flattened', async () => {
    const transparent = { format: 'tiff', background: 'transparent' } as const;
    const tags = tiffTags((await exportSlides([science], transparent)).bytes);
    expect(tags.samplesPerPixel).toBe(4);
    expect(tags.extraSamples).toHaveLength(1);
    const flat = (await exportSlides([science], { ...transparent, flatten: true })).bytes;
    expect([tiffTags(flat).samplesPerPixel, tiffTags(flat).extraSamples]).toEqual([3, []]);
    expect(await pixelAt(flat, 5, 5)).toEqual([255, 255, 255, 255]);
  });

  it('in CMYK: four separated channels, no alpha, an ICC profile, the DPI kept', async () => {
    const { bytes } = await exportSlides([science], { format: 'tiff', dpi: 300, colour: 'cmyk' });
    const tags = tiffTags(bytes);
    expect(tags.photometric).toBe(5);
    expect(tags.samplesPerPixel).toBe(4);
    expect(tags.extraSamples).toEqual([]);
    expect(tags.iccBytes).toBeGreaterThan(1000);
    expect(tags.xResolution).toBeCloseTo(300, 1);
    const meta = await sharp(bytes).metadata();
    expect(meta.space).toBe('cmyk');
  });

  /** The CMYK bytes of a CMYK TIFF, and what sharp's ICC transform makes of the slide's RGB. */
  async function cmykAndReference(slide: typeof science, tiff: Buffer, dpi: number) {
    const rgb = await sharp((await exportSlides([slide], { format: 'tiff', dpi })).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const reference = await sharp(rgb.data, {
      raw: { width: rgb.info.width, height: rgb.info.height, channels: 3 },
    })
      .withIccProfile('cmyk')
      .toColourspace('cmyk')
      .raw()
      .toBuffer();
    const cmyk = await sharp(tiff)
      .pipelineColourspace('cmyk')
      .toColourspace('cmyk')
      .raw()
      .toBuffer();
    return { cmyk, reference };
  }

  it('in CMYK: each pixel as sharp’s own ICC transform makes it, whatever came before', async () => {
    // Converted colours are remembered for the process, and the file of the last export is
    // written over: an export after a larger one (with new colours) must come out as one made
    // alone would.
    const slide = { ...science, background: '#f2e6d9' };
    await exportSlides([science], { format: 'tiff', dpi: 300, colour: 'cmyk' });
    const { bytes } = await exportSlides([slide], { format: 'tiff', dpi: 150, colour: 'cmyk' });
    const { cmyk, reference } = await cmykAndReference(slide, bytes, 150);
    expect(cmyk.equals(reference)).toBe(true);
    expect((await sharp(bytes).metadata()).icc?.length).toBeGreaterThan(1000);
  });

  it('in CMYK: exports made at the same time, sharing new colours, map every pixel alike', async () => {
    // Colours neither has met before, in both: the second may not map a colour the first is
    // still converting.
    const slide = { ...science, background: '#2d6a4f' };
    const files = await Promise.all(
      [1, 2].map(() => exportSlides([slide], { format: 'tiff', dpi: 96, colour: 'cmyk' })),
    );
    for (const file of files) {
      const { cmyk, reference } = await cmykAndReference(slide, file.bytes, 96);
      expect(cmyk.equals(reference)).toBe(true);
    }
  });
});

describe('export options', () => {
  it('refuse a DPI outside 72-600 and more than one slide in a one-slide format', async () => {
    await expect(exportSlides([science], { format: 'png', dpi: 1200 })).rejects.toThrow(
      /from 72 to 600/,
    );
    await expect(exportSlides([science, science], { format: 'png' })).rejects.toThrow(
      /holds one slide/,
    );
  });
});
