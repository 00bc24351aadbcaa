// What a commit does on a slide with scientific objects, loaded with the first one (not in the
// editor's first frame): a drawing a resize stretched is drawn again at its new size, then the
// proteins seated in a membrane follow it.
import type { Translate } from '../i18n/create-i18n';
import type { SlideDocument } from '../schema/document/document';
import { followSeats } from '../schema/document/seats';
import { loadScientificTools, redrawStretched } from './scientific-drawing';

// The redraw needs the parsers: start loading them with this (a failure only delays a redraw
// until the next change: the commands load them again).
loadScientificTools().catch(() => undefined);

export function followScientific(
  doc: SlideDocument,
  before: SlideDocument,
  changed: Set<string>,
  t: Translate,
  snap = false,
): SlideDocument {
  return followSeats(redrawStretched(doc, changed, t), before, changed, snap);
}
