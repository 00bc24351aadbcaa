import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import { loadedSchema } from '../schema/loader';
import { DUPLICATE_OFFSET, insertCopies, type CreateId, type InsertResult } from './edit';
import { elementBounds, translateElement } from '../schema/document/geometry';
import { pickElements } from './selection';

/** Marks clipboard text as Figura's (other text pastes as a text box). */
export const CLIPBOARD_KIND = 'application/x-figura-elements';
const CLIPBOARD_VERSION = 1;

interface ClipboardPayload {
  kind: typeof CLIPBOARD_KIND;
  version: number;
  elements: unknown[];
}

/** The selected elements as clipboard text (JSON), in stacking order; null when none. */
export function serializeClipboard(doc: SlideDocument, ids: readonly string[]): string | null {
  const elements = pickElements(doc, ids);
  if (elements.length === 0) return null;
  const payload: ClipboardPayload = { kind: CLIPBOARD_KIND, version: CLIPBOARD_VERSION, elements };
  return JSON.stringify(payload);
}

/** Whether `text` is Figura's clipboard text, whether or not this build can read its elements. */
export function isFiguraClipboardText(text: string): boolean {
  return text.trimStart().startsWith('{') && text.includes(`"kind":"${CLIPBOARD_KIND}"`);
}

/** The elements in Figura clipboard text, validated against the schema; null for other text. */
export function parseClipboard(text: string): FiguraElement[] | null {
  let payload: Partial<ClipboardPayload>;
  try {
    payload = JSON.parse(text) as Partial<ClipboardPayload>;
  } catch {
    return null;
  }
  if (!payload || payload.kind !== CLIPBOARD_KIND || !Array.isArray(payload.elements)) return null;
  const elements: FiguraElement[] = [];
  for (const candidate of payload.elements) {
    const parsed = loadedSchema().elementSchema.safeParse(candidate);
    // Elements this build does not know (a newer editor's) are skipped, not guessed at.
    if (parsed.success) elements.push(parsed.data);
  }
  return elements.length > 0 ? elements : null;
}

function sameBounds(a: FiguraElement, b: FiguraElement): boolean {
  const x = elementBounds(a);
  const y = elementBounds(b);
  return (
    Math.abs(x.left - y.left) < 0.5 &&
    Math.abs(x.top - y.top) < 0.5 &&
    Math.abs(x.right - y.right) < 0.5 &&
    Math.abs(x.bottom - y.bottom) < 0.5
  );
}

/**
 * Pastes elements with new ids on top of the stack. On another slide they keep their place; where
 * the same place is taken (pasting back onto the original) they move `step` px down-right per
 * paste.
 */
export function pasteElements(
  doc: SlideDocument,
  elements: readonly FiguraElement[],
  createId: CreateId,
  step = DUPLICATE_OFFSET,
): InsertResult {
  const first = elements[0];
  if (!first) return { document: doc, ids: [] };
  let offset = 0;
  const taken = (shift: number) =>
    doc.elements.some((element) => sameBounds(element, translateElement(first, shift, shift)));
  while (taken(offset) && offset < step * 100) offset += step;
  return insertCopies(doc, elements, createId, offset, offset);
}
