import type { EditorFontFace } from './font-face';

/** The faces this module added to each document, by URL and descriptors. */
const added = new WeakMap<Document, Map<string, FontFace>>();

const keyOf = (face: EditorFontFace) =>
  `${face.family}|${face.weight}|${face.style}|${face.unicodeRange}|${face.url}`;

/**
 * Adds the faces to the document's FontFaceSet (once per document) and loads them. Resolves
 * true when it had to wait for at least one (text measured before then used a fallback font),
 * false when all were loaded already or the browser cannot load fonts. A face that fails to
 * load is reported and skipped: the text keeps its fallback font.
 */
export async function loadFontFaces(
  doc: Document,
  faces: readonly EditorFontFace[],
): Promise<boolean> {
  const FontFaceClass = doc.defaultView?.FontFace;
  if (!FontFaceClass || !doc.fonts || faces.length === 0) return false;
  let known = added.get(doc);
  if (!known) added.set(doc, (known = new Map()));
  const pending: Promise<unknown>[] = [];
  for (const face of faces) {
    const key = keyOf(face);
    let fontFace = known.get(key);
    if (!fontFace) {
      fontFace = new FontFaceClass(face.family, `url(${JSON.stringify(face.url)})`, {
        weight: String(face.weight),
        style: face.style,
        unicodeRange: face.unicodeRange,
        display: 'swap',
      });
      doc.fonts.add(fontFace);
      known.set(key, fontFace);
    }
    // Loaded already, or failed before (reported then): nothing to wait for.
    if (fontFace.status === 'loaded' || fontFace.status === 'error') continue;
    pending.push(
      fontFace.load().catch((error: unknown) => {
        globalThis.console?.warn(`Figura: could not load the font ${face.url}`, error);
      }),
    );
  }
  await Promise.all(pending);
  return pending.length > 0;
}
