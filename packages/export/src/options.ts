// What an export is asked for, checked once for the command line and the API's drawing processes.
// The formats, units and DPI range, and what each format can be (transparent, CMYK), are
// sdk-core's, the lists the API's schemas and the editor's Download dialog use; what is here is
// how this renderer draws them.
import {
  CMYK_FORMATS,
  EXPORT_BLEED_MM_MAX,
  EXPORT_COLOURS,
  EXPORT_DPI_MAX,
  EXPORT_DPI_MIN,
  EXPORT_FORMATS,
  EXPORT_TEXT_MODES,
  EXPORT_UNITS,
  MM_PER_INCH,
  SLIDE_PIXELS_PER_INCH,
  TRANSPARENT_FORMATS,
  bleedInRange,
  exportScale,
  printedWidthInches,
  type ExportColour,
  type ExportFormat,
  type ExportTextMode,
  type ExportUnit,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { withPaperWidth } from '@figura/sdk-core/arrange';

// Callers that size a download themselves (the API's raster pixels) take the paper's width too.
export { withPaperWidth };

export const POINTS_PER_INCH = 72;
/** Longest side of a raster export: node-canvas (cairo) draws at most 32,767 px a side. */
export const MAX_RASTER_SIDE = 30_000;

export interface ExportOptions {
  format: ExportFormat;
  /** Dots per inch written into the file, and (without `width`) the drawing's scale over 72. */
  dpi?: number;
  /** 'cmyk': TIFF as CMYK with an ICC profile, PDF with CMYK colours. Default 'rgb'. */
  colour?: ExportColour;
  /** 'transparent' (PNG, TIFF, PDF, SVG) or '#rrggbb'; default: the document's own background. */
  background?: string;
  /** Width of the output in `unit`; the height follows the document's shape. */
  width?: number;
  unit?: ExportUnit;
  /** SVG: fonts embedded as subset @font-face ('embed', default) or text drawn as outlines. */
  text?: ExportTextMode;
  /**
   * PNG, TIFF: no alpha channel, a transparent background drawn white (always so for CMYK and JPG;
   * an opaque background has none either way).
   */
  flatten?: boolean;
  /** The creation's name: PDF Title, SVG `<title>`. */
  title?: string;
  /** Who made it (the creation's owner): PDF and PowerPoint Author. */
  author?: string;
  /** A longer description (alt text): SVG `<desc>`; else the credits line is used. */
  description?: string;
  /** A print PDF's (pdfx) bleed around each page's trim, in millimetres (default 3). */
  bleed?: number;
}

export interface ExportResult {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The options come from a command line or a stored job: checked as strings, not trusted as types. */
const oneOf = (list: readonly string[], value: string) => list.includes(value);
const formatNames = (formats: readonly ExportFormat[]) =>
  formats
    .map((format) => format.toUpperCase())
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');

/** Why the options cannot be used, in words for a user, or null. */
export function exportOptionsProblem(options: ExportOptions): string | null {
  const { format, dpi, width, unit, background, colour, text, bleed } = options;
  if (!oneOf(EXPORT_FORMATS, format))
    return `Unknown format "${String(format)}": use one of ${EXPORT_FORMATS.join(', ')}`;
  if (
    dpi !== undefined &&
    !(Number.isFinite(dpi) && dpi >= EXPORT_DPI_MIN && dpi <= EXPORT_DPI_MAX)
  )
    return `The DPI must be a number from ${EXPORT_DPI_MIN} to ${EXPORT_DPI_MAX}`;
  if (width !== undefined && !(Number.isFinite(width) && width > 0))
    return 'The width must be a positive number';
  if (unit !== undefined && !oneOf(EXPORT_UNITS, unit))
    return `Unknown unit "${String(unit)}": use one of ${EXPORT_UNITS.join(', ')}`;
  if (unit !== undefined && width === undefined) return 'A unit needs a width';
  if (background !== undefined && background !== 'transparent' && !HEX_COLOUR.test(background))
    return `The background must be "transparent" or a colour like #ffffff, not "${background}"`;
  if (background === 'transparent' && !TRANSPARENT_FORMATS.includes(format))
    return `${format.toUpperCase()} has no transparency: choose a background colour or PNG`;
  if (background === 'transparent' && colour === 'cmyk' && format === 'tiff')
    return 'A CMYK TIFF is always flattened: choose a background colour';
  if (colour !== undefined && !oneOf(EXPORT_COLOURS, colour))
    return `Unknown colour "${String(colour)}": use ${EXPORT_COLOURS.join(' or ')}`;
  if (colour === 'cmyk' && !CMYK_FORMATS.includes(format) && format !== 'pdfx')
    return `CMYK is offered for ${formatNames(CMYK_FORMATS)} only`;
  if (colour === 'rgb' && format === 'pdfx')
    return 'A print PDF (PDF/X) is always CMYK: choose PDF for RGB';
  if (bleed !== undefined && format !== 'pdfx') return 'A bleed is for a print PDF (PDF/X) only';
  if (bleed !== undefined && !bleedInRange(bleed))
    return `The bleed must be from 0 to ${EXPORT_BLEED_MM_MAX} mm`;
  if (text !== undefined && !oneOf(EXPORT_TEXT_MODES, text))
    return `Unknown text mode "${String(text)}": use ${EXPORT_TEXT_MODES.join(' or ')}`;
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
  const sized = withPaperWidth(document, options);
  return {
    scale: exportScale(document.width, sized),
    dpi: sized.dpi ?? SLIDE_PIXELS_PER_INCH,
  };
}

/**
 * Page size of a PDF in points: as asked, else the paper a poster is sized for (A0), else the
 * document at its own size (a px a point).
 */
export function pageSizeInPoints(
  document: SlideDocument,
  options: Pick<ExportOptions, 'width' | 'unit' | 'dpi'>,
): { width: number; height: number } {
  const width =
    printedWidthInches(document.width, withPaperWidth(document, options)) * POINTS_PER_INCH;
  return { width, height: (width * document.height) / document.width };
}

/**
 * How every TIFF is written: LZW, and the DPI in its resolution tags in inches (sharp takes the
 * resolution in pixels per millimetre and writes it in the unit asked).
 */
export const tiffOutput = (dpi: number) =>
  ({
    compression: 'lzw',
    xres: dpi / MM_PER_INCH,
    yres: dpi / MM_PER_INCH,
    resolutionUnit: 'inch',
  }) as const;
