// The downloads' choices, without zod: the editor's Download dialog reads them in its first
// frame, and the API's schemas (exports.ts) are built from the same lists. The server's drawing
// (@figura/export) reads them too, and keeps only how each format is drawn.
import { CM_PER_INCH, SLIDE_PIXELS_PER_INCH } from '../document/constants';

/**
 * What one slide can be downloaded as (spec §7): `pdfx` is a print PDF (PDF/X-4: CMYK with an
 * OutputIntent, trim and bleed boxes); `eps` a vector EPS for the journals that ask for it;
 * `pptx` an editable PowerPoint (text as text, shapes as shapes, the rest as SVG pictures).
 */
export const EXPORT_FORMATS = ['png', 'jpg', 'tiff', 'pdf', 'pdfx', 'eps', 'pptx', 'svg'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * What a whole creation can be downloaded as: a PDF with a page per slide, a ZIP of images, or a
 * journal's submission package (a ZIP of every file its profile asks for, named by its rule, with
 * credits.txt, alt-text.txt, the preflight report and the source document).
 */
export const CREATION_EXPORT_FORMATS = ['pdf', 'pdfx', 'pptx', 'zip', 'package'] as const;
export type CreationExportFormat = (typeof CREATION_EXPORT_FORMATS)[number];

/** The image formats a ZIP can hold (one file per slide): drawn in pixels, the others as vector. */
export const RASTER_EXPORT_FORMATS = ['png', 'jpg', 'tiff'] as const;
export type RasterExportFormat = (typeof RASTER_EXPORT_FORMATS)[number];

/** Formats whose one file holds several slides (a page each); the others hold one slide. */
export const PAGED_EXPORT_FORMATS = [
  'pdf',
  'pdfx',
  'pptx',
] as const satisfies readonly ExportFormat[];
export type PagedExportFormat = (typeof PAGED_EXPORT_FORMATS)[number];
export const isPagedFormat = (format: string): format is PagedExportFormat =>
  (PAGED_EXPORT_FORMATS as readonly string[]).includes(format);

/** The media type of each file a download makes. */
export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat | CreationExportFormat, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  pdfx: 'application/pdf',
  eps: 'application/postscript',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  svg: 'image/svg+xml',
  zip: 'application/zip',
  package: 'application/zip',
};

/** The extension of each file a download makes: the format's name, but a print PDF is a .pdf. */
export const EXPORT_EXTENSIONS: Readonly<Record<ExportFormat | CreationExportFormat, string>> = {
  png: 'png',
  jpg: 'jpg',
  tiff: 'tiff',
  pdf: 'pdf',
  pdfx: 'pdf',
  eps: 'eps',
  pptx: 'pptx',
  svg: 'svg',
  zip: 'zip',
  package: 'zip',
};

/**
 * A file's name from its creation's name and its format: a print PDF says so, so that it and the
 * PDF of the same creation (both .pdf) do not replace each other in a Downloads folder.
 */
export const exportFileStem = (
  creationName: string,
  format: ExportFormat | CreationExportFormat,
) => (format === 'pdfx' ? `${creationName} (print)` : creationName);

export const EXPORT_UNITS = ['px', 'cm', 'in'] as const;
export type ExportUnit = (typeof EXPORT_UNITS)[number];

export const EXPORT_COLOURS = ['rgb', 'cmyk'] as const;
export type ExportColour = (typeof EXPORT_COLOURS)[number];

export const EXPORT_TEXT_MODES = ['embed', 'outline'] as const;
export type ExportTextMode = (typeof EXPORT_TEXT_MODES)[number];

/** Dots per inch a download may ask for. */
export const EXPORT_DPI_MIN = 72;
export const EXPORT_DPI_MAX = 600;

/** Formats that can keep a transparent background (PostScript has no transparency). */
export const TRANSPARENT_FORMATS: readonly ExportFormat[] = ['png', 'tiff', 'pdf', 'pdfx', 'svg'];
/** Formats that can be made in CMYK (a print PDF always is). */
export const CMYK_FORMATS: readonly ExportFormat[] = ['tiff', 'pdf', 'eps'];

/**
 * Print bleed around a PDF/X's trim, in millimetres: the background runs on past the trim so a
 * guillotine a little off leaves no white edge (3 mm is printers' usual).
 */
export const EXPORT_BLEED_MM_DEFAULT = 3;
export const EXPORT_BLEED_MM_MAX = 10;
export const MM_PER_INCH = 25.4;

export const bleedInRange = (bleed: number) =>
  Number.isFinite(bleed) && bleed >= 0 && bleed <= EXPORT_BLEED_MM_MAX;

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The size part of a download request. */
export interface ExportSizeOptions {
  /** Times the slide's own size; the older form, still taken when no dpi or width is given. */
  scale?: number;
  dpi?: number;
  /** The image's width in `unit` (default px); the height follows the slide's aspect. */
  width?: number;
  unit?: ExportUnit;
}

/**
 * How many times the slide's own size an export is drawn at: `scale` as given; otherwise the
 * width asked for (in px, or in cm/in at the dpi); otherwise the dpi over the slide's own.
 */
export function exportScale(slideWidth: number, options: ExportSizeOptions): number {
  if (options.scale !== undefined) return options.scale;
  const dpi = options.dpi ?? SLIDE_PIXELS_PER_INCH;
  if (options.width !== undefined) {
    const unit = options.unit ?? 'px';
    const inches = unit === 'in' ? options.width : options.width / CM_PER_INCH;
    const pixels = unit === 'px' ? options.width : inches * dpi;
    return pixels / slideWidth;
  }
  return dpi / SLIDE_PIXELS_PER_INCH;
}

/**
 * How wide a vector file's page prints, in inches: the asked width in in or cm, or in px at the
 * dpi; without a width, the slide at its own size (SLIDE_PIXELS_PER_INCH).
 */
export function printedWidthInches(
  slideWidth: number,
  options: Pick<ExportSizeOptions, 'dpi' | 'width' | 'unit'>,
): number {
  if (options.width === undefined) return slideWidth / SLIDE_PIXELS_PER_INCH;
  const unit = options.unit ?? 'px';
  if (unit === 'in') return options.width;
  if (unit === 'cm') return options.width / CM_PER_INCH;
  return options.width / (options.dpi ?? SLIDE_PIXELS_PER_INCH);
}

/** The pixel size of a slide exported with `options` (what the Download dialog shows). */
export function exportPixelSize(
  slide: { width: number; height: number },
  options: ExportSizeOptions,
): { width: number; height: number } {
  const scale = exportScale(slide.width, options);
  return {
    width: Math.max(1, Math.round(slide.width * scale)),
    height: Math.max(1, Math.round(slide.height * scale)),
  };
}
