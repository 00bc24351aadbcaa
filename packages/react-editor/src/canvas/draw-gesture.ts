import {
  constrainedEnd,
  drawnLineTargets,
  type ConnectorTarget,
  type EditorEngine,
  type SlidePoint,
} from '@figura/sdk-core/editor';
import { getElementId } from '@figura/sdk-core/render';
import { outlineConnectorTarget, SNAP_DISTANCE_PX } from './connector-ends';
import type { FabricView } from './fabric-view';

/** Below this many screen px of movement a press is a click: the tool's default size. */
const DRAG_THRESHOLD_PX = 4;

interface Press {
  x: number;
  y: number;
  from: SlidePoint;
  dragged: boolean;
  /** The text the Text tool was pressed on (a click opens it rather than placing another). */
  textId?: string;
}

/**
 * While a draw tool is armed, a press on the canvas belongs to it (fabric never sees it: no
 * selection box, no move): a click places the tool's element there, a drag draws it over the
 * dragged box, shown as a dashed preview meanwhile. Mouse, pen and touch alike; Escape (the key
 * handler) disarms.
 */
export function installDrawGesture(
  area: HTMLElement,
  view: FabricView,
  editor: Pick<EditorEngine, 'tools' | 'store'>,
): () => void {
  const { tools } = editor;
  const win = area.ownerDocument.defaultView ?? globalThis;
  let press: Press | null = null;
  let preview: HTMLElement | null = null;
  // While a line or an arrow is drawn: what its ends would attach to, outlined on the canvas.
  let targets: ConnectorTarget[] = [];

  const armed = () => tools.state.getState().armed;
  const toSlide = (event: MouseEvent): SlidePoint => {
    const point = view.canvas.getScenePoint(event);
    return { x: point.x, y: point.y };
  };
  const unsubscribe = tools.state.subscribe(({ armed: tool }) => {
    view.setPanCursor(tool ? 'crosshair' : null);
    if (!tool) stop();
  });

  function stop() {
    press = null;
    preview?.remove();
    preview = null;
    showTargets([]);
  }

  const reach = () => SNAP_DISTANCE_PX / view.canvas.getZoom();

  function showTargets(next: ConnectorTarget[]) {
    const same = (a: ConnectorTarget, b: ConnectorTarget | undefined) =>
      a.element.id === b?.element.id && a.point.x === b.point.x && a.point.y === b.point.y;
    if (next.length === targets.length && next.every((target, i) => same(target, targets[i])))
      return;
    targets = next;
    view.canvas.lowerCanvasEl.dataset.connectorTarget = next.map((t) => t.element.id).join(' ');
    view.canvas.requestRenderAll();
  }

  /** The elements a line drawn from the press to `event` would attach to (placing's own rule). */
  function lineTargets(event: MouseEvent): ConnectorTarget[] {
    if (!press) return [];
    const to = toSlide(event);
    const end = event.shiftKey ? constrainedEnd('line', press.from, to) : to;
    const { start, end: finish } = drawnLineTargets(
      editor.store.getState().document,
      press.from,
      end,
      reach(),
    );
    return [start, finish].filter((target): target is ConnectorTarget => target !== null);
  }
  const drawTargets = ({ ctx }: { ctx?: CanvasRenderingContext2D }) => {
    if (ctx) for (const target of targets) outlineConnectorTarget(view.canvas, ctx, target);
  };
  const stopDrawingTargets = view.canvas.on('after:render', drawTargets);

  function showPreview(event: MouseEvent) {
    if (!press) return;
    const box = area.getBoundingClientRect();
    const x = (value: number) => value - box.left + area.scrollLeft;
    const y = (value: number) => value - box.top + area.scrollTop;
    if (!preview) {
      preview = area.ownerDocument.createElement('div');
      preview.className = 'figura-draw-preview';
      preview.setAttribute('aria-hidden', 'true');
      area.append(preview);
    }
    const tool = armed();
    const line = tool === 'line' || tool === 'arrow';
    const end = endOf(event);
    const [x1, y1, x2, y2] = [x(press.x), y(press.y), x(end.x), y(end.y)];
    const { style } = preview;
    preview.classList.toggle('figura-draw-preview-line', line);
    if (line) {
      // A line: a thin bar from the press, turned toward the pointer.
      const length = Math.hypot(x2 - x1, y2 - y1);
      Object.assign(style, {
        left: `${x1}px`,
        top: `${y1}px`,
        width: `${length}px`,
        height: '0px',
        transformOrigin: '0 0',
        transform: `rotate(${Math.atan2(y2 - y1, x2 - x1)}rad)`,
      });
    } else {
      Object.assign(style, {
        left: `${Math.min(x1, x2)}px`,
        top: `${Math.min(y1, y2)}px`,
        width: `${Math.abs(x2 - x1)}px`,
        height: `${Math.abs(y2 - y1)}px`,
        transform: '',
        borderRadius: tool === 'circle' ? '50%' : '',
      });
    }
  }

  /** Where the pointer ends the drag on screen (Shift: a square, or a line at 45° steps). */
  const endOf = (event: MouseEvent): SlidePoint => {
    const at = { x: event.clientX, y: event.clientY };
    const tool = armed();
    return press && tool && event.shiftKey ? constrainedEnd(tool, press, at) : at;
  };

  const onDown = (event: Event) => {
    const pointer = event as MouseEvent;
    if (!armed() || pointer.button !== 0) return;
    // Ours, not fabric's: no selection box, nothing picked up.
    event.stopPropagation();
    event.preventDefault();
    if (press) return; // the mouse event that follows a pointer event
    // The Text tool on a text opens that text for typing once the press ends: a second text
    // placed over it (a phone's tap on the subtitle to edit it) was never what was meant.
    const under = armed() === 'textbox' ? view.canvas.findTarget(pointer).target : undefined;
    const textId = under?.type === 'textbox' ? getElementId(under) : undefined;
    press = { x: pointer.clientX, y: pointer.clientY, from: toSlide(pointer), dragged: false };
    if (textId !== undefined) press.textId = textId;
  };
  const onMove = (event: Event) => {
    const pointer = event as MouseEvent;
    if (!press) return;
    const moved = Math.hypot(pointer.clientX - press.x, pointer.clientY - press.y);
    if (moved >= DRAG_THRESHOLD_PX) press.dragged = true;
    if (!press.dragged) return;
    showPreview(pointer);
    const tool = armed();
    if (tool === 'line' || tool === 'arrow') showTargets(lineTargets(pointer));
  };
  const onUp = (event: Event) => {
    const pointer = event as MouseEvent;
    const done = press;
    if (!done) return;
    stop();
    if (done.textId !== undefined && !done.dragged) {
      tools.arm(null);
      editor.store.getState().select([done.textId]);
      view.editSelectedText();
      return;
    }
    // A drawn line's ends attach to what they are on, within the snap distance used when its
    // ends are dragged.
    const tool = armed();
    const to = toSlide(pointer);
    const end = tool && pointer.shiftKey ? constrainedEnd(tool, done.from, to) : to;
    const element = done.dragged
      ? tools.place(done.from, end, { reach: reach() })
      : tools.place(done.from);
    // New text is opened for typing, its placeholder word selected; what is typed before it
    // opens (it is drawn first) goes into it, not to the editor's shortcuts (key-handler.ts).
    if (element?.type === 'textbox') view.openNewText();
  };

  const listeners: [EventTarget, string, (event: Event) => void, boolean][] = [
    [area, 'pointerdown', onDown, true],
    [area, 'mousedown', onDown, true],
    [area, 'touchstart', (event) => armed() && event.stopPropagation(), true],
    [win, 'pointermove', onMove, false],
    [win, 'mousemove', onMove, false],
    [win, 'pointerup', onUp, false],
    [win, 'mouseup', onUp, false],
  ];
  for (const [target, type, listener, capture] of listeners)
    target.addEventListener(type, listener, capture);
  return () => {
    for (const [target, type, listener, capture] of listeners)
      target.removeEventListener(type, listener, capture);
    unsubscribe();
    stop();
    stopDrawingTargets();
  };
}
