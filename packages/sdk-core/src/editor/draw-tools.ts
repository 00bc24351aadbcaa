import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Translate } from '../i18n/create-i18n';
import { moveConnector } from '../schema/connectors';
import type { SlideDocument } from '../schema/document';
import type { FiguraElement } from '../schema/elements';
import { isConnectorElement } from '../schema/guards';
import type { EditorStore } from '../stores/editor-store';
import { createShapeElement, type ShapeTool } from './element-factories';
import type { SlidePoint } from './library-commands';
import { elementBox } from './placement';

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
}

/**
 * The draw tools: the toolbar arms one, and the next click on the slide places its element
 * there (its default size, centred on the point) or the next drag draws it over the dragged box.
 * One element per arming, as in most drawing tools; the pointer selects again afterwards.
 */
export interface DrawTools {
  readonly state: StoreApi<DrawToolState>;
  /** Arms a tool (null: back to selecting). Arming the armed tool again disarms it. */
  arm(tool: ShapeTool | null): void;
  /**
   * Draws the armed tool's element: a click at `from`, or a drag from `from` to `to` (slide
   * px). Adds it as one undo step, selects it, disarms; returns it (undefined if none armed).
   */
  place(from: SlidePoint, to?: SlidePoint): FiguraElement | undefined;
}

const clampTo = (value: number, max: number) => Math.max(0, Math.min(max, value));

/** The element a tool makes, centred on a clicked point (the centre kept on the slide). */
function clickedElement(element: FiguraElement, doc: SlideDocument, at: SlidePoint) {
  const box = elementBox(element);
  const dx = clampTo(at.x, doc.width) - (box.left + box.width / 2);
  const dy = clampTo(at.y, doc.height) - (box.top + box.height / 2);
  if (isConnectorElement(element)) return moveConnector(element, dx, dy);
  return { ...element, left: element.left + dx, top: element.top + dy } as FiguraElement;
}

/** The element a tool makes, drawn over a dragged box: lines from end to end. */
function draggedElement(element: FiguraElement, from: SlidePoint, to: SlidePoint): FiguraElement {
  if (element.type === 'line' || element.type === 'arrow')
    return { ...element, x1: from.x, y1: from.y, x2: to.x, y2: to.y };
  const left = Math.min(from.x, to.x);
  const top = Math.min(from.y, to.y);
  const width = Math.max(1, Math.abs(to.x - from.x));
  if (element.type === 'textbox')
    // Text keeps its line height: the drag sets where it starts and how wide it wraps.
    return { ...element, left, top, width, textAlign: 'left' };
  const height = Math.max(1, Math.abs(to.y - from.y));
  return { ...element, left, top, width, height, scaleX: 1, scaleY: 1 } as FiguraElement;
}

/**
 * The element `tool` draws on `doc` for a click at `from` or a drag to `to`: valid under the
 * schema, with the tool's default style.
 */
export function drawnElement(
  tool: ShapeTool,
  doc: SlideDocument,
  t: Translate,
  from: SlidePoint,
  to?: SlidePoint,
): FiguraElement {
  const made = createShapeElement(tool, doc, t);
  return to ? draggedElement(made, from, to) : clickedElement(made, doc, from);
}

export function createDrawTools(store: EditorStore, t: Translate): DrawTools {
  const state = createStore<DrawToolState>()(() => ({ armed: null }));
  return {
    state,
    arm(tool) {
      const armed = state.getState().armed;
      state.setState({ armed: tool === armed || store.getState().readOnly ? null : tool });
    },
    place(from, to) {
      const tool = state.getState().armed;
      if (!tool) return undefined;
      state.setState({ armed: null });
      const element = drawnElement(tool, store.getState().document, t, from, to);
      store.getState().addElement(element);
      return element;
    },
  };
}
