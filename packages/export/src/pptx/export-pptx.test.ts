import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadScientificTools } from '@figura/sdk-core/editor';
import { englishTranslator } from '@figura/sdk-core/testing';
import { parseSlideDocument, SCIENTIFIC_TYPES } from '@figura/sdk-core/schema';
import { exportSlides } from '../export.ts';
import { fixture } from '../testing/fixtures.ts';

const EMU_PER_INCH = 914_400;

async function pptxOf(names: string[], title?: string, author?: string): Promise<Unzipped> {
  const { bytes, contentType, extension } = await exportSlides(names.map(fixture), {
    format: 'pptx',
    ...(title ? { title } : {}),
    ...(author ? { author } : {}),
  });
  expect(extension).toBe('pptx');
  expect(contentType).toBe(
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  );
  return unzipSync(new Uint8Array(bytes));
}

const text = (files: Unzipped, name: string) => strFromU8(files[name]!);

/** Each text run of a slide: its text with the attributes of its run properties. */
function runs(xml: string): { text: string; rPr: string; font: string }[] {
  return [
    ...xml.matchAll(
      /<a:r>(<a:rPr[^>]*>[\s\S]*?<\/a:rPr>|<a:rPr[^>]*\/>)<a:t>([^<]*)<\/a:t><\/a:r>/g,
    ),
  ].map((match) => ({
    text: match[2]!,
    rPr: match[1]!,
    font: /<a:latin typeface="([^"]+)"/.exec(match[1]!)?.[1] ?? '',
  }));
}

