// Documents saved before stored SVG had to be in its sanitised form hold SVG as it was written
// then (older sanitiser output, Illustrator style sheets, even a prefixed script the old text
// check let through). Readers bring every SVG to its clean form before validating, so those
// documents still open; writes are validated as they are and must send the clean form.
import { sanitizeSvg } from '../../svg/sanitize';
import { sanitizeSvgBytes } from '../../svg/stored';
import { MAX_GROUP_DEPTH } from './guards';
import { base64ToBytes, bytesToBase64, parseImageDataUrl } from './image-data';

type Json = Record<string, unknown>;

function cleanImageSource(src: string): string {
  const data = parseImageDataUrl(src);
  if (data?.mimeType !== 'image/svg+xml') return src;
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(data.base64);
  } catch {
    return src; // not base64: the schema says so
  }
  const clean = sanitizeSvgBytes(bytes).svg;
  return `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(clean))}`;
}

function cleanElements(elements: unknown, depth: number): unknown {
  // Deeper than the schema allows is refused by it anyway: no need to walk there.
  if (!Array.isArray(elements) || depth > MAX_GROUP_DEPTH + 1) return elements;
  let changed = false;
  const cleaned = elements.map((element: unknown) => {
    if (typeof element !== 'object' || element === null) return element;
    const before = element as Json;
    const after: Json = { ...before };
    if (typeof before.svg === 'string') after.svg = sanitizeSvg(before.svg);
    if (typeof before.src === 'string') after.src = cleanImageSource(before.src);
    if (before.elements !== undefined) after.elements = cleanElements(before.elements, depth + 1);
    const same =
      after.svg === before.svg && after.src === before.src && after.elements === before.elements;
    if (same) return element;
    changed = true;
    return after;
  });
  return changed ? cleaned : elements;
}

/** The document with every embedded SVG in its sanitised form (unchanged objects are reused). */
export function cleanStoredSvg(doc: Json): Json {
  const elements = cleanElements(doc.elements, 0);
  return elements === doc.elements ? doc : { ...doc, elements };
}
