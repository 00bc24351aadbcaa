// The faces the editor loads by default: the font manifest's (@figura/sdk-core/fonts), each with
// the URL its bundler gave the WOFF2 file. The server export registers the same faces.
import { bundledFaces, FONT_FAMILIES } from '@figura/sdk-core/fonts';
import { fontFileUrl } from './font-file-urls';
import type { EditorFontFace } from './font-face';

const faces = bundledFaces();

const editorFace = (face: (typeof faces)[number]): EditorFontFace => ({
  family: face.family,
  weight: face.weight,
  style: face.style,
  unicodeRange: face.unicodeRange,
  url: fontFileUrl(face.woff2),
});

/** Every bundled face: the font menu's families and the math font that draws their arrows. */
export const BUNDLED_FACES: readonly EditorFontFace[] = faces.map(editorFace);

/** The face new text is set in (the first family, regular, Latin): most slides need it. */
export const DEFAULT_FACE: EditorFontFace = editorFace(
  faces.find(
    (face) =>
      face.family === FONT_FAMILIES[0]!.name &&
      face.subset === 'latin' &&
      face.weight === 400 &&
      face.style === 'normal',
  )!,
);