describe('PowerPoint export', () => {
  it('is one slide per slide at the slide’s size, titled and signed as its creation', async () => {
    const files = await pptxOf(['layout', 'science'], 'PD-1 blockade', 'Ada Lovelace');
    const presentation = text(files, 'ppt/presentation.xml');
    // 1000 x 600 px at 72 px/in.
    expect(presentation).toContain(
      `<p:sldSz cx="${Math.round((1000 / 72) * EMU_PER_INCH)}" cy="${Math.round((600 / 72) * EMU_PER_INCH)}"`,
    );
    expect(
      Object.keys(files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)),
    ).toHaveLength(2);
    const core = text(files, 'docProps/core.xml');
    expect(core).toContain('<dc:title>PD-1 blockade</dc:title>');
    expect(core).toContain('<dc:creator>Ada Lovelace</dc:creator>');
    // Unsigned, it is Figura's, not the library's.
    expect(text(await pptxOf(['science']), 'docProps/core.xml')).toContain(
      '<dc:creator>Figura</dc:creator>',
    );
  });

  it('keeps each text as text with its font, size, weight, slant, list and scripts', async () => {
    const layout = runs(text(await pptxOf(['layout']), 'ppt/slides/slide1.xml'));
    const run = (wanted: string) => layout.find((found) => found.text === wanted)!;
    // 28 px is 28 pt (a px a point); bold, in Inter.
    expect(run('Tumour sample')).toMatchObject({ font: 'Inter' });
    expect(run('Tumour sample').rPr).toMatch(/sz="2800" b="1"/);
    expect(run('Killing restored').rPr).toMatch(/i="1"/);
    expect(run('Block').rPr).toMatch(/b="1"/);
    expect(run(' PD-1 with antibody').rPr).not.toMatch(/b="1"/);
    expect(run('asure').rPr).toMatch(/u="sng"/);
    const slide = text(await pptxOf(['layout']), 'ppt/slides/slide1.xml');
    expect(slide.match(/<a:buChar char="&#x2022;"\/>/g)).toHaveLength(3);
    // One paragraph's properties per paragraph, first in it (PowerPoint repairs a file otherwise).
    for (const paragraph of slide.match(/<a:p>[\s\S]*?<\/a:p>/g)!)
      expect(paragraph.match(/<a:pPr[\s>]/g)?.length ?? 0, paragraph).toBeLessThanOrEqual(1);

    const science = runs(text(await pptxOf(['science']), 'ppt/slides/slide1.xml'));
    expect(science.map((found) => found.text).join('')).toContain('binding to the α-helix');
    // "2+" of Ca²⁺ is a superscript PowerPoint draws smaller itself: at the box's own size.
    const superscript = science.find((found) => found.text === '2+')!;
    expect(superscript.rPr).toMatch(/baseline="30000"/);
    expect(superscript.font).toBe(science.find((found) => found.text.includes('binding'))!.font);
  });

  it('draws rectangles, ellipses, lines, arrows and connectors as PowerPoint’s shapes', async () => {
    const slide = text(await pptxOf(['layout']), 'ppt/slides/slide1.xml');
    expect(slide).toContain('prst="roundRect"');
    expect(slide).toContain('prst="ellipse"');
    // The divider and the arrow are lines; the elbow connector a custom open path.
    expect(slide.match(/prst="line"/g)).toHaveLength(2);
    expect(slide).toContain('<a:custGeom>');
    expect(slide).toContain('<a:prstDash val="dash"/>');
    expect(slide).toMatch(/<a:tailEnd type="triangle" w="\w+" len="\w+"\/>/);
    expect(slide).toMatch(/<a:headEnd type="diamond" w="\w+" len="\w+"\/>/);
    expect(slide).toMatch(/<a:tailEnd type="arrow" w="\w+" len="\w+"\/>/);
    // The ellipse keeps its rotation (20°, in 60,000ths of a degree).
    expect(slide).toContain('rot="1200000"');
    // The result box and its text stay one group.
    const group = /<p:grpSp>[\s\S]*?<\/p:grpSp>/.exec(slide)?.[0] ?? '';
    expect(group).toContain('Killing restored');
    expect(group.match(/<p:sp>/g)).toHaveLength(2);
  });

  it('places illustrations, icons, molecules and charts as SVG pictures with real PNGs and alt text', async () => {
    const files = await pptxOf(['varied']);
    const slide = text(files, 'ppt/slides/slide1.xml');
    const svgs = Object.keys(files).filter((name) => /^ppt\/media\/.*\.svg$/.test(name));
    // Two illustrations, an icon, an illustration part, a molecule, a chart, an image, a shape.
    expect(svgs.length).toBeGreaterThanOrEqual(8);
    expect(slide.match(/<asvg:svgBlip/g)?.length).toBe(svgs.length);
    for (const svg of svgs) {
      expect(text(files, svg)).toMatch(/^<svg[\s>]/);
      const [, slideNumber, index] = /image-(\d+)-(\d+)\.svg$/.exec(svg)!;
      const png = files[`ppt/media/image-${slideNumber}-${Number(index) - 1}.png`]!;
      const { width, height, format } = await sharp(png).metadata();
      expect(format).toBe('png');
      // Not pptxgenjs's 100 x 119 "broken image" placeholder: the element drawn.
      expect([width, height]).not.toEqual([100, 119]);
    }
    expect(slide).toMatch(/descr="[^"]+"/);
  });

  it('places objects drawn from data as vector pictures with their alt text', async () => {
    const tools = await loadScientificTools();
    const t = englishTranslator('editor');
    const elements = SCIENTIFIC_TYPES.map((type, index) =>
      tools.sampleScientific(
        type,
        { left: (index % 3) * 600, top: Math.floor(index / 3) * 450 },
        type,
        t,
      ),
    );
    const slide = parseSlideDocument({ schemaVersion: 4, width: 1800, height: 1350, elements });
    const { bytes } = await exportSlides([slide], { format: 'pptx' });
    const files = unzipSync(new Uint8Array(bytes));
    const xml = text(files, 'ppt/slides/slide1.xml');
    const svgs = Object.keys(files).filter((name) => /^ppt\/media\/.*\.svg$/.test(name));
    expect(svgs).toHaveLength(SCIENTIFIC_TYPES.length);
    // Vector, never a bitmap in an SVG (their text becomes outlines, as every picture's does).
    for (const name of svgs) {
      expect(text(files, name)).toMatch(/<(path|rect|circle|line)\b/);
      expect(text(files, name)).not.toContain('<image');
    }
    // Each with the alt text drafted from its data (a sentence, not its kind's name).
    expect(xml.match(/descr="[^"]{30,}"/g)).toHaveLength(SCIENTIFIC_TYPES.length);
    expect(elements.every((element) => element.alt.length >= 30)).toBe(true);
  });
});
