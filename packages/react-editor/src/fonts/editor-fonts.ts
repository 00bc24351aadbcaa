// Loaded lazily by the canvas view: the font list and the loader stay out of the initial bundle.
// No fabric here: the embed starts loading fonts before fabric has arrived.
import type { SlideDocument } from '@figura/sdk-core/schema';
import { facesForDocument } from './face-selection';
import type { EditorFontFace } from './font-face';
import { loadFontFaces } from './font-face-set';
import { EXTRA_FACES } from './extra-faces';
import { INTER_FACES } from './inter-faces';
import { SYMBOL_FACES } from './symbol-faces';

/**
 * Every bundled face: Inter and the other families of the font menu (text/font-families.ts), and
 * the math font that draws their arrows and operators.
 */
export const BUNDLED_FACES: readonly EditorFontFace[] = [
  ...INTER_FACES,
  ...EXTRA_FACES,
  ...SYMBOL_FACES,
];

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
 * Starts loading the face new text is set in (Inter, regular, Latin) before any slide is known:
 * most slides need it, and their first draw waits for their fonts.
 */
export function loadDefaultFace(ownerDocument: Document): void {
  void loadFontFaces(ownerDocument, INTER_FACES.slice(0, 1)).catch(
    () => undefined, // loading it for a slide reports a failure
  );
}
