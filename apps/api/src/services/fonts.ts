// The fonts the server draws text with: the same Inter files from @fontsource/inter that the
// editor loads in the browser (ARCHITECTURE §5), so an export wraps and looks like the editor.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { registerFont } from 'canvas';
import { renameFontFamily } from './sfnt-name.ts';
import { readWoff, writeSfnt } from './woff.ts';

/** Keep in step with the faces the editor loads (packages/react-editor/src/fonts/inter-faces.ts). */
export const BUNDLED_FONT_FAMILY = 'Inter';
export const BUNDLED_SUBSETS = ['latin', 'latin-ext', 'greek'] as const;
export const BUNDLED_WEIGHTS = [400, 700] as const;
export const BUNDLED_STYLES = ['normal', 'italic'] as const;

export interface BundledFontFile {
  subset: (typeof BUNDLED_SUBSETS)[number];
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
  for (const subset of BUNDLED_SUBSETS)
    for (const weight of BUNDLED_WEIGHTS)
      for (const style of BUNDLED_STYLES) {
        const name = `inter-${subset}-${weight}-${style}`;
        const woff = readFileSync(require.resolve(`@fontsource/inter/files/${name}.woff`));
        const fileFamily = `Figura Inter ${subset}`;
        const hash = createHash('sha256').update(woff).update(fileFamily).digest('hex');
        const target = path.join(cacheDir, `${name}-${hash.slice(0, 12)}.ttf`);
        if (!existsSync(target)) {
          const ttf = writeSfnt(renameFontFamily(readWoff(woff), fileFamily));
          // Write then rename: another process may be reading the cache at the same time.
          const partial = `${target}.${process.pid}.partial`;
          writeFileSync(partial, ttf);
          renameSync(partial, target);
        }
        files.push({ subset, weight, style, path: target, fileFamily });
      }
  return files;
}

let registered: BundledFontFile[] | undefined;

/**
 * Registers the bundled Inter faces with node-canvas under the family 'Inter', once per process.
 * Every subset file is registered under that one family, so Latin, Greek (α, β, µ, Δ) and
 * extended Latin all draw with Inter before falling back to the system's sans-serif.
 */
export function registerBundledFonts(cacheDir?: string): BundledFontFile[] {
  if (registered) return registered;
  const files = prepareBundledFonts(cacheDir);
  for (const file of files)
    registerFont(file.path, {
      family: BUNDLED_FONT_FAMILY,
      weight: String(file.weight),
      style: file.style,
    });
  registered = files;
  return files;
}
