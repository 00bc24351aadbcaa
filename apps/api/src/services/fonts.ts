// The fonts the server draws text with: the same @fontsource files the editor loads in the
// browser (ARCHITECTURE §5), so an export wraps and looks like the editor.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { registerFont } from 'canvas';
import { renameFontFamily } from './sfnt-name.ts';
import { readWoff, writeSfnt } from './woff.ts';

/**
 * Keep in step with the faces the editor loads (packages/react-editor/src/fonts/inter-faces.ts and
 * extra-faces.ts) and its font menu (packages/react-editor/src/text/font-families.ts).
 */
export const BUNDLED_FONT_FAMILY = 'Inter';
/** Each bundled family and its @fontsource package (files are named `<package>-<subset>-…`). */
export const BUNDLED_FAMILIES = [
  { family: 'Inter', slug: 'inter' },
  { family: 'Noto Sans', slug: 'noto-sans' },
  { family: 'Open Sans', slug: 'open-sans' },
  { family: 'Noto Serif', slug: 'noto-serif' },
  { family: 'Source Serif 4', slug: 'source-serif-4' },
  { family: 'JetBrains Mono', slug: 'jetbrains-mono' },
] as const;
export const BUNDLED_SUBSETS = ['latin', 'latin-ext', 'greek'] as const;
/**
 * Arrows and mathematical operators (→ ⇌ ≤ ≥ ≈ ∞) are in none of the families' subsets: Noto
 * Sans Math joins every family for them, as in the editor (react-editor src/fonts/symbol-faces.ts).
 */
export const SYMBOLS_FILE = '@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff';
export const BUNDLED_WEIGHTS = [400, 700] as const;
export const BUNDLED_STYLES = ['normal', 'italic'] as const;

export interface BundledFontFile {
  /** The CSS family text asks for, e.g. 'Inter'. */
  family: (typeof BUNDLED_FAMILIES)[number]['family'];
  subset: (typeof BUNDLED_SUBSETS)[number] | 'symbols';
  weight: (typeof BUNDLED_WEIGHTS)[number];
  style: (typeof BUNDLED_STYLES)[number];
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
  const symbolsWoff = require.resolve(SYMBOLS_FILE);
  for (const { family, slug } of BUNDLED_FAMILIES)
    for (const weight of BUNDLED_WEIGHTS)
      for (const style of BUNDLED_STYLES) {
        for (const subset of BUNDLED_SUBSETS) {
          const name = `${slug}-${subset}-${weight}-${style}`;
          const fileFamily = `Figura ${family} ${subset}`;
          const woffPath = require.resolve(`@fontsource/${slug}/files/${name}.woff`);
          files.push({
            family,
            subset,
            weight,
            style,
            path: converted(woffPath, name, fileFamily),
            fileFamily,
          });
        }
        // One file per family and style, like the subsets: node-canvas merges the files
        // registered under a family only when each has its own face.
        const symbolsFamily = `Figura ${family} symbols`;
        files.push({
          family,
          subset: 'symbols',
          weight,
          style,
          path: converted(symbolsWoff, `noto-sans-math-${slug}-${weight}-${style}`, symbolsFamily),
          fileFamily: symbolsFamily,
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
