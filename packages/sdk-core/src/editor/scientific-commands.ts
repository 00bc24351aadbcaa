// Scientific objects in the editor: inserting one drawn from its sample, and editing its data,
// options or palette after it is placed. Each change re-draws its cached SVG in place as one
// history entry (a typing run in one field merges through its gesture key); data that cannot be
// read changes nothing and says why.
import type { Translate } from '../i18n/create-i18n';
import type { ScientificElement } from '../schema/document/elements';
import { isScientificElement } from '../schema/document/guards';
import { createElementId } from '../schema/document/ids';
import type { ScientificType } from '../schema/document/constants';
import type { SlideDocument } from '../schema/document/document';
import { loadSchema } from '../schema/loader';
import type { EditorStore } from '../stores/editor-store';
import { placeNewElement } from './placement';
import type { PreflightProfile } from '../preflight/profile-types';
import { minFontSizeFor, pointsPerPixel } from '../preflight/print-scale';
import { SCIENTIFIC_TEXT_SIZE_RANGE } from '../schema/document/scientific-kinds';
import { loadScientificTools, redrawn, type ScientificChange } from './scientific-drawing';

export {
  loadScientificTools,
  type ScientificChange,
  type ScientificTools,
} from './scientific-drawing';

/**
 * A new `type` object drawn from its sample, with alt text drafted from it, in free space on
 * `doc` (the caller adds it). For a `target` (the journal's profile, or how a slide is read on
 * screen: onScreenTarget), sized so its text reaches the target's smallest as far as the slide
 * has room.
 */
export async function createScientificElement(
  type: ScientificType,
  doc: SlideDocument,
  t: Translate,
  {
    id = createElementId(),
    target,
  }: {
    id?: string;
    target?: Pick<PreflightProfile, 'printWidthIn' | 'printHeightIn' | 'minFontPt'>;
  } = {},
): Promise<ScientificElement> {
  const [tools, schema] = await Promise.all([loadScientificTools(), loadSchema()]);
  const room = target && { slide: doc, textPx: minFontSizeFor(target, doc) };
  const sample = tools.sampleScientific(type, { left: 0, top: 0 }, id, t, room);
  const element = schema.elementSchema.parse(sample) as ScientificElement;
  return placeNewElement(doc, element);
}

export type ScientificUpdate = { ok: true } | { ok: false; message: string };

/**
 * Applies `change` to object `id` and re-draws it at the size it is shown at. Data that cannot
 * be read commits nothing: the result says why ("Line 3: …").
 */
export async function updateScientific(
  store: EditorStore,
  id: string,
  change: ScientificChange,
  t: Translate,
  gesture?: string,
): Promise<ScientificUpdate> {
  const tools = await loadScientificTools();
  const current = store.getState().document.elements.find((element) => element.id === id);
  if (!current || !isScientificElement(current))
    return { ok: false, message: t('editor:scientific.gone') };
  const result = redrawn(tools, current, change, t);
  if (!result.ok) return result;
  commitRedrawn(store, result.element, t, gesture);
  return { ok: true };
}

/** Puts object `element` (redrawn) in place of its old self, one step (or one per gesture). */
function commitRedrawn(
  store: EditorStore,
  element: ScientificElement,
  t: Translate,
  gesture?: string,
): void {
  store.getState().commit(
    (doc) => ({
      ...doc,
      elements: doc.elements.map((candidate) =>
        candidate.id === element.id ? element : candidate,
      ),
    }),
    t('common:history.scientific'),
    gesture ? { mergeKey: `scientific:${element.id}:${gesture}` } : undefined,
  );
}

/**
 * Raises object `id`'s text size until the smallest text its drawing sets (a crowd of labels may
 * be set smaller) reaches the profile's smallest size at print, as one undo step; false when there
 * is no such object or its data cannot be read.
 */
export async function fitScientificText(
  store: EditorStore,
  id: string,
  profile: Pick<PreflightProfile, 'printWidthIn' | 'printHeightIn' | 'minFontPt'>,
  t: Translate,
): Promise<boolean> {
  // Preflight's own text reader, loaded with the fix (not in the editor's first frame).
  const [tools, { svgTexts }] = await Promise.all([
    loadScientificTools(),
    import('../preflight/texts'),
  ]);
  const { document } = store.getState();
  const element = document.elements.find((candidate) => candidate.id === id);
  if (!element || !isScientificElement(element)) return false;
  const pointsPerUnit = pointsPerPixel(profile, document);
  let textSize = element.textSize;
  let fitted = element;
  // A few passes: a larger size can crowd labels into a smaller one (down to 70 %).
  for (let pass = 0; pass < 4; pass += 1) {
    const drawn = redrawn(tools, element, { textSize }, t);
    if (!drawn.ok) return false;
    fitted = drawn.element;
    // Measured as preflight measures it.
    const sizes = svgTexts(fitted.svg).texts.map((text) => text.sizePx);
    const smallest = Math.min(...sizes) * pointsPerUnit;
    if (!Number.isFinite(smallest) || smallest >= profile.minFontPt) break;
    const next = Math.min(
      SCIENTIFIC_TEXT_SIZE_RANGE.max,
      Math.ceil(((textSize * profile.minFontPt) / smallest) * 2) / 2,
    );
    if (next === textSize) break;
    textSize = next;
  }
  if (textSize === element.textSize) return false;
  if (fitted.textSize !== textSize) {
    // The passes ran out on a size not yet drawn.
    const drawn = redrawn(tools, element, { textSize }, t);
    if (!drawn.ok) return false;
    fitted = drawn.element;
  }
  commitRedrawn(store, fitted, t);
  return true;
}
