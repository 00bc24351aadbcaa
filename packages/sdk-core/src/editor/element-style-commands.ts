// What the inspector changes on one element that is not a line: a shape's fill and outline, any
// boxed element's position, size and rotation, what an uploaded picture is. Each change is one
// history entry, or one per gesture (a visit to a colour picker) so a drag through colours undoes
// in one step.
import type { BoxTransform } from '../schema/document/geometry';
import { STROKE_WIDTH_RANGE, type PictureKind } from '../schema/document/constants';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import { isConnectorElement } from '../schema/document/guards';
import { normaliseColour } from '../svg/colours';
import type { EditorEngine } from './types';

/** The element types painted with a fill and an outline. */
export const FILLED_SHAPE_TYPES = [
  'rect',
  'circle',
  'shape',
  'dynamic_shape',
  'path',
  'polygon',
] as const;
export type FilledShape = Extract<FiguraElement, { type: (typeof FILLED_SHAPE_TYPES)[number] }>;

export interface ShapeStyle {
  /** null: no fill. */
  fill?: string | null;
  /** null: no outline. */
  stroke?: string | null;
  strokeWidth?: number;
}

/** Where an element sits and how large it looks, in slide px (its scale applied). */
export interface ElementFrame {
  left: number;
  top: number;
  width: number;
  height: number;
  angle: number;
}

type Editor = Pick<EditorEngine, 'getDocument' | 'store' | 't'>;
/** An element placed by a box (every type but lines and connectors). */
export type BoxedElement = FiguraElement & BoxTransform;

const topLevel = (document: SlideDocument, id: string) =>
  document.elements.find((candidate) => candidate.id === id);

/** Element `id` of `document` when it has a fill and an outline, else undefined. */
export function filledShapeById(document: SlideDocument, id: string): FilledShape | undefined {
  const element = topLevel(document, id);
  return element && (FILLED_SHAPE_TYPES as readonly string[]).includes(element.type)
    ? (element as FilledShape)
    : undefined;
}

/** Element `id` of `document` when it is placed by a box (not a line), else undefined. */
export function boxedElementById(document: SlideDocument, id: string): BoxedElement | undefined {
  const element = topLevel(document, id);
  return element && !isConnectorElement(element) ? (element as BoxedElement) : undefined;
}

/** An element's frame as the inspector shows it. */
export function frameOf(element: BoxedElement): ElementFrame {
  return {
    left: element.left,
    top: element.top,
    width: element.width * element.scaleX,
    height: element.height * element.scaleY,
    angle: element.angle,
  };
}

/** Patches top-level element `id` as one history entry (or one per `mergeKey`). */
export function commitElementPatch(
  editor: Editor,
  id: string,
  patch: Partial<FiguraElement>,
  label: string,
  mergeKey?: string,
) {
  editor.store.getState().commit(
    (doc) => ({
      ...doc,
      elements: doc.elements.map((candidate) =>
        candidate.id === id ? ({ ...candidate, ...patch } as FiguraElement) : candidate,
      ),
    }),
    label,
    mergeKey ? { mergeKey } : undefined,
  );
}

/**
 * What a colour input shows for a stored colour: its `#rrggbb` (from `#rgb`, a name, `rgb()`…),
 * or `fallback` for none or what names no colour.
 */
export function colourInputValue(colour: string | null | undefined, fallback: string): string {
  return (colour && normaliseColour(colour)) || fallback;
}

/**
 * `change` with its stroke width kept within `min`..STROKE_WIDTH_RANGE.max, and left out when it
 * is not a number.
 */
export function withStrokeWidthIn<T extends { strokeWidth?: number }>(change: T, min: number): T {
  const patch = { ...change };
  if (patch.strokeWidth === undefined) return patch;
  if (!Number.isFinite(patch.strokeWidth)) delete patch.strokeWidth;
  else patch.strokeWidth = Math.min(STROKE_WIDTH_RANGE.max, Math.max(min, patch.strokeWidth));
  return patch;
}

