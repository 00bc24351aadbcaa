import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Translate } from '../i18n/create-i18n';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import type { EditorStore } from '../stores/editor-store';
import { createShapeElement, type NewShapeOptions, type ShapeTool } from './element-factories';
import { elementBox, translate } from './placement';
import { connectorTargetAt, type ConnectorTarget } from './connector-targets';

/** A point in slide pixels (where a click or drop lands on the slide). */
export interface SlidePoint {
  x: number;
  y: number;
}

/** The tools that draw where the person clicks or drags, in the toolbar's order. */
export const DRAW_TOOLS = [
  'textbox',
  'rect',
  'circle',
  'line',
  'arrow',
] as const satisfies readonly ShapeTool[];

export interface DrawToolState {
  /** The tool waiting for a click or a drag on the slide; null: the pointer selects. */
  armed: ShapeTool | null;
  /** The armed tool stays armed after it draws (several arrows in a row) until put down. */
  kept: boolean;
}

export interface ArmOptions {
  /** Keep the tool for several elements (a double-click on its button, or Q while armed). */
  keep?: boolean;
}

/**
 * The draw tools: the toolbar arms one, and the next click on the slide places its element
 * there (its default size, centred on the point; text starts there) or the next drag draws it
 * over the dragged box.
 * One element per arming, as in most drawing tools, and the pointer selects again afterwards;
 * unless the tool is kept, when it draws until V, Escape or another tool puts it down.
 */
export interface DrawTools {
  readonly state: StoreApi<DrawToolState>;
  /**
   * Arms a tool (null: back to selecting). Arming the armed tool again disarms it, unless it is
   * armed to be kept.
   */
  arm(tool: ShapeTool | null, options?: ArmOptions): void;
  /** Keeps the armed tool for several elements, or back to one (nothing when none is armed). */
  toggleKept(): void;
  /**
   * Draws the armed tool's element: a click at `from`, or a drag from `from` to `to` (slide
   * px). Adds it as one undo step, selects it, disarms unless kept; returns it (undefined if
   * none armed).
   */
  place(from: SlidePoint, to?: SlidePoint, options?: DrawOptions): FiguraElement | undefined;
  /**
   * The element `tool` makes, centred on the open slide (not added): what the toolbar's Text and
   * shape buttons and the T key insert, its text no smaller than the figure's journal prints.
   */
  made(tool: ShapeTool): FiguraElement;
}

export interface DrawOptions {
  /**
   * How near (slide px) a drawn line's end must come to an element's anchor to attach there
   * (over the element attaches anywhere): the view's snap distance at its zoom. Default 0.
   */
  reach?: number;
}

const clampTo = (value: number, max: number) => Math.max(0, Math.min(max, value));

/** `start` moved just enough for `size` from it to fit in `0..room` (kept at 0 when it cannot). */
const within = (start: number, size: number, room: number) =>
  Math.max(0, Math.min(room - size, start));

/**
 * The element a tool makes at a clicked point, on the slide: a shape centred on it, text starting
 * there (left-aligned, its first line through the point, as one writes where one clicks, its box
 * following its words as they are typed: `autoWidth`), each
 * moved in just enough to stay on the slide (a click near an edge draws nothing off it).
 */
function clickedElement(element: FiguraElement, doc: SlideDocument, at: SlidePoint) {
  const box = elementBox(element);
  const x = clampTo(at.x, doc.width);
  const y = clampTo(at.y, doc.height);
  const wanted =
    element.type === 'textbox'
      ? { left: x, top: y - box.height / 2 }
      : { left: x - box.width / 2, top: y - box.height / 2 };
  const dx = within(wanted.left, box.width, doc.width) - box.left;
  const dy = within(wanted.top, box.height, doc.height) - box.top;
  const placed = translate(element, dx, dy);
  return placed.type === 'textbox' ? { ...placed, textAlign: 'left' as const } : placed;
}

/**
 * What the ends of a line drawn from `from` to `to` attach to: the element each starts or ends on
 * (or near one of its anchors, within `reach`). Both ends in one element is a line over it, not a
 * connection: neither attaches. The view outlines these while the line is drawn.
 */
export function drawnLineTargets(
  doc: SlideDocument,
  from: SlidePoint,
  to: SlidePoint,
  reach: number,
): { start: ConnectorTarget | null; end: ConnectorTarget | null } {
  const start = connectorTargetAt(doc, from, { reach, towards: to });
  const end = connectorTargetAt(doc, to, { reach, towards: from });
  if (start && end && start.element.id === end.element.id) return { start: null, end: null };
  return { start, end };
}

