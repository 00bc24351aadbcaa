// The Download dialog's choices and what they ask the server for: one place for the rules of
// which option applies to which format, so the dialog only shows and edits them.
import {
  CM_PER_INCH,
  CMYK_FORMATS,
  EXPORT_BLEED_MM_DEFAULT,
  bleedInRange,
  EXPORT_DPI_MAX,
  EXPORT_DPI_MIN,
  RASTER_EXPORT_FORMATS,
  SLIDE_PIXELS_PER_INCH,
  TRANSPARENT_FORMATS,
  exportPixelSize,
  isPagedFormat,
  printedWidthInches,
  VECTOR_DOWNLOAD_FORMATS,
  type ExportColour,
  type ExportFormat,
  type ExportTextMode,
  type ExportUnit,
  type RasterExportFormat,
} from '@figura/sdk-core/schema';
import type { ExportFilesOptions } from '@figura/sdk-core/editor';
import { withPaperWidth } from '@figura/sdk-core/arrange';

export type BackgroundChoice = 'slide' | 'transparent' | 'colour';

export interface DownloadChoices {
  format: ExportFormat;
  slides: 'current' | 'all';
  unit: ExportUnit;
  /** The width in `unit`; the height keeps the slide's aspect. */
  width: number;
  dpi: number;
  background: BackgroundChoice;
  backgroundColour: string;
  colour: ExportColour;
  text: ExportTextMode;
  /** A print PDF's bleed around the trim, in mm. */
  bleed: number;
}

/**
 * The slide at its own size as PNG, at the dpi of the journal it is made for (a Cell abstract's
 * 1200 px print 4 in wide at 300 dpi, as Preflight says), else at 72 dpi (the canvas's cm); a
 * canvas sized for paper past the canvas's cm (A0, a talk slide) at that paper's width in cm
 * (withPaperWidth: a 1920 px slide is 33.87 cm at 144 dpi).
 */
export function initialChoices(
  slide: { width: number; height: number },
  dpi?: number,
): DownloadChoices {
  const sized = withPaperWidth<{ dpi?: number; width?: number; unit?: string }>(slide, { dpi });
  const unit = sized.unit === 'cm' ? 'cm' : 'px';
  return {
    format: 'png',
    slides: 'current',
    unit,
    // To the field's step (0.01 cm): the browser refuses a form holding PowerPoint's 33.867.
    width: round(sized.width ?? slide.width, unit),
    dpi: sized.dpi ?? SLIDE_PIXELS_PER_INCH,
    background: 'slide',
    backgroundColour: '#ffffff',
    colour: 'rgb',
    text: 'embed',
    bleed: EXPORT_BLEED_MM_DEFAULT,
  };
}

/** Inches in one `unit` at `dpi`. */
function inchesPer(unit: ExportUnit, dpi: number): number {
  if (unit === 'in') return 1;
  if (unit === 'cm') return 1 / CM_PER_INCH;
  return 1 / dpi;
}

const round = (value: number, unit: ExportUnit) =>
  unit === 'px' ? Math.round(value) : Math.round(value * 100) / 100;

/** The same printed width in another unit. */
export function withUnit(choices: DownloadChoices, unit: ExportUnit): DownloadChoices {
  const inches = choices.width * inchesPer(choices.unit, choices.dpi);
  return { ...choices, unit, width: round(inches / inchesPer(unit, choices.dpi), unit) };
}

/** A new dpi keeps the printed size: in px, the width in pixels follows. */
export function withDpi(choices: DownloadChoices, dpi: number): DownloadChoices {
  if (!Number.isFinite(dpi)) return choices;
  const width =
    choices.unit === 'px' ? round((choices.width * dpi) / choices.dpi, 'px') : choices.width;
  return { ...choices, dpi, width: width > 0 ? width : choices.width };
}

export const dpiInRange = (dpi: number) =>
  Number.isInteger(dpi) && dpi >= EXPORT_DPI_MIN && dpi <= EXPORT_DPI_MAX;