/** Restyles shape `id`: fill, outline colour, outline width (kept in the schema's range). */
export function setShapeStyle(editor: Editor, id: string, change: ShapeStyle, gesture?: string) {
  if (!filledShapeById(editor.getDocument(), id)) return;
  // 0 is allowed here: no outline.
  const patch = withStrokeWidthIn(change, 0);
  if (Object.keys(patch).length === 0) return;
  commitElementPatch(
    editor,
    id,
    patch as Partial<FiguraElement>,
    editor.t('history.shapeStyle'),
    gesture && `shape:${id}:${gesture}`,
  );
}

type IconElement = Extract<FiguraElement, { type: 'icon' }>;

/** Element `id` of `document` when it is an icon, else undefined. */
export function iconById(document: SlideDocument, id: string): IconElement | undefined {
  const element = topLevel(document, id);
  return element?.type === 'icon' ? element : undefined;
}

/** Paints icon `id` one colour, or gives it back its own colours (null: an emoji's). */
export function setIconColour(editor: Editor, id: string, fill: string | null, gesture?: string) {
  const icon = iconById(editor.getDocument(), id);
  // A colour that names none (a typo from a host) changes nothing.
  const colour = fill === null ? null : normaliseColour(fill);
  if (!icon || (fill !== null && colour === null) || colour === icon.fill) return;
  commitElementPatch(
    editor,
    id,
    { fill: colour } as Partial<FiguraElement>,
    editor.t('history.iconColour'),
    gesture && `icon:${id}:${gesture}`,
  );
}

/**
 * Moves, resizes or turns element `id` to the numbers typed (slide px, degrees). A size is
 * taken by the element's scale, except a text box's width, which wraps its text (its height
 * follows its lines and is not set here).
 */
export function setElementFrame(
  editor: Editor,
  id: string,
  change: Partial<ElementFrame>,
  options: { keepProportions?: boolean } = {},
) {
  const element = boxedElementById(editor.getDocument(), id);
  if (!element) return;
  const patch: Record<string, number | boolean> = {};
  const finite = (value: number | undefined): value is number =>
    value !== undefined && Number.isFinite(value);
  if (finite(change.left)) patch.left = change.left;
  if (finite(change.top)) patch.top = change.top;
  if (finite(change.angle)) patch.angle = ((change.angle % 360) + 360) % 360;
  // One side typed, the other follows by the same factor (both typed: as typed), so a drawing
  // typed narrower is not squashed.
  const now = frameOf(element);
  const following =
    element.type !== 'textbox' &&
    options.keepProportions === true &&
    finite(change.width) !== finite(change.height);
  if (finite(change.width) && change.width >= 1) {
    if (element.type === 'textbox') {
      patch.width = change.width / element.scaleX;
      // A width the person typed is theirs: the label no longer widens with its words.
      if (element.autoWidth) patch.autoWidth = false;
    } else patch.scaleX = change.width / element.width;
    if (following) patch.scaleY = (element.scaleY * change.width) / now.width;
  }
  if (finite(change.height) && change.height >= 1 && element.type !== 'textbox') {
    patch.scaleY = change.height / element.height;
    if (following) patch.scaleX = (element.scaleX * change.height) / now.height;
  }
  if (Object.keys(patch).length === 0) return;
  commitElementPatch(editor, id, patch as Partial<FiguraElement>, editor.t('history.frame'));
}

/**
 * Whether a typed width or height keeps the element's proportions unless the person says
 * otherwise: pictures (a drawing, an icon, a photo, a molecule, a group) would be distorted,
 * while a shape or a chart is often meant to change its proportions.
 */
export function keepsProportionsByDefault(element: Pick<FiguraElement, 'type'>): boolean {
  return PROPORTIONAL_TYPES.has(element.type);
}

const PROPORTIONAL_TYPES: ReadonlySet<FiguraElement['type']> = new Set([
  'illustration',
  'icon',
  'upload',
  'molecule',
  'generation',
  'group',
  'svg_part',
]);

/** Says what uploaded picture `id` is (a photograph, one with lettering, line art): one step. */
export function setPictureKind(editor: Editor, id: string, kind: PictureKind) {
  const element = editor.getDocument().elements.find((found) => found.id === id);
  if (element?.type !== 'upload' || element.pictureKind === kind) return;
  commitElementPatch(editor, id, { pictureKind: kind }, editor.t('history.pictureKind'));
}
