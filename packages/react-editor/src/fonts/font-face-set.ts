import type { EditorFontFace } from './font-face';

/** The faces this module added to each document, by URL and descriptors, with their tries. */
const added = new WeakMap<Document, Map<string, { fontFace: FontFace; tries: number }>>();
/**
 * How often a face is tried before its text keeps the fallback font for good: a file that failed
 * once (a dropped connection, a busy server) is asked for again when text next needs it.
 */
export const FONT_FACE_TRIES = 3;
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
 * load is reported and skipped: its text keeps a fallback font until a later call loads it
 * (up to FONT_FACE_TRIES).
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
    let entry = known.get(key);
    // A FontFace that failed stays failed: a new one asks for the file again.
    if (entry?.fontFace.status === 'error' && entry.tries < FONT_FACE_TRIES) {
      doc.fonts.delete(entry.fontFace);
      entry = { fontFace: addFace(doc, FontFaceClass, face), tries: entry.tries + 1 };
      known.set(key, entry);
    }
    if (!entry) known.set(key, (entry = { fontFace: addFace(doc, FontFaceClass, face), tries: 1 }));
    const { fontFace } = entry;
    // Loaded already, or failed every try (reported then): nothing to wait for.
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

function addFace(doc: Document, FontFaceClass: typeof FontFace, face: EditorFontFace): FontFace {
  const fontFace = new FontFaceClass(face.family, `url(${JSON.stringify(face.url)})`, {
    weight: String(face.weight),
    style: face.style,
    unicodeRange: face.unicodeRange,
    display: 'swap',
  });
  doc.fonts.add(fontFace);
  fontFace.loaded.then(
    () => {
      if (forgetMeasuredWidths(face.family)) measuredTooEarly.add(doc);
    },
    () => undefined,
  );
  return fontFace;
}
