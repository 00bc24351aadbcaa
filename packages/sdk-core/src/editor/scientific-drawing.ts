// Drawing scientific objects again: the parsers and drawings loaded on first use (none of them
// is in the editor's first frame), an object redrawn after a change, and the commit step that
// redraws what a resize stretched.
import type * as ScientificToolsModule from '../scientific/tools';
import type { Translate } from '../i18n/create-i18n';
import type { ScientificElement } from '../schema/document/elements';
import { isScientificElement } from '../schema/document/guards';
import type { SlideDocument } from '../schema/document/document';

export type ScientificTools = typeof ScientificToolsModule;

/** The fields of a scientific object its inspector changes. */
export type ScientificChange = Partial<
  Pick<ScientificElement, 'data' | 'options' | 'colours' | 'textSize' | 'fontFamily'>
>;

let loading: Promise<ScientificTools> | null = null;
/** The tools once loaded: what a commit's synchronous redraw uses. */
let loaded: ScientificTools | null = null;

/** The parsers and drawings, imported once on first use (again on the next call if it failed). */
export function loadScientificTools(): Promise<ScientificTools> {
  loading ??= import('../scientific/tools').then(
    (tools) => (loaded = tools),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * `current` with `change` applied, drawn again at the size it is shown at (a resize's scale is
 * folded into its box, so its text keeps its size); alt text still as drafted follows the data.
 * Data that cannot be read gives the reason ("Line 3: …").
 */
export function redrawn(
  tools: ScientificTools,
  current: ScientificElement,
  change: ScientificChange,
  t: Translate,
): { ok: true; element: ScientificElement } | { ok: false; message: string } {
  const next = {
    ...current,
    ...change,
    options: { ...current.options, ...change.options },
    width: current.width * Math.abs(current.scaleX),
    height: current.height * Math.abs(current.scaleY),
    scaleX: Math.sign(current.scaleX) || 1,
    scaleY: Math.sign(current.scaleY) || 1,
  } as ScientificElement;
  const drawn = tools.drawScientific(next, t);
  if (!drawn.ok) return { ok: false, message: tools.problemMessage(drawn.problem, t) };
  const drafted = current.alt === '' || current.alt === tools.describeScientific(current, t);
  const element = {
    ...next,
    ...drawn.stored,
    svg: drawn.svg,
    alt: drafted ? drawn.alt : current.alt,
  } as ScientificElement;
  return { ok: true, element };
}

/** The size an object's drawing was made for, read from its SVG's first tag. */
const DRAWN_SIZE = /^<svg[^>]*?\swidth="([\d.]+)"\s+height="([\d.]+)"/;

/** Whether `element` is shown at another size than it was drawn for (a resize stretched it). */
function stretched(element: ScientificElement): boolean {
  if (Math.abs(element.scaleX) !== 1 || Math.abs(element.scaleY) !== 1) return true;
  const size = DRAWN_SIZE.exec(element.svg);
  return (
    !!size &&
    (Math.abs(Number(size[1]) - element.width) > 0.5 ||
      Math.abs(Number(size[2]) - element.height) > 0.5)
  );
}

/**
 * The document with each changed scientific object a resize stretched drawn again at its new
 * size, in the same commit (one undo step): text keeps its size, wells stay round, a membrane's
 * slots move and its proteins with them. Before the parsers have loaded it starts loading them
 * and leaves the drawing stretched until its next change.
 */
export function redrawStretched(
  doc: SlideDocument,
  changedIds: ReadonlySet<string>,
  t: Translate,
): SlideDocument {
  let replaced = false;
  const elements = doc.elements.map((element) => {
    if (!changedIds.has(element.id) || !isScientificElement(element) || !stretched(element))
      return element;
    if (!loaded) {
      void loadScientificTools();
      return element;
    }
    const result = redrawn(loaded, element, {}, t);
    if (!result.ok) return element;
    replaced = true;
    return result.element;
  });
  return replaced ? { ...doc, elements } : doc;
}