/** A line drawn from `from` to `to`, its ends attached as drawnLineTargets says. */
function drawnLine<T extends Extract<FiguraElement, { type: 'line' | 'arrow' }>>(
  element: T,
  doc: SlideDocument,
  from: SlidePoint,
  to: SlidePoint,
  reach: number,
): T {
  const joins = drawnLineTargets(doc, from, to, reach);
  const attach = (target: ConnectorTarget | null) =>
    target ? { elementId: target.element.id, anchor: target.anchor } : null;
  const a = joins.start?.point ?? from;
  const b = joins.end?.point ?? to;
  return {
    ...element,
    x1: a.x,
    y1: a.y,
    x2: b.x,
    y2: b.y,
    startAttachment: attach(joins.start),
    endAttachment: attach(joins.end),
  };
}

/** The element a tool makes, drawn over a dragged box: lines from end to end. */
function draggedElement(
  element: FiguraElement,
  doc: SlideDocument,
  from: SlidePoint,
  to: SlidePoint,
  reach: number,
): FiguraElement {
  if (element.type === 'line' || element.type === 'arrow')
    return drawnLine(element, doc, from, to, reach);
  const left = Math.min(from.x, to.x);
  const top = Math.min(from.y, to.y);
  const width = Math.max(1, Math.abs(to.x - from.x));
  if (element.type === 'textbox')
    // Text keeps its line height: the drag sets where it starts and how wide it wraps.
    return { ...element, left, top, width, textAlign: 'left', autoWidth: false };
  const height = Math.max(1, Math.abs(to.y - from.y));
  return { ...element, left, top, width, height, scaleX: 1, scaleY: 1 } as FiguraElement;
}

/**
 * The element `tool` draws on `doc` for a click at `from` or a drag to `to`: valid under the
 * schema, with the tool's default style; a dragged line attaches to what its ends are on.
 */
export function drawnElement(
  tool: ShapeTool,
  doc: SlideDocument,
  t: Translate,
  from: SlidePoint,
  to?: SlidePoint,
  options: DrawOptions & NewShapeOptions = {},
): FiguraElement {
  const made = createShapeElement(tool, doc, t, undefined, options);
  return to
    ? draggedElement(made, doc, from, to, options.reach ?? 0)
    : clickedElement(made, doc, from);
}

/**
 * Where a drag with Shift held ends: a square box (a circle for the ellipse), or a line turned to
 * the nearest 45°. Any uniform scale keeps it so, so views may apply it to screen points too.
 */
export function constrainedEnd(tool: ShapeTool, from: SlidePoint, to: SlidePoint): SlidePoint {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (tool === 'line' || tool === 'arrow') {
    const step = Math.PI / 4;
    const angle = Math.round(Math.atan2(dy, dx) / step) * step;
    const length = Math.hypot(dx, dy);
    // Exact zeros on the axes (cos 90° is not quite 0 in floating point).
    const round = (value: number) => (Math.abs(value) < 1e-9 ? 0 : value);
    return {
      x: from.x + round(Math.cos(angle)) * length,
      y: from.y + round(Math.sin(angle)) * length,
    };
  }
  const side = Math.max(Math.abs(dx), Math.abs(dy));
  return { x: from.x + Math.sign(dx || 1) * side, y: from.y + Math.sign(dy || 1) * side };
}

/**
 * The draw tools of one editor. `textFloorPx`: the smallest size a new text starts at on the open
 * slide (the engine's: what the figure's journal prints at its smallest text).
 */
export function createDrawTools(
  store: EditorStore,
  t: Translate,
  textFloorPx: () => number = () => 0,
): DrawTools {
  const state = createStore<DrawToolState>()(() => ({ armed: null, kept: false }));
  return {
    state,
    arm(tool, options = {}) {
      const { armed } = state.getState();
      if (!tool || store.getState().readOnly) state.setState({ armed: null, kept: false });
      else if (options.keep) state.setState({ armed: tool, kept: true });
      else state.setState({ armed: tool === armed ? null : tool, kept: false });
    },
    toggleKept() {
      const { armed, kept } = state.getState();
      if (armed) state.setState({ kept: !kept });
    },
    place(from, to, options) {
      const { armed: tool, kept } = state.getState();
      if (!tool) return undefined;
      if (!kept) state.setState({ armed: null });
      const element = drawnElement(tool, store.getState().document, t, from, to, {
        ...options,
        textFloorPx: textFloorPx(),
      });
      store.getState().addElement(element);
      return element;
    },
    made: (tool) =>
      createShapeElement(tool, store.getState().document, t, undefined, {
        textFloorPx: textFloorPx(),
      }),
  };
}
