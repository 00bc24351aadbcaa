import { FONT_FAMILIES, SYMBOL_FONT } from './font-manifest';
import type { BundledFontFileFace } from './types';

/** One face a browser or the server registers: a family's own file, or the math font for it. */
export interface BundledFace extends BundledFontFileFace {
  /** The CSS family the face is registered under (the math font's faces too). */
  family: string;
  /** The subset, or 'symbols' for the math font. */
  subset: string;
  /** The npm package holding `woff2` and `woff` in its `files/` folder. */
  package: string;
}

/**
 * Every face the editor and the export register: each family's files, then the math font once
 * per weight and style the family has, covering only the family's `symbolRange`.
 */
export function bundledFaces(): BundledFace[] {
  return FONT_FAMILIES.flatMap((family) => {
    const own = family.faces.map((face) => ({
      ...face,
      family: family.name,
      package: family.package,
    }));
    const looks = new Map(family.faces.map((face) => [`${face.weight} ${face.style}`, face]));
    const symbols = [...looks.values()].map(({ weight, style }) => ({
      family: family.name,
      subset: 'symbols',
      weight,
      style,
      unicodeRange: family.symbolRange,
      package: SYMBOL_FONT.package,
      woff2: SYMBOL_FONT.woff2,
    }));
    return [...own, ...symbols];
  });
}

/** The WOFF twin of a face's WOFF2 file (the server's fonts are converted from WOFF: zlib, not Brotli). */
export function woffFile(face: { woff2: string }): string {
  return face.woff2.replace(/\.woff2$/, '.woff');
}

/** The module specifier of a file of `face`, e.g. '@fontsource/inter/files/inter-latin-400-normal.woff'. */
export function fontFileSpecifier(face: Pick<BundledFace, 'package'>, file: string): string {
  return `${face.package}/files/${file}`;
}
