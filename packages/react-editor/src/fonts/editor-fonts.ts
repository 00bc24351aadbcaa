// Loaded lazily by the canvas view: the font list and the loader stay out of the initial bundle.
// No fabric here: the embed starts loading fonts before fabric has arrived.
import type { SlideDocument } from '@figura/sdk-core/schema';
import { BUNDLED_FACES, DEFAULT_FACE } from './bundled-faces';
import { facesForDocument } from './face-selection';
import type { EditorFontFace } from './font-face';
import { loadFontFaces } from './font-face-set';

/**
 * Loads the faces the document's text needs into `ownerDocument` (the editor's own document,
 * which may be an iframe's). Resolves true when text drawn so far used a fallback font and must
 * be measured again.
 */
export function loadFontsForDocument(
  ownerDocument: Document,
  doc: SlideDocument,
  faces: readonly EditorFontFace[] = BUNDLED_FACES,
): Promise<boolean> {
  return loadFontFaces(ownerDocument, facesForDocument(doc, faces));
}

/**
 * Starts loading the face new text is set in (Inter, regular, Latin: bundled-faces.ts) before any
 * slide is known: most slides need it, and their first draw waits for their fonts.
 */
export function loadDefaultFace(ownerDocument: Document): void {
  void loadFontFaces(ownerDocument, [DEFAULT_FACE]).catch(
    () => undefined, // loading it for a slide reports a failure
  );
}
