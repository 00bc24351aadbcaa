// The libraries whose types do not serve here, typed as far as the export uses them. (A .d.ts
// would be seen only by this package's own tsconfig, not by the packages that compile these
// sources.)
// @ts-expect-error -- subset-font has no types
import subsetFontUntyped from 'subset-font';
// @ts-expect-error -- svg-to-pdfkit has no types
import svgToPdfUntyped from 'svg-to-pdfkit';
import pptxModule from 'pptxgenjs';
import type { PdfSvgNode } from './pdf/svg-nodes.ts';

/** A subset of `font` holding the glyphs of `text` (harfbuzz's hb-subset). */
export const subsetFont = subsetFontUntyped as (
  font: Uint8Array,
  text: string,
  options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
) => Promise<Buffer>;

type Colour = [number[], number];

export interface SvgToPdfOptions {
  width?: number;
  height?: number;
  preserveAspectRatio?: string;
  fontCallback?: (family: string, bold: boolean, italic: boolean, options: unknown) => string;
  colorCallback?: (colour: Colour | null, raw?: string) => Colour | null;
  warningCallback?: (message: string) => void;
}

/** Draws `svg` (markup, or element-like nodes: see pdf/svg-nodes.ts) into the current page of `doc` at (x, y). */
export const SVGtoPDF = svgToPdfUntyped as (
  doc: PDFKit.PDFDocument,
  svg: string | PdfSvgNode,
  x: number,
  y: number,
  options?: SvgToPdfOptions,
) => void;

// pptxgenjs ships CommonJS-style types: under Node's ESM its default import is typed as the
// module object, while at run time (its ES build) it is the class.
type PptxModule = typeof pptxModule;
type PptxClass = PptxModule extends { default: infer Class } ? Class : PptxModule;
export const PptxGenJS = ((pptxModule as unknown as { default?: PptxClass }).default ??
  pptxModule) as PptxClass;
/** A presentation being written, one of its slides, and the option types used (read off the
 * methods: the namespace's names resolve differently under the repository's two module modes). */
export type PptxDeck = InstanceType<PptxClass>;
export type PptxSlide = ReturnType<PptxDeck['addSlide']>;
export type PptxShapeName = Parameters<PptxSlide['addShape']>[0];
export type PptxLine = NonNullable<NonNullable<Parameters<PptxSlide['addShape']>[1]>['line']>;
export type PptxTextRun = Exclude<Parameters<PptxSlide['addText']>[0], string>[number];
