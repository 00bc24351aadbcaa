// What an export is asked for, checked once for the command line and (later) the API's routes.
import type { SlideDocument } from '@figura/sdk-core/schema';

export const EXPORT_FORMATS = ['png', 'jpg', 'tiff', 'pdf', 'svg'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const SIZE_UNITS = ['px', 'cm', 'in'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** Journals ask for 300-600 dpi; screens use 72-96. Outside this range is a typo. */
export const MIN_DPI = 72;
export const MAX_DPI = 600;
/** The document's own unit: CSS pixels, 96 to the inch. */
export const CSS_PX_PER_INCH = 96;
export const POINTS_PER_INCH = 72;
export const CM_PER_INCH = 2.54;
/** Longest side of a raster export: node-canvas (cairo) draws at most 32,767 px a side. */
export const MAX_RASTER_SIDE = 30_000;

export interface ExportOptions {
  format: ExportFormat;
  /** Dots per inch written into the file, and (without `width`) the drawing's scale: dpi/96. */
  dpi?: number;
  /** 'cmyk': TIFF as CMYK with an ICC profile, PDF with CMYK colours. Default 'rgb'. */
  colour?: 'rgb' | 'cmyk';
  /** 'transparent' (PNG, TIFF, PDF, SVG) or '#rrggbb'; default: the document's own background. */
  background?: string;
  /** Width of the output in `unit`; the height follows the document's shape. */
  width?: number;
  unit?: SizeUnit;
  /** SVG: fonts embedded as subset @font-face ('embed', default) or text drawn as outlines. */
  text?: 'embed' | 'outline';
  /** TIFF: no alpha channel (always so for CMYK and JPG). */
  flatten?: boolean;
  /** The creation's name: PDF Title, SVG `<title>`. */
  title?: string;
  /** A longer description (alt text): SVG `<desc>`; else the credits line is used. */
  description?: string;
}

export interface ExportResult {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Why the options cannot be used, in words for a user, or null. */
export function exportOptionsProblem(options: ExportOptions): string | null {
  if (!EXPORT_FORMATS.includes(options.format))
    return `Unknown format "${String(options.format)}": use one of ${EXPORT_FORMATS.join(', ')}`;
  const { dpi, width, unit, background, colour, text } = options;
  if (dpi !== undefined && !(Number.isFinite(dpi) && dpi >= MIN_DPI && dpi <= MAX_DPI))
    return `The DPI must be a number from ${MIN_DPI} to ${MAX_DPI}`;
  if (width !== undefined && !(Number.isFinite(width) && width > 0))
    return 'The width must be a positive number';
  if (unit !== undefined && !SIZE_UNITS.includes(unit))
    return `Unknown unit "${String(unit)}": use one of ${SIZE_UNITS.join(', ')}`;
  if (unit !== undefined && width === undefined) return 'A unit needs a width';
  if (background !== undefined && background !== 'transparent' && !HEX_COLOUR.test(background))
    return `The background must be "transparent" or a colour like #ffffff, not "${background}"`;
  if (background === 'transparent' && options.format === 'jpg')
    return 'JPG has no transparency: choose a background colour or PNG';
  if (background === 'transparent' && colour === 'cmyk' && options.format === 'tiff')
    return 'A CMYK TIFF is always flattened: choose a background colour';
  if (colour !== undefined && colour !== 'rgb' && colour !== 'cmyk')
    return `Unknown colour "${String(colour)}": use rgb or cmyk`;
  if (colour === 'cmyk' && options.format !== 'tiff' && options.format !== 'pdf')
    return 'CMYK is offered for TIFF and PDF only';
  if (text !== undefined && text !== 'embed' && text !== 'outline')
    return `Unknown text mode "${String(text)}": use embed or outline`;
  return null;
}

/** The document with the asked background (the document's own when none is asked). */
export function withBackground(document: SlideDocument, background?: string): SlideDocument {
  return background === undefined ? document : { ...document, background };
}

/** Output pixels per document pixel for a raster export, and the DPI written into the file. */
export function rasterScale(
  document: SlideDocument,
  options: Pick<ExportOptions, 'dpi' | 'width' | 'unit'>,
): { scale: number; dpi: number } {
  const dpi = options.dpi ?? CSS_PX_PER_INCH;
  if (options.width === undefined) return { scale: dpi / CSS_PX_PER_INCH, dpi };
  const unit = options.unit ?? 'px';
  const inches = unit === 'in' ? options.width : unit === 'cm' ? options.width / CM_PER_INCH : 0;
  const pixels = unit === 'px' ? options.width : inches * dpi;
  return { scale: pixels / document.width, dpi };
}

/** Page size of a PDF in points: the document at 96 px/in, or the asked physical width. */
export function pageSizeInPoints(
  document: SlideDocument,
  options: Pick<ExportOptions, 'width' | 'unit' | 'dpi'>,
): { width: number; height: number } {
  let inches = document.width / CSS_PX_PER_INCH;
  if (options.width !== undefined) {
    const unit = options.unit ?? 'px';
    inches =
      unit === 'in'
        ? options.width
        : unit === 'cm'
          ? options.width / CM_PER_INCH
          : options.width / (options.dpi ?? CSS_PX_PER_INCH);
  }
  const width = inches * POINTS_PER_INCH;
  return { width, height: (width * document.height) / document.width };
}