/** The formats that may be chosen for every slide at once (one PDF, or a ZIP of images). */
export function formatFitsAllSlides(format: ExportFormat): boolean {
  return isPagedFormat(format) || (RASTER_EXPORT_FORMATS as readonly string[]).includes(format);
}

/** Every slide in one file (a page each), or a ZIP of one image per slide. */
export const allSlidesZipped = (choices: DownloadChoices) =>
  choices.slides === 'all' && !isPagedFormat(choices.format);

export const sizeApplies = (format: ExportFormat) => format !== 'svg';
export const transparentAllowed = (format: ExportFormat) => TRANSPARENT_FORMATS.includes(format);
export const colourApplies = (format: ExportFormat) => CMYK_FORMATS.includes(format);
export const textApplies = (format: ExportFormat) => format === 'svg';
export const bleedApplies = (format: ExportFormat) => format === 'pdfx';
/** A typed bleed that can be used: a number of mm in range. */
export const bleedTextValid = (text: string) => text.trim() !== '' && bleedInRange(Number(text));

/** The pixel size the choices give the slide (shown live in the dialog). */
export function pixelSizeOf(
  choices: DownloadChoices,
  slide: { width: number; height: number },
): { width: number; height: number } {
  return exportPixelSize(slide, {
    dpi: choices.dpi,
    width: choices.width,
    unit: choices.unit,
  });
}

/** The least resolution at which a large print (a poster) looks sharp at reading distance. */
export const SHARP_PRINT_DPI = 150;
/** Prints from this wide (A1 and up) are read close enough for 72 dpi to look soft. */
const LARGE_PRINT_CM = 50;

/**
 * Whether a picture asked for at a paper size prints soft: large (an A0 poster starts at 84.1 cm)
 * and under SHARP_PRINT_DPI. Pixels asked for as pixels, and vector files, are never said to.
 */
export function printsSoft(choices: DownloadChoices, slide: { width: number }): boolean {
  return (
    sizeApplies(choices.format) &&
    !isVectorFile(choices.format) &&
    choices.unit !== 'px' &&
    choices.dpi < SHARP_PRINT_DPI &&
    printedWidthInches(slide.width, choices) * CM_PER_INCH >= LARGE_PRINT_CM
  );
}

/** Vector files with a page (PDF, print PDF, EPS, PowerPoint) have a printed size, not pixels. */
export const isVectorFile = (format: ExportFormat) =>
  sizeApplies(format) && (VECTOR_DOWNLOAD_FORMATS as readonly string[]).includes(format);

/** The printed size the choices give a vector file's page, in cm and in (shown live). */
export function printedSizeOf(
  choices: DownloadChoices,
  slide: { width: number; height: number },
): { cm: { width: number; height: number }; in: { width: number; height: number } } {
  const inches = printedWidthInches(slide.width, choices);
  const tall = (inches * slide.height) / slide.width;
  const rounded = (value: number) => Math.round(value * 100) / 100;
  return {
    cm: { width: rounded(inches * CM_PER_INCH), height: rounded(tall * CM_PER_INCH) },
    in: { width: rounded(inches), height: rounded(tall) },
  };
}

/** What the editor's exportFiles is asked for. */
export function exportOptionsOf(choices: DownloadChoices): ExportFilesOptions {
  const { format, slides } = choices;
  const options: ExportFilesOptions = { format, slides };
  if (allSlidesZipped(choices)) {
    options.format = 'zip';
    options.imageFormat = format as RasterExportFormat;
  }
  if (sizeApplies(format)) {
    options.dpi = choices.dpi;
    options.width = choices.width;
    options.unit = choices.unit;
  }
  if (choices.background === 'transparent' && transparentAllowed(format))
    options.background = 'transparent';
  if (choices.background === 'colour') options.background = choices.backgroundColour;
  if (colourApplies(format)) options.colour = choices.colour;
  if (textApplies(format)) options.text = choices.text;
  if (bleedApplies(format)) options.bleed = choices.bleed;
  return options;
}
