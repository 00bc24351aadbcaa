import {
  buildSnapTargets,
  snapBounds,
  snapResizeEdges,
  type Bounds,
  type ResizeEdges,
  type SnapGuide,
  type SnapTargets,
} from '@figura/sdk-core/arrange';
import type { Canvas, FabricObject, TPointerEvent, Transform } from 'fabric';
import { ActiveSelection } from '../canvas/browser-fabric';

/** How close (in screen px) an edge or centre must come to a line to snap onto it. */
export const SNAP_DISTANCE_PX = 6;

const GUIDE_COLOUR = '#e0368c';

function boundsOf(object: FabricObject): Bounds {
  const box = object.getBoundingRect();
  return {
    left: box.left,
    top: box.top,
    right: box.left + box.width,
    bottom: box.top + box.height,
  };
}

/** The edges a resize handle drags ('tl', 'mr', …; see fabric's controls). */
function edgesOf(corner: string): ResizeEdges {
  return {
    x: corner.includes('l') ? 'left' : corner.includes('r') ? 'right' : undefined,
    y: corner.includes('t') ? 'top' : corner.includes('b') ? 'bottom' : undefined,
  };
}

/**
 * Snapping with smart guides while the user drags or resizes: the moving object's edges and
 * centre (or the edges a resize handle drags) snap to other visible elements' edges and centres
 * and to the canvas's, within SNAP_DISTANCE_PX on screen; guides are drawn while snapped. Alt
 * disables it; rotated objects resize freely. Candidates are sorted once per gesture.
 */
export function installSnapping(
  canvas: Canvas,
  documentSize: () => { width: number; height: number },
) {
  let targets: SnapTargets | null = null;
  let guides: SnapGuide[] = [];

  const prepare = (moving: FabricObject): SnapTargets => {
    const excluded = new Set<FabricObject>(
      moving instanceof ActiveSelection ? moving.getObjects() : [moving],
    );
    const { width, height } = documentSize();
    const candidates: Bounds[] = [{ left: 0, top: 0, right: width, bottom: height }];
    for (const object of canvas.getObjects()) {
      if (excluded.has(object) || !object.visible) continue;
      candidates.push(boundsOf(object));
    }
    return buildSnapTargets(candidates);
  };

  const onMoving = ({ target, e }: { target: FabricObject; e: TPointerEvent }) => {
    if (e.altKey) {
      guides = [];
      return;
    }
    targets ??= prepare(target);
    // fabric fires "moving" before it updates the object's corner coordinates.
    target.setCoords();
    const result = snapBounds(boundsOf(target), targets, SNAP_DISTANCE_PX / canvas.getZoom());
    guides = result.guides;
    if (result.dx !== 0 || result.dy !== 0) {
      target.set({ left: target.left + result.dx, top: target.top + result.dy });
      target.setCoords();
    }
  };

  const onResizing = ({
    target,
    transform,
    e,
  }: {
    target: FabricObject;
    transform: Transform;
    e: TPointerEvent;
  }) => {
    const edges = edgesOf(transform.corner ?? '');
    if (e.altKey || target.angle % 360 !== 0 || (!edges.x && !edges.y)) {
      guides = [];
      return;
    }
    targets ??= prepare(target);
    target.setCoords();
    const before = boundsOf(target);
    const proportional =
      Boolean(edges.x && edges.y) &&
      canvas.uniformScaling !== Boolean(canvas.uniScaleKey && e[canvas.uniScaleKey]);
    const result = snapResizeEdges(
      before,
      edges,
      targets,
      SNAP_DISTANCE_PX / canvas.getZoom(),
      proportional,
    );
    guides = result.guides;
    const width = before.right - before.left;
    const height = before.bottom - before.top;
    const snappedWidth = result.bounds.right - result.bounds.left;
    const snappedHeight = result.bounds.bottom - result.bounds.top;
    if (snappedWidth === width && snappedHeight === height) return;
    // The bounding box includes the stroke, which scales with the object: sizes scale exactly.
    if (transform.action === 'resizing')
      target.set('width', target.width + (snappedWidth - width) / target.scaleX);
    else
      target.set({
        scaleX: (target.scaleX * snappedWidth) / width,
        scaleY: (target.scaleY * snappedHeight) / height,
      });
    target.setCoords();
    // Keep the edges the handle does not drag where they were.
    const after = boundsOf(target);
    const dx = edges.x === 'left' ? before.right - after.right : before.left - after.left;
    const dy = edges.y === 'top' ? before.bottom - after.bottom : before.top - after.top;
    target.set({ left: target.left + dx, top: target.top + dy });
    target.setCoords();
  };

  const onUp = () => {
    targets = null;
    if (guides.length === 0) return;
    guides = [];
    canvas.requestRenderAll();
  };

  const onRendered = ({ ctx }: { ctx: CanvasRenderingContext2D }) => {
    if (guides.length === 0 || ctx !== canvas.getContext()) return;
    // Drawn in screen px on whole pixels: a crisp 1 px line at any zoom.
    const v = canvas.viewportTransform;
    const screen = (value: number, axis: 'x' | 'y') =>
      axis === 'x' ? value * v[0] + v[4] : value * v[3] + v[5];
    const line = (value: number, axis: 'x' | 'y') => Math.round(screen(value, axis)) + 0.5;
    ctx.save();
    ctx.lineWidth = 1;
    ctx.strokeStyle = GUIDE_COLOUR;
    ctx.beginPath();
    for (const guide of guides) {
      if (guide.axis === 'x') {
        ctx.moveTo(line(guide.position, 'x'), screen(guide.from, 'y'));
        ctx.lineTo(line(guide.position, 'x'), screen(guide.to, 'y'));
      } else {
        ctx.moveTo(screen(guide.from, 'x'), line(guide.position, 'y'));
        ctx.lineTo(screen(guide.to, 'x'), line(guide.position, 'y'));
      }
    }
    ctx.stroke();
    ctx.restore();
  };

  canvas.on('object:moving', onMoving);
  canvas.on('object:scaling', onResizing);
  canvas.on('object:resizing', onResizing);
  canvas.on('mouse:up', onUp);
  canvas.on('after:render', onRendered);
  return {
    /** The guides shown now (tests). */
    guides: () => guides,
    dispose() {
      canvas.off('object:moving', onMoving);
      canvas.off('object:scaling', onResizing);
      canvas.off('object:resizing', onResizing);
      canvas.off('mouse:up', onUp);
      canvas.off('after:render', onRendered);
    },
  };
}
