// Loaded lazily by the canvas view: the font list and the loader stay out of the initial bundle.
import type { SlideDocument } from '@figura/sdk-core/schema';
import { facesForDocument } from './face-selection';
import type { EditorFontFace } from './font-face';
import { loadFontFaces } from './font-face-set';
import { INTER_FACES } from './inter-faces';

/**
 * Loads the faces the document's text needs into `ownerDocument` (the editor's own document,
 * which may be an iframe's). Resolves true when text drawn so far used a fallback font and must
 * be measured again.
 */
export function loadFontsForDocument(
  ownerDocument: Document,
  doc: SlideDocument,
  faces: readonly EditorFontFace[] = INTER_FACES,
): Promise<boolean> {
  return loadFontFaces(ownerDocument, facesForDocument(doc, faces));
}
