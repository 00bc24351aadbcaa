// poppler-utils (setup installs them) read an exported PDF back the way a reader or a printer would.
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

/** `pdfinfo`: the document's fields (Title, Subject, Pages, Page size …). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of withPdfFile(pdf, (file) => run('pdfinfo', ['-enc', 'UTF-8', file])).split(
    '\n',
  )) {
    const colon = line.indexOf(':');
    if (colon > 0) info[line.slice(0, colon)] = line.slice(colon + 1).trim();
  }
  return info;
}

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
