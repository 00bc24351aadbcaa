// The bundled fonts as data (no DOM, no Node): the editor loads these files in the browser and the
// server export registers the same ones, so text wraps and looks the same in both.
export { FONT_FAMILIES, SYMBOL_FONT } from './font-manifest';
export { bundledLike, drawnFamily } from './drawn-family';
export { bundledFaces, fontFileSpecifier, woffFile, type BundledFace } from './bundled-faces';
export type { BundledFontFamily, BundledFontFileFace, FontKind, SymbolFont } from './types';
