// Export speed against Chromium's own drawing of the same slides, in the same run: a 100-element
// 1200x1200 slide as a 300 dpi PNG (Chromium: a screenshot at deviceScaleFactor 300/72 of the
// slide's SVG export), and a 10-slide creation as PDF (Chromium: page.pdf() of the same SVGs, one
// page each). Ratios above 1 mean the export is slower than the browser. And a CMYK TIFF of the
// 300 dpi slide against its RGB TIFF.
import { readFileSync } from 'node:fs';
import { SLIDE_PIXELS_PER_INCH } from '@figura/sdk-core/model';
import { exportSlides, readSlideDocuments } from '../packages/export/src/index.ts';
import { drawPixels } from '../packages/export/src/raster.ts';
import { launchChromium } from '../scripts/chromium.mjs';
import { iterations, measuredRuns, warmUps } from './quick.mjs';

const FIXTURES = new URL('../packages/export/test/fixtures/', import.meta.url);
const RUNS = iterations(5);
const DPI = 300;

const fixture = (name) => JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8'));

/** A copy of `element` moved by (dx, dy), with its id made unique by `suffix`. */
function moved(element, dx, dy, suffix) {
  const copy = structuredClone(element);
  copy.id = `${element.id}-${suffix}`;
  if (typeof copy.left === 'number') [copy.left, copy.top] = [copy.left + dx, copy.top + dy];
  if (typeof copy.x1 === 'number')
    Object.assign(copy, { x1: copy.x1 + dx, y1: copy.y1 + dy, x2: copy.x2 + dx, y2: copy.y2 + dy });
  if (Array.isArray(copy.points) && copy.type !== 'polygon')
    copy.points = copy.points.map((point) => ({ x: point.x + dx, y: point.y + dy }));
  if (copy.type === 'group')
    copy.elements = copy.elements.map((child) => ({ ...child, id: `${child.id}-${suffix}` }));
  return copy;
}

/** 100 elements of every kind on a 1200x1200 slide: the varied fixture's, tiled at half size. */
function hundredElementSlide() {
  const varied = fixture('varied');
  const elements = [];
  for (let tile = 0; elements.length < 100; tile++) {
    const [dx, dy] = [(tile % 3) * 400 - 20 * (tile % 2), Math.floor(tile / 3) * 330];
    for (const element of varied.elements) {
      if (elements.length === 100) break;
      elements.push(moved(element, dx * 0.8, dy * 0.8, tile));
    }
  }
  const [slide] = readSlideDocuments({ ...varied, width: 1200, height: 1200, elements });
  if (typeof slide === 'string' || !slide) throw new Error(`bench slide: ${slide}`);
  return slide;
}

/**
 * A copy of `document` that shares nothing drawable with the other slides: moved, illustrations
 * turned to another hue, texts numbered, drawings' sizes nudged. A real creation's
 * slides differ; identical copies would measure what is remembered between slides instead.
 */
function distinct(document, index) {
  const copy = structuredClone(document);
  for (const element of copy.elements) {
    if (typeof element.left === 'number') element.left += index;
    if (element.type === 'illustration') element.hueShift = ((index * 37) % 360) - 180;
    if (['molecule', 'icon', 'chart', 'svg_part'].includes(element.type))
      element.width += index / 10;
    if (element.type === 'textbox') element.text += ` (${index + 1})`;
  }
  return copy;
}

/** Ten different slides made from the two fixtures, alternating. */
function tenSlides() {
  const documents = readSlideDocuments(
    Array.from({ length: 10 }, (_, index) =>
      distinct(fixture(index % 2 ? 'varied' : 'science'), index),
    ),
  );
  if (typeof documents === 'string') throw new Error(documents);
  return documents;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs before timing, on both sides: a long-running export worker (and browser) is warm. */
const WARM_UPS = warmUps(5);

/**
 * Median ms of `work`, after the warm-ups: fonts converted, modules loaded, caches filled, the
 * JIT's optimised code in place.
 */
async function timed(work) {
  const times = await measuredRuns(
    RUNS,
    async () => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    },
    WARM_UPS,
  );
  return median(times);
}

export async function exportFigures(figure) {
  const slide = hundredElementSlide();
  const slides = tenSlides();
  const svg = (await exportSlides([slide], { format: 'svg' })).bytes.toString('utf8');
  const svgs = await Promise.all(
    slides.map(async (document) => (await exportSlides([document], { format: 'svg' })).bytes),
  );

  const pngMs = await timed(() => exportSlides([slide], { format: 'png', dpi: DPI }));
  const drawMs = await timed(() => drawPixels(slide, DPI / SLIDE_PIXELS_PER_INCH));
  const pdfMs = await timed(() => exportSlides(slides, { format: 'pdf' }));
  // CMYK against RGB, the same slide and DPI in the same run (issue 33: at most 1.3 x).
  const rgbTiffMs = await timed(() => exportSlides([slide], { format: 'tiff', dpi: DPI }));
  const cmykTiffMs = await timed(() =>
    exportSlides([slide], { format: 'tiff', dpi: DPI, colour: 'cmyk' }),
  );

  const browser = await launchChromium();
  let shotMs;
  let printMs;
  try {
    const scale = DPI / SLIDE_PIXELS_PER_INCH;
    const context = await browser.newContext({
      viewport: { width: slide.width, height: slide.height },
      deviceScaleFactor: scale,
    });
    const page = await context.newPage();
    shotMs = await timed(async () => {
      await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ type: 'png', fullPage: false });
    });
    await context.close();
    const printed = await (await browser.newContext()).newPage();
    const pages = slides
      .map(
        (document, index) =>
          `<section style="width:${document.width}px;height:${document.height}px;break-after:page;overflow:hidden">${svgs[index]}</section>`,
      )
      .join('');
    printMs = await timed(async () => {
      await printed.setContent(
        `<!doctype html><style>@page{size:${slides[0].width}px ${slides[0].height}px;margin:0}body{margin:0}</style>${pages}`,
      );
      await printed.evaluate(() => document.fonts.ready);
      await printed.pdf({ preferCSSPageSize: true, printBackground: true });
    });
  } finally {
    await browser.close();
  }
  figure('export png 300dpi (100 elements, 1200x1200)', pngMs, 'ms');
  figure('export png 300dpi: drawing (fabric on node-canvas)', drawMs, 'ms');
  figure('chromium screenshot of the same slide at 300 dpi', shotMs, 'ms');
  figure('export png 300dpi ratio', pngMs / shotMs, 'x', 1);
  figure('export pdf (10 slides)', pdfMs, 'ms');
  figure('chromium page.pdf() of the same 10 slides', printMs, 'ms');
  figure('export pdf ratio', pdfMs / printMs, 'x', 1);
  figure('export rgb tiff 300dpi (100 elements, 1200x1200)', rgbTiffMs, 'ms');
  figure('export cmyk tiff 300dpi (same slide)', cmykTiffMs, 'ms');
  figure('export cmyk tiff 300dpi ratio', cmykTiffMs / rgbTiffMs, 'x', 1.3);
}
