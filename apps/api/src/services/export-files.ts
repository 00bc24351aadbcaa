// The one seam between the export jobs and the drawing of files: `renderExport` turns slide
// documents and the options of a download into a file. Today it makes PNG with the editor's
// renderer and refuses the other formats with a 422; `exportSlides` of @figura/export (same
// inputs, same result) replaces its body when that package lands. Runs in a drawing process.
import {
  exportScale,
  type ExportColour,
  type ExportFormat,
  type ExportSizeOptions,
  type ExportTextMode,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { renderSlidePng } from './export-render.ts';

/** What a drawing process is asked for: the format and the options of the download. */
export interface ExportFileOptions extends ExportSizeOptions {
  format: ExportFormat;
  colour?: ExportColour;
  background?: 'transparent' | string;
  text?: ExportTextMode;
}

export interface ExportFile {
  bytes: Uint8Array;
  contentType: string;
  /** Without the dot. */
  extension: string;
}

/** A request the server will not draw, with the HTTP status it answers with. */
export class ExportRefused extends Error {
  readonly status: 400 | 422;
  constructor(status: 400 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

export function formatNotAvailableMessage(format: ExportFormat): string {
  return `This server cannot make ${format.toUpperCase()} yet.`;
}

/** The slide with the background the download asks for (transparent or a colour). */
function withBackground(doc: SlideDocument, background: string | undefined): SlideDocument {
  return background === undefined ? doc : { ...doc, background };
}

/**
 * The documents as one file: one image for one slide, or (PDF) one page per slide. Throws
 * ExportRefused for a format this server cannot make.
 */
export async function renderExport(
  documents: SlideDocument[],
  options: ExportFileOptions,
): Promise<ExportFile> {
  if (options.format !== 'png') {
    throw new ExportRefused(422, formatNotAvailableMessage(options.format));
  }
  if (documents.length !== 1) {
    throw new ExportRefused(422, 'A PNG holds one slide; download several as a ZIP.');
  }
  const doc = withBackground(documents[0]!, options.background);
  const png = await renderSlidePng(doc, exportScale(doc.width, options));
  return { bytes: png, contentType: 'image/png', extension: 'png' };
}
