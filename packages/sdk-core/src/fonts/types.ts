/** Where a family sits in the font menu. */
export type FontKind = 'sans' | 'serif' | 'mono';

/** One file of a family: one subset in one weight and style. */
export interface BundledFontFileFace {
  /** The @fontsource subset, e.g. 'latin' or 'greek'. */
  subset: string;
  /** CSS font-weight, e.g. 400. */
  weight: number;
  style: 'normal' | 'italic';
  /** The characters the file covers, as a CSS unicode-range. */
  unicodeRange: string;
  /**
   * The file's name in the package's `files/` folder, WOFF2 for browsers; the server reads its
   * WOFF twin (woffFile).
   */
  woff2: string;
}

/** A family of the font menu, bundled from one @fontsource package. */
export interface BundledFontFamily {
  /** The CSS family name text asks for, e.g. 'Inter'. */
  name: string;
  kind: FontKind;
  /** The npm package holding the files, e.g. '@fontsource/inter'. */
  package: string;
  /** The package version the manifest was generated from. */
  version: string;
  faces: readonly BundledFontFileFace[];
  /** The arrows and operators the math font draws for this family (its own files lack them). */
  symbolRange: string;
}

/** The math font joined to every family for arrows and operators: one file. */
export interface SymbolFont {
  name: string;
  package: string;
  version: string;
  woff2: string;
}
