// The one server renderer set-up: sdk-core's renderer (the editor's fabric adapter) on fabric/node
// and node-canvas, the editor's bundled fonts, illustrations' SVG decoded by librsvg as bytes, no
// network. Every export format, `content verify` and the templates' previews draw through here.
import { createCanvas, loadImage, type Canvas } from 'canvas';
import * as fabric from 'fabric/node';
import { createCanvasTextMeasure, type TextMeasure } from '@figura/sdk-core/builder';
import { renderDocumentToCanvas } from '@figura/sdk-core/render';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { registerBundledFonts } from './fonts/bundled.ts';

// Exported objects are never selected or dragged: no set of selection handles (nine Control
// objects) is built for each of them, as fabric's constructors do for the editor.
const noControls = () => ({ controls: {} });
fabric.InteractiveFabricObject.createControls = noControls;
fabric.Textbox.createControls = noControls;

// Fabric sets the measuring context's font before every character it measures, even when the
// widths come from its cache or the font is the one already set; node-canvas parses the font
// string again on each assignment. The same font is not assigned twice in a row.
const fontSet = new WeakMap<CanvasRenderingContext2D, string>();
const setTextStyles = fabric.FabricText.prototype._setTextStyles;
fabric.FabricText.prototype._setTextStyles = function (
  this: fabric.FabricText,
  ctx: CanvasRenderingContext2D,
  charStyle?: Parameters<typeof setTextStyles>[1],
  forMeasuring?: boolean,
) {
  // Text on a path sets another baseline: always done in full.
  const font = forMeasuring && !this.path ? this._getFontDeclaration(charStyle, true) : undefined;
  if (font !== undefined && fontSet.get(ctx) === font) return;
  setTextStyles.call(this, ctx, charStyle, forMeasuring);
  if (font === undefined) fontSet.delete(ctx);
  else fontSet.set(ctx, font);
};

let fontsFailed = false;

/** Text must measure with the editor's Inter, not the system's sans-serif (once per thread). */
export function registerFontsOnce(): void {
  if (fontsFailed) return;
  try {
    registerBundledFonts();
  } catch (error) {
    // Exports still work, with the system's sans-serif; say why once rather than fail every export.
    fontsFailed = true;
    process.emitWarning(`Figura: could not register the bundled fonts: ${String(error)}`);
  }
}

const faceMeasures = new Map<string, TextMeasure>();

/**
 * Text measured in one of the bundled faces on node-canvas, as the browser's builder measures it
 * (createCanvasTextMeasure): for the library's journal templates and the builder's tests. One
 * measure per face, so what it has measured is kept.
 */
export function measuredFace(family: string): TextMeasure {
  registerFontsOnce();
  let measure = faceMeasures.get(family);
  if (!measure) {
    measure = createCanvasTextMeasure(createCanvas(1, 1).getContext('2d') as never, family);
    faceMeasures.set(family, measure);
  }
  return measure;
}

/** Illustrations' SVG straight to librsvg as bytes (see CreateObjectOptions.decodeSvg). */
export const decodeSvgWithLibrsvg = async (markup: string) =>
  (await loadImage(Buffer.from(markup))) as unknown as CanvasImageSource;

/** Uploads' data: URLs decoded by node-canvas (see CreateObjectOptions.decodeImage). */
export const decodeImageWithNodeCanvas = async (dataUrl: string) =>
  (await loadImage(dataUrl)) as unknown as CanvasImageSource;

/**
 * fabric's canvas without the page: there is no document to be offset in, and asking jsdom for
 * computed styles on every resize took a tenth of a vector export.
 */
class ExportCanvas extends fabric.StaticCanvas {
  constructor(options: ConstructorParameters<typeof fabric.StaticCanvas>[1]) {
    super(undefined, options);
    // dispose() would give the element back to a page, resizing it to the slide's size: a new
    // surface of that size (56 MB at 300 dpi) only to be freed.
    (this.elements as unknown as { cleanupDOM: () => void }).cleanupDOM = () => {};
  }

  override calcOffset() {
    return ((this as unknown as { _offset: { left: number; top: number } })._offset = {
      left: 0,
      top: 0,
    });
  }

  override renderCanvas(ctx: CanvasRenderingContext2D, objects: fabric.FabricObject[]) {
    bilinearWhereSharp(objects);
    super.renderCanvas(ctx, objects);
  }
}

/** Every object of `objects`, group members included. */
export function* objectsOf(objects: fabric.FabricObject[]): Generator<fabric.FabricObject> {
  for (const object of objects) {
    yield object;
    const children = (object as fabric.Group).getObjects?.();
    if (children) yield* objectsOf(children);
  }
}

