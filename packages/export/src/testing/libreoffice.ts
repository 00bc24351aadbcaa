// LibreOffice (Debian's libreoffice-impress, installed by the setup for the tests) draws a
// PowerPoint file as PowerPoint would open it, with the editor's bundled fonts installed under
// their own names, in a profile of its own.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { bundledFaces, fontFileSpecifier, woffFile } from '@figura/sdk-core/fonts';
import { renameFontFamily } from '../fonts/sfnt-name.ts';
import { readWoff, writeSfnt } from '../fonts/woff.ts';

const require = createRequire(import.meta.url);

/**
 * The bundled faces as TrueType files in `dir`: the Latin subset named by its CSS family ("Open
 * Sans"), the other subsets by family and subset, where fontconfig's fallback finds their
 * characters (files of one name that each hold part of the characters leave gaps).
 */
function installFonts(dir: string): void {
  mkdirSync(dir, { recursive: true });
  bundledFaces().forEach((face, index) => {
    const woff = readFileSync(require.resolve(fontFileSpecifier(face, woffFile(face))));
    const family = face.subset === 'latin' ? face.family : `${face.family} ${face.subset}`;
    writeFileSync(
      path.join(dir, `face-${index}.ttf`),
      writeSfnt(renameFontFamily(readWoff(woff), family)),
    );
  });
}

/** Each PowerPoint file's first slide as a PNG at the slide's size in CSS pixels. */
export function renderPptx(files: Buffer[]): Buffer[] {
  const home = mkdtempSync(path.join(os.tmpdir(), 'figura-libreoffice-'));
  try {
    installFonts(path.join(home, '.fonts'));
    const inputs = files.map((bytes, index) => {
      const file = path.join(home, `slide-${index}.pptx`);
      writeFileSync(file, bytes);
      return file;
    });
    const out = path.join(home, 'out');
    execFileSync(
      'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${path.join(home, 'profile')}`,
        '--convert-to',
        'png',
        '--outdir',
        out,
        ...inputs,
      ],
      { env: { ...process.env, HOME: home }, stdio: 'pipe', timeout: 120_000 },
    );
    return inputs.map((_, index) => readFileSync(path.join(out, `slide-${index}.png`)));
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
