// EPS, for the journals that still ask for it: the slide's vector PDF (fonts embedded) turned
// into Encapsulated PostScript by poppler's `pdftops -eps`, run as a program. Its bounding box is
// the page, so the slide's physical size. PostScript has no transparency: what is transparent is
// drawn by pdftops at the export's DPI.
import { execFile } from 'node:child_process';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { ExportOptions } from './options.ts';
import { exportPdf } from './pdf/export-pdf.ts';

/** A converter this export needs is not installed where it runs (the API answers 422). */
export class ConverterMissing extends RangeError {}

/** The program, `pdftops` on the PATH unless FIGURA_PDFTOPS names another. */
const pdftops = () => process.env.FIGURA_PDFTOPS || 'pdftops';
const MAX_EPS_BYTES = 1024 * 1024 * 1024;

export async function exportEps(document: SlideDocument, options: ExportOptions): Promise<Buffer> {
  const pdf = await exportPdf([document], { ...options, format: 'pdf' });
  return pdfToEps(pdf, {
    dpi: options.dpi ?? 300,
    cmyk: options.colour === 'cmyk',
  });
}

function pdfToEps(pdf: Buffer, { dpi, cmyk }: { dpi: number; cmyk: boolean }): Promise<Buffer> {
  const args = ['-eps', '-level3', '-r', String(Math.round(dpi))];
  if (cmyk) args.push('-processcolorformat', 'CMYK8');
  return new Promise((resolve, reject) => {
    const child = execFile(
      pdftops(),
      [...args, 'fd://0', '-'],
      { encoding: 'buffer', maxBuffer: MAX_EPS_BYTES },
      (error, stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT')
          reject(
            new ConverterMissing(
              'EPS is made by poppler’s pdftops, which is not installed on this server ' +
                '(Debian: poppler-utils); download a PDF instead',
            ),
          );
        else if (error) reject(new Error(`pdftops could not make the EPS: ${String(stderr)}`));
        else resolve(stdout);
      },
    );
    // A program that is missing closes its input at once: the error above says why.
    child.stdin?.on('error', () => {});
    child.stdin?.end(pdf);
  });
}
