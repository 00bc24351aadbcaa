import {
  connectorPoints,
  isConnectorElement,
  withEndAt,
  type ConnectorElement,
  type ConnectorEnd,
  type FiguraElement,
  type Point,
} from '@figura/sdk-core/model';
import { elementOutline } from '@figura/sdk-core/arrange';
import { COLOURS } from '@figura/sdk-core/design';
import { connectorTargetAt, type ConnectorTarget } from '@figura/sdk-core/editor';
import { getElementId } from '@figura/sdk-core/render';
import {
  Control,
  Point as FabricPoint,
  util,
  type FabricObject,
  type TPointerEvent,
  type Transform,
} from 'fabric';
import {
  commitBodyMove,
  showConnector,
  shownConnector,
  type ConnectorViewAccess,
} from './connector-follow';

/** How close (in screen px) a dropped end must be to an anchor to snap to it. */
export const SNAP_DISTANCE_PX = 12;
const ACTION = 'connectorEnd';
const HIGHLIGHT = COLOURS.accent;

interface EndDrag {
  id: string;
  end: ConnectorEnd;
  element: ConnectorElement;
  target: ConnectorTarget | null;
}

function endsOf(element: ConnectorElement): Record<ConnectorEnd, Point> {
  const points = connectorPoints(element);
  return { start: points[0]!, end: points[points.length - 1]! };
}

/**
 * Outlines (dashed) the element a connector's end would attach to and marks the point, over the
 * canvas's drawing: while an end is dragged, and while a line or an arrow is drawn.
 */
export function outlineConnectorTarget(
  canvas: { viewportTransform: number[]; getZoom(): number },
  ctx: CanvasRenderingContext2D,
  target: ConnectorTarget,
): void {
  const outline = elementOutline(target.element);
  const vpt = canvas.viewportTransform;
  const zoom = canvas.getZoom();
  ctx.save();
  ctx.setTransform(vpt[0]!, vpt[1]!, vpt[2]!, vpt[3]!, vpt[4]!, vpt[5]!);
  ctx.strokeStyle = HIGHLIGHT;
  ctx.lineWidth = 2 / zoom;
  ctx.setLineDash([6 / zoom, 4 / zoom]);
  ctx.beginPath();
  outline.forEach((p: Point, i: number) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = HIGHLIGHT;
  ctx.beginPath();
  ctx.arc(target.point.x, target.point.y, 5 / zoom, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/**
 * Handles at both ends of a selected connector. Dragging one moves that end; dropping it within
 * SNAP_DISTANCE_PX of an element's anchor (or over the element: 'auto') attaches it, with the
 * element highlighted while dragging; dropping it anywhere else detaches it.
 */
export function installConnectorEnds(access: ConnectorViewAccess): {
  /**
   * Commits an end drag, or a connector dragged away from what it is attached to; true when it
   * did (fabric-view then commits nothing).
   */
  handlesModified(target: FabricObject, action: string | undefined): boolean;
} {
  const { canvas, store } = access;
  let drag: EndDrag | null = null;
  // Thin strokes picked by their pixels need a little slack (only per-pixel objects use it).
  if (canvas.targetFindTolerance < 4) canvas.setTargetFindTolerance(4);

  const storedConnector = (object: FabricObject): ConnectorElement | undefined => {
    const id = getElementId(object);
    if (id === undefined) return undefined;
    // fabric-view records an object's entry before adding it to the canvas.
    const element = access.entry(id)?.element;
    return element && isConnectorElement(element) ? element : undefined;
  };

  /** The element and anchor under a scene point, topmost first. */
  const targetAt = (point: Point, connectorId: string, towards: Point): ConnectorTarget | null =>
    connectorTargetAt(store.getState().document, point, {
      reach: SNAP_DISTANCE_PX / canvas.getZoom(),
      towards,
      exclude: connectorId,
    });

  const endControl = (end: ConnectorEnd) =>
    new Control({
      actionName: ACTION,
      cursorStyle: 'crosshair',
      sizeX: 14,
      sizeY: 14,
      positionHandler: (_dim, _matrix, control) => {
        const object = control as FabricObject;
        const stored = storedConnector(object);
        if (!stored) return new FabricPoint(0, 0);
        const element = shownConnector(object, stored);
        const path = object as FabricObject & { pathOffset: Point };
        const p = endsOf(element)[end];
        const scene = util.transformPoint(
          new FabricPoint(p.x - path.pathOffset.x, p.y - path.pathOffset.y),
          object.calcTransformMatrix(),
        );
        return util.transformPoint(scene, canvas.viewportTransform);
      },
      actionHandler: (_event: TPointerEvent, transform: Transform, x: number, y: number) => {
        const object = transform.target;
        const stored = storedConnector(object);
        const id = getElementId(object);
        if (!stored || id === undefined) return false;
        if (!drag || drag.id !== id || drag.end !== end)
          drag = { id, end, element: stored, target: null };
        const other = endsOf(drag.element)[end === 'start' ? 'end' : 'start'];
        const target = targetAt({ x, y }, id, other);
        drag.target = target;
        const next = withEndAt(drag.element, end, target?.point ?? { x, y });
        showConnector(object, next);
        canvas.lowerCanvasEl.dataset.connectorTarget = target?.element.id ?? '';
        return true;
      },
      render: (ctx, left, top) => {
        ctx.save();
        ctx.fillStyle = '#ffffff';
        ctx.strokeStyle = HIGHLIGHT;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(left, top, 6, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
        ctx.restore();
      },
    });

  // A connector is changed by its two ends, not by a box around it: its box's border, corners and
  // rotation handle (a line's box said nothing true of it) give way to the end handles.
  canvas.on('object:added', ({ target }) => {
    if (!storedConnector(target)) return;
    // A diagonal connector's box covers the elements it joins: only its stroke picks it.
    target.perPixelTargetFind = true;
    target.hasBorders = false;
    target.controls = { startEnd: endControl('start'), endEnd: endControl('end') };
  });

  // fabric commits (object:modified) before mouse:up: a gesture that never did is forgotten here.
  canvas.on('mouse:up', () => {
    if (!drag) return;
    drag = null;
    canvas.lowerCanvasEl.dataset.connectorTarget = '';
    canvas.requestRenderAll();
  });

  // The element an end would attach to, outlined while dragging.
  canvas.on('after:render', ({ ctx }) => {
    if (drag?.target && ctx) outlineConnectorTarget(canvas, ctx, drag.target);
  });

  return {
    handlesModified(target, action) {
      if (action === 'drag') return commitBodyMove(access, target);
      if (action !== ACTION) return false;
      const finished = drag;
      drag = null;
      canvas.lowerCanvasEl.dataset.connectorTarget = '';
      const id = getElementId(target);
      if (!finished || finished.id !== id) return true;
      const moved = shownConnector(target, finished.element);
      const attachment = finished.target
        ? { elementId: finished.target.element.id, anchor: finished.target.anchor }
        : null;
      const key = finished.end === 'start' ? 'startAttachment' : 'endAttachment';
      const patch: Partial<ConnectorElement> =
        moved.type === 'DynamicLine'
          ? { points: moved.points, [key]: attachment }
          : { x1: moved.x1, y1: moved.y1, x2: moved.x2, y2: moved.y2, [key]: attachment };
      store
        .getState()
        .updateElements(
          { [finished.id]: patch as Partial<FiguraElement> },
          attachment
            ? access.t('common:history.attachConnector')
            : access.t('common:history.moveConnectorEnd'),
        );
      canvas.requestRenderAll();
      return true;
    },
  };
}
