import type { EditorFontFace } from './font-face';

/** The faces this module added to each document, by URL and descriptors. */
const added = new WeakMap<Document, Map<string, FontFace>>();
/**
 * Documents where a face finished loading after text in its family had been measured (with a
 * fallback font): the next caller that waits for nothing learns that text must be measured again
 * (the caller that waited may have stopped waiting, e.g. a first draw's time limit).
 */
const measuredTooEarly = new WeakSet<Document>();

/**
 * Called when a face has loaded: forgets text widths measured for its family so far (with a
 * fallback font) and says whether there were any, i.e. whether text drawn so far must be
 * measured again. The canvas sets fabric's (setMeasuredWidthsForgetter); fonts may start loading
 * before fabric is there, and then no text has been measured yet.
 */
let forgetMeasuredWidths: (family: string) => boolean = () => false;

export function setMeasuredWidthsForgetter(forget: (family: string) => boolean): void {
  forgetMeasuredWidths = forget;
}

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
      fontFace.loaded.then(
        () => {
          if (forgetMeasuredWidths(face.family)) measuredTooEarly.add(doc);
        },
        () => undefined,
      );
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
  if (pending.length > 0) return true;
  // Nothing to wait for here, but a face loaded after text had been measured without it (by
  // another caller, e.g. a thumbnail, or one that stopped waiting): measure again once.
  const stale = measuredTooEarly.has(doc);
  measuredTooEarly.delete(doc);
  return stale;
}
