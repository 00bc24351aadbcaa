// Text copied from another program, as a text box. Loaded by the paste that needs it (the
// editor's first frame does without).
import type { FiguraElement } from '../schema/document/elements';
import type { SlideDocument } from '../schema/document/document';
import { createElementId } from '../schema/document/ids';
import { loadedSchema } from '../schema/loader';
import { baseSize } from './element-factories';

/** The most text one paste makes into a text box (the schema's limit for a box's text). */
export const PASTED_TEXT_MAX = 100_000;
/** An average glyph's advance in em (Inter, mixed text): only to size the box before drawing. */
const AVERAGE_ADVANCE = 0.52;
const PASTED_LINE_HEIGHT = 1.16;

/**
 * Text copied from another program as a text box (left-aligned, its lines kept), centred on the
 * slide: at the Text tool's size when it fits in two fifths of the slide, else smaller (down to a
 * readable floor), as wide as its longest line allows. Null for blank text.
 */
export function createPastedTextElement(
  pasted: string,
  doc: SlideDocument,
  id = createElementId(),
): FiguraElement | null {
  const text = pasted.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').replace(/\s+$/u, '');
  if (text.trim() === '' || text.length > PASTED_TEXT_MAX) return null;
  const lines = text.split('\n');
  const longest = Math.max(1, ...lines.map((line) => line.length));
  // A paragraph takes at most two fifths of the slide: it is body text beside the figure's content.
  const room = { width: doc.width * 0.6, height: doc.height * 0.4 };
  const layout = (fontSize: number) => {
    const advance = fontSize * AVERAGE_ADVANCE;
    const width = Math.min(room.width, longest * advance + fontSize / 2);
    const perLine = Math.max(1, Math.floor(width / advance));
    const rows = lines.reduce(
      (sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)),
      0,
    );
    return { width, height: rows * fontSize * PASTED_LINE_HEIGHT };
  };
  const floor = Math.max(8, Math.round(Math.min(doc.width, doc.height) / 60));
  let fontSize = Math.max(12, Math.round(baseSize(doc) / 4));
  while (fontSize > floor && layout(fontSize).height > room.height)
    fontSize = Math.max(floor, Math.floor(fontSize * 0.9));
  const { width, height } = layout(fontSize);
  return loadedSchema().elementSchema.parse({
    id,
    type: 'textbox',
    text,
    fontSize,
    lineHeight: PASTED_LINE_HEIGHT,
    textAlign: 'left',
    left: Math.round((doc.width - width) / 2),
    top: Math.round((doc.height - height) / 2),
    width: Math.round(width),
    height: Math.round(height),
  });
}
