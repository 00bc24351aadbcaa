// The fonts the server draws text with: the same @fontsource files the editor loads in the
// browser (ARCHITECTURE §5), so an export wraps and looks like the editor.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { registerFont } from 'canvas';
import { bundledFaces, fontFileSpecifier, woffFile } from '@figura/sdk-core/fonts';
import { renameFontFamily } from './sfnt-name.ts';
import { readWoff, writeSfnt } from './woff.ts';

/** One face of the font manifest (@figura/sdk-core/fonts), converted for node-canvas. */
export interface BundledFontFile {
  /** The CSS family text asks for, e.g. 'Inter'. */
  family: string;
  /** The @fontsource subset, or 'symbols' for the math font's arrows and operators. */
  subset: string;
  weight: number;
  style: 'normal' | 'italic';
  /** The TrueType file node-canvas registers. */
  path: string;
  /** The family name written into the file (one per subset, see sfnt-name.ts). */
  fileFamily: string;
}

const require = createRequire(import.meta.url);

/** The converted files in `cacheDir`, written on first use (by content hash, so never stale). */
export function prepareBundledFonts(
  cacheDir = path.join(os.tmpdir(), 'figura-fonts'),
): BundledFontFile[] {
  mkdirSync(cacheDir, { recursive: true });
  const files: BundledFontFile[] = [];
  /** The WOFF converted to TrueType under `fileFamily`, cached by content. */
  const converted = (woffPath: string, name: string, fileFamily: string): string => {
    const woff = readFileSync(woffPath);
    const hash = createHash('sha256').update(woff).update(fileFamily).digest('hex');
    const target = path.join(cacheDir, `${name}-${hash.slice(0, 12)}.ttf`);
    if (!existsSync(target)) {
      const ttf = writeSfnt(renameFontFamily(readWoff(woff), fileFamily));
      // Write then rename: another process may be reading the cache at the same time.
      const partial = `${target}.${process.pid}.partial`;
      writeFileSync(partial, ttf);
      renameSync(partial, target);
    }
    return target;
  };
  // The faces the editor loads, each from the WOFF twin of its WOFF2 file. The math font is one
  // file, converted once per family, weight and style like the subsets: node-canvas merges the
  // files registered under a family only when each has its own face.
  for (const face of bundledFaces()) {
    const woffName = woffFile(face).replace(/\.woff$/, '');
    const familySlug = face.family.toLowerCase().replace(/\W+/g, '-');
    const name =
      face.subset === 'symbols'
        ? `${woffName}-${familySlug}-${face.weight}-${face.style}`
        : woffName;
    const fileFamily = `Figura ${face.family} ${face.subset}`;
    files.push({
      family: face.family,
      subset: face.subset,
      weight: face.weight,
      style: face.style,
      path: converted(require.resolve(fontFileSpecifier(face, woffFile(face))), name, fileFamily),
      fileFamily,
    });
  }
  return files;
}

let registered: BundledFontFile[] | undefined;

/**
 * Registers the bundled faces with node-canvas under their family (e.g. 'Inter'), once per
 * process. Every subset file is registered under its one family, so Latin, Greek (α, β, µ, Δ) and
 * extended Latin all draw with that family before falling back to the system's sans-serif.
 */
export function registerBundledFonts(cacheDir?: string): BundledFontFile[] {
  if (registered) return registered;
  const files = prepareBundledFonts(cacheDir);
  for (const file of files)
    registerFont(file.path, {
      family: file.family,
      weight: String(file.weight),
      style: file.style,
    });
  registered = files;
  return files;
}
