// The two libraries that ship no types, typed as far as the export uses them. (A .d.ts would be
// seen only by this package's own tsconfig, not by the packages that compile these sources.)
// @ts-expect-error -- subset-font has no types
import subsetFontUntyped from 'subset-font';
// @ts-expect-error -- svg-to-pdfkit has no types
import svgToPdfUntyped from 'svg-to-pdfkit';
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