/**
 * Smallest scale an image is drawn at with bilinear filtering. Illustrations' bitmaps are made at
 * the export's scale, so they are drawn at about 1:1, where bilinear and cairo's default ("good",
 * a convolution) look the same and bilinear is four times faster: three quarters of a 300 dpi
 * PNG's time went there. Images shrunk more keep "good", whose box filter keeps their detail.
 */
const BILINEAR_MIN_SCALE = 0.75;

type NodeCanvasContext = CanvasRenderingContext2D & { patternQuality: string };

function bilinearWhereSharp(objects: fabric.FabricObject[]): void {
  for (const object of objectsOf(objects)) {
    if (!(object instanceof fabric.FabricImage) || Object.hasOwn(object, '_renderFill')) continue;
    const { x, y } = object.getTotalObjectScaling();
    if (Math.min(Math.abs(x), Math.abs(y)) < BILINEAR_MIN_SCALE) continue;
    const fill = object._renderFill.bind(object);
    object._renderFill = (ctx: CanvasRenderingContext2D) => {
      const context = ctx as NodeCanvasContext;
      const quality = context.patternQuality;
      context.patternQuality = 'bilinear';
      fill(ctx);
      context.patternQuality = quality;
    };
  }
}

export interface FabricCanvasOptions {
  /**
   * false: the objects only, for their SVG (the vector exports). The canvas is not drawn and
   * illustrations are not decoded (their SVG markup is written instead, see svg/slide-svg.ts):
   * drawing pixels nobody reads took most of a PDF's time.
   */
  pixels?: boolean;
}

/** An illustration's stand-in when only its size matters: a blank canvas of its bitmap's size. */
const sizeOnly = async (markup: string) => {
  const size = /<svg\b[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"/.exec(markup);
  return createCanvas(
    Number(size?.[1] ?? 1),
    Number(size?.[2] ?? 1),
  ) as unknown as CanvasImageSource;
};

/**
 * The fabric canvas holding `document` drawn at `scale` (its size is the document's times
 * `scale`), handed to `use` before it is disposed. Images that are not data: URLs draw as
 * placeholders: an export never opens a connection.
 */
export async function withFabricCanvas<T>(
  document: SlideDocument,
  scale: number,
  use: (canvas: fabric.StaticCanvas) => T | Promise<T>,
  options: FabricCanvasOptions = {},
): Promise<T> {
  registerFontsOnce();
  const pixels = options.pixels !== false;
  const canvas = pixels
    ? new ExportCanvas({
        width: Math.max(1, Math.round(document.width * scale)),
        height: Math.max(1, Math.round(document.height * scale)),
        renderOnAddRemove: false,
      })
    : (vectorCanvases.pop() ?? vectorCanvas());
  try {
    // renderDocumentToCanvas clears the canvas and sets its background, size and zoom first.
    await renderDocumentToCanvas(fabric, canvas, document, {
      scale,
      allowNetwork: false,
      decodeSvg: pixels ? decodeSvgWithLibrsvg : sizeOnly,
      decodeImage: decodeImageWithNodeCanvas,
    });
    return await use(canvas);
  } finally {
    if (pixels) await canvas.dispose();
    else {
      canvas.clear();
      vectorCanvases.push(canvas);
    }
  }
}

/**
 * Canvases for vector pages, free for the next page: they hold no pixels and, between pages, no
 * objects (making one, a jsdom element and a node-canvas context, was a twentieth of a PDF page).
 */
const vectorCanvases: ExportCanvas[] = [];

function vectorCanvas(): ExportCanvas {
  const canvas = new ExportCanvas({ width: 1, height: 1, renderOnAddRemove: false });
  // renderDocumentToCanvas ends by drawing, which the SVG path does not need. Both entries are
  // stubbed: a render requested for later would also hold up dispose().
  canvas.renderAll = canvas.requestRenderAll = () => {};
  // The size only (toSVG writes it): no surface of the slide's size allocated, cleared and
  // collected for every slide of a PDF.
  canvas.setDimensions = ((size: { width: number; height: number }) => {
    Object.assign(canvas, { width: size.width, height: size.height });
  }) as typeof canvas.setDimensions;
  return canvas;
}

/** Draws `document` at `scale` and hands the node canvas (its pixels) to `use`. */
export function withDrawnDocument<T>(
  document: SlideDocument,
  scale: number,
  use: (canvas: Canvas) => T | Promise<T>,
): Promise<T> {
  // renderDocumentToCanvas has drawn the canvas already (synchronously): a second renderAll()
  // would draw every object again, doubling the export's time.
  return withFabricCanvas(document, scale, (canvas) =>
    use(canvas.getNodeCanvas() as unknown as Canvas),
  );
}
