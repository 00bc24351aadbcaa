// While an icon or illustration is dragged over a membrane (on the canvas, or from the library),
// the slot it would be seated in is outlined: the drop's effect is seen before the drop. Loaded
// once a slide holds a membrane.
import type { Canvas, FabricObject } from 'fabric';
import { slotForDrop, type PlacedSlot } from '@figura/sdk-core/editor';
import { getElementId } from '@figura/sdk-core/render';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { ActiveSelection } from '../canvas/browser-fabric';
import { registerSeatPreview } from './seat-previews';

const OUTLINE = '#1f6fd1';
const FILL = 'rgba(31, 111, 209, 0.12)';

export interface SeatPreview {
  /** The slot outlined now (tests). */
  slot(): PlacedSlot | undefined;
  dispose(): void;
}

export function installSeatPreview(canvas: Canvas, documentNow: () => SlideDocument): SeatPreview {
  let shown: PlacedSlot | undefined;

  const onMoving = ({ target }: { target: FabricObject }) => {
    const id = target instanceof ActiveSelection ? undefined : getElementId(target);
    const doc = documentNow();
    const element = id === undefined ? undefined : doc.elements.find((e) => e.id === id);
    const seatable = element?.type === 'icon' || element?.type === 'illustration';
    const centre = target.getCenterPoint();
    shown = seatable ? slotForDrop(doc, element.id, { x: centre.x, y: centre.y }) : undefined;
  };

  const show = (next: PlacedSlot | undefined) => {
    const same =
      next?.membraneId === shown?.membraneId &&
      next?.slot === shown?.slot &&
      next?.centre.x === shown?.centre.x &&
      next?.centre.y === shown?.centre.y;
    shown = next;
    if (!same) canvas.requestRenderAll();
  };
  const onUp = () => show(undefined);
  // A library item has no id yet: every seat taken counts.
  const unregister = registerSeatPreview(canvas, {
    showAt: (point) => show(point ? slotForDrop(documentNow(), '', point) : undefined),
  });

  const onRendered = ({ ctx }: { ctx: CanvasRenderingContext2D }) => {
    if (!shown || ctx !== canvas.getContext()) return;
    const v = canvas.viewportTransform;
    const turn = (shown.angle * Math.PI) / 180;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const corners = [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].map(([sx, sy]) => {
      const x = (sx! * shown!.width) / 2;
      const y = (sy! * shown!.height) / 2;
      const slideX = shown!.centre.x + x * cos - y * sin;
      const slideY = shown!.centre.y + x * sin + y * cos;
      return [slideX * v[0] + v[4], slideY * v[3] + v[5]] as const;
    });
    ctx.save();
    ctx.beginPath();
    corners.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
    ctx.fillStyle = FILL;
    ctx.fill();
    ctx.setLineDash([6, 4]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = OUTLINE;
    ctx.stroke();
    ctx.restore();
  };

  canvas.on('object:moving', onMoving);
  canvas.on('mouse:up', onUp);
  canvas.on('after:render', onRendered);
  return {
    slot: () => shown,
    dispose() {
      unregister();
      canvas.off('object:moving', onMoving);
      canvas.off('mouse:up', onUp);
      canvas.off('after:render', onRendered);
    },
  };
}
