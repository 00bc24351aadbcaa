// poppler-utils and qpdf (setup installs them) read an exported PDF back as a reader or a printer would.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function withPdfFile<T>(pdf: Buffer, use: (file: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'figura-pdf-'));
  try {
    const file = path.join(dir, 'export.pdf');
    writeFileSync(file, pdf);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const run = (tool: string, args: string[]) =>
  execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** `pdffonts`: each font's name, type and whether it is embedded and subset. */
export function pdfFonts(
  pdf: Buffer,
): { name: string; type: string; embedded: boolean; subset: boolean }[] {
  const lines = withPdfFile(pdf, (file) => run('pdffonts', [file]))
    .split('\n')
    .slice(2);
  return lines
    .filter((line) => line.trim())
    .map((line) => {
      // name, type (may hold spaces), encoding, emb, sub, uni, object, generation.
      const parts = line.trim().split(/\s+/);
      const [emb, sub] = parts.slice(-5, -3);
      return {
        name: parts[0]!,
        type: parts.slice(1, -6).join(' '),
        embedded: emb === 'yes',
        subset: sub === 'yes',
      };
    });
}

/** `pdftotext`: the text a reader selects and searches. */
export const pdfText = (pdf: Buffer): string =>
  withPdfFile(pdf, (file) => run('pdftotext', ['-enc', 'UTF-8', file, '-']));

/**
 * `pdfinfo`: the document's fields (Title, Subject, Pages, Page size, PDF subtype …); with
 * `-box`, the first page's boxes too (TrimBox: "8.50 8.50 608.50 346.00").
 */
export function pdfInfo(pdf: Buffer, flags: string[] = []): Record<string, string> {
  const info: Record<string, string> = {};
  const printed = withPdfFile(pdf, (file) => run('pdfinfo', ['-enc', 'UTF-8', ...flags, file]));
  for (const line of printed.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) info[line.slice(0, colon)] = line.slice(colon + 1).trim();
  }
  return info;
}

/** `pdfinfo -meta`: the XMP metadata as written. */
export const pdfXmp = (pdf: Buffer): string =>
  withPdfFile(pdf, (file) => run('pdfinfo', ['-meta', file]));

/** `qpdf --check` (Debian's qpdf, installed by the setup): the structure check's report. */
export const qpdfCheck = (pdf: Buffer): string =>
  withPdfFile(pdf, (file) => run('qpdf', ['--check', file]));

/**
 * Every object of the PDF as qpdf reads it, by reference (`3 0 R`): a dictionary (a stream's
 * dict) as a record, a name as `/Name`, a string as `u:text`.
 */
export function pdfObjects(pdf: Buffer): Map<string, PdfDictionary> {
  const json = withPdfFile(pdf, (file) => run('qpdf', ['--json=2', '--json-key=qpdf', file]));
  const [, objects] = (JSON.parse(json) as { qpdf: [unknown, Record<string, PdfJsonObject>] }).qpdf;
  const out = new Map<string, PdfDictionary>();
  for (const [key, object] of Object.entries(objects))
    out.set(key.replace(/^obj:/, ''), (object.value ?? object.stream?.dict) as PdfDictionary);
  return out;
}
/** Read as a dictionary; a name or string read through it has no keys. */
type PdfDictionary = Record<string, unknown>;
interface PdfJsonObject {
  value?: unknown;
  stream?: { dict: unknown };
}

/** A stream's decoded bytes (`12 0 R`). */
export const pdfStream = (pdf: Buffer, reference: string): Buffer =>
  withPdfFile(pdf, (file) =>
    execFileSync('qpdf', [
      `--show-object=${reference.split(' ')[0]}`,
      '--filtered-stream-data',
      file,
    ]),
  );

/** `pdftoppm`: page `page` as a PNG at `dpi`. */
export const pdfPagePng = (pdf: Buffer, dpi: number, page = 1): Buffer =>
  withPdfFile(pdf, (file) => {
    const root = file.replace(/\.pdf$/, '');
    run('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      root,
    ]);
    return readFileSync(`${root}.png`);
  });
