// How the builder's preview shows a text too long for its box at the journal's smallest size:
// the words that fit and an ellipsis, in its box, outlined in red. The document itself keeps
// every word, set past its box (the full editor shows it whole, and the export refuses it), so
// the preview reads as the design will once the author keeps what fits, and points at each text
// to shorten instead of running it over its neighbours.
import type { RectElement, SlideDocument } from '../schema/document';
import { rectElement } from './document-elements';
import { overflowsIn, type BuiltAbstract } from './session-types';
import type { TextOverflow } from './text-plan';

/** The outline's colour: the builder's error red (its messages under each field). */
export const TOO_LONG_OUTLINE = '#c62828';

/** `doc` as the preview shows it: each of `overflows` cut short in its box, outlined. */
export function previewWithOverflows(
  doc: SlideDocument,
  overflows: readonly TextOverflow[],
): SlideDocument {
  if (overflows.length === 0) return doc;
  const byId = new Map(overflows.map((overflow) => [overflow.elementId, overflow]));
  const outlines: RectElement[] = [];
  const elements = doc.elements.map((element) => {
    const overflow = byId.get(element.id);
    if (!overflow || element.type !== 'textbox') return element;
    const { box } = overflow;
    const stroke = Math.max(2, Math.round(doc.width / 400));
    const around = {
      left: box.left - stroke,
      top: box.top - stroke,
      width: box.width + 2 * stroke,
      height: box.height + 2 * stroke,
    };
    outlines.push({
      ...rectElement(`${element.id}-too-long`, around, TOO_LONG_OUTLINE),
      fill: null,
      stroke: TOO_LONG_OUTLINE,
      strokeWidth: stroke,
      locked: true,
    });
    return {
      ...element,
      text: overflow.cutShort,
      top: box.top,
      height: box.height,
    };
  });
  return { ...doc, elements: [...elements, ...outlines] };
}

const previews = new WeakMap<SlideDocument, SlideDocument>();

/**
 * What the builder's preview shows of `built`: its draft (placeholders in empty fields) or the
 * document the journal gets, each with its own texts cut short. The same object for the same
 * document, so the preview redraws only what changed.
 */
export function builderPreview(built: BuiltAbstract, which: 'draft' | 'document'): SlideDocument {
  const doc = built[which];
  let preview = previews.get(doc);
  if (!preview) {
    preview = previewWithOverflows(doc, overflowsIn(built, which));
    previews.set(doc, preview);
  }
  return preview;
}
