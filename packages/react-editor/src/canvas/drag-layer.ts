import type { Canvas, FabricObject } from 'fabric';
import { ActiveSelection } from './browser-fabric';

interface Layers {
  width: number;
  height: number;
  below: HTMLCanvasElement;
  above: HTMLCanvasElement;
}

interface Drag {
  /** The objects that move with the gesture (its target's, and connectors that follow). */
  moving: Set<FabricObject>;
  layers: Layers | null;
  /**
   * A pure move: the target's objects drawn once into a bitmap of their own box, blitted at the
   * target's offset from where it was (null while scaling or rotating).
   */
  carried: {
    target: FabricObject;
    objects: Set<FabricObject>;
    /**
     * The bitmap, where its corner was on the canvas (device pixels) and the target's place when
     * it was drawn; null until the first frame, or when the box is too large to keep as a bitmap
     * (then the objects are drawn each frame).
     */
    painted: {
      layer: HTMLCanvasElement;
      corner: { x: number; y: number };
      from: { x: number; y: number };
    } | null;
  } | null;
}

/**
 * The largest carried bitmap, in device pixels (4 bytes each): a selection seen very zoomed in
 * is drawn each frame instead.
 */
const MAX_CARRIED_PIXELS = 4096 * 2048;

const TRANSFORM_EVENTS = [
  'object:moving',
  'object:scaling',
  'object:rotating',
  'object:skewing',
  'object:resizing',
] as const;

type RenderObjects = (ctx: CanvasRenderingContext2D, objects: FabricObject[]) => void;

/**
 * While the user moves, scales or rotates objects, everything else is drawn once into two bitmaps
 * (below and above the first moving object) and each frame only blits them around the moving
 * objects: a drag costs the moving objects, not the whole slide. A plain move goes further: the
 * moved objects are drawn once too, and each frame blits them at their offset, so dragging 120
 * selected elements costs three bitmaps, not 120 drawings.
 */
export function installDragLayer(canvas: Canvas): {
  invalidate(): void;
  /** Objects that change with the drag (attached connectors): drawn each frame, not cached. */
  alsoMoving(objects: FabricObject[]): void;
} {
  let drag: Drag | null = null;
  const renderObjects: RenderObjects = canvas._renderObjects.bind(canvas);

  const start = (name: (typeof TRANSFORM_EVENTS)[number], target: FabricObject) => {
    if (drag) return;
    const moving = target instanceof ActiveSelection ? target.getObjects() : [target];
    drag = {
      moving: new Set(moving),
      layers: null,
      carried:
        name === 'object:moving' ? { target, objects: new Set(moving), painted: null } : null,
    };
  };
  for (const name of TRANSFORM_EVENTS)
    canvas.on(name, ({ target }: { target: FabricObject }) => start(name, target));
  canvas.on('mouse:up', () => {
    if (!drag) return;
    drag = null;
    canvas.requestRenderAll();
  });

  canvas._renderObjects = (ctx, objects) => {
    if (!drag || ctx !== canvas.getContext()) return renderObjects(ctx, objects);
    const first = objects.findIndex((object) => drag!.moving.has(object));
    if (first < 0) return renderObjects(ctx, objects);
    const element = canvas.lowerCanvasEl;
    let layers = drag.layers;
    if (!layers || layers.width !== element.width || layers.height !== element.height) {
      const still = (object: FabricObject) => !drag!.moving.has(object);
      layers = drag.layers = {
        width: element.width,
        height: element.height,
        below: paint(ctx, renderObjects, objects.slice(0, first).filter(still)),
        above: paint(ctx, renderObjects, objects.slice(first).filter(still)),
      };
    }
    blit(ctx, layers.below);
    // Drawn once where the objects are at the first frame; later frames add their offset.
    const carried = drag.carried;
    if (carried && !carried.painted) {
      carried.painted = paintCarried(
        ctx,
        renderObjects,
        carried.target,
        objects.filter((object) => carried.objects.has(object)),
      );
      if (!carried.painted) drag.carried = null;
    }
    const painted = drag.carried?.painted;
    if (painted) {
      const { target } = drag.carried!;
      const { a, d } = ctx.getTransform();
      blit(
        ctx,
        painted.layer,
        painted.corner.x + (target.left - painted.from.x) * a,
        painted.corner.y + (target.top - painted.from.y) * d,
      );
    }
    renderObjects(
      ctx,
      objects.filter((object) => drag!.moving.has(object) && !drag!.carried?.objects.has(object)),
    );
    blit(ctx, layers.above);
  };

  return {
    invalidate() {
      if (!drag) return;
      drag.layers = null;
      if (drag.carried) drag.carried.painted = null;
    },
    alsoMoving(objects) {
      if (!drag || objects.every((object) => drag!.moving.has(object))) return;
      for (const object of objects) drag.moving.add(object);
      drag.layers = null;
    },
  };
}

/** `list` drawn into a bitmap the size of the canvas, with the transform `ctx` draws with now. */
/** Device pixels of the canvas: a layer's area (the whole canvas unless given). */
interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * `list` drawn into a bitmap of `area` (the whole canvas by default), with the retina scale and
 * viewport transform the canvas is drawing with right now, shifted so the area's corner is the
 * bitmap's.
 */
function paint(
  ctx: CanvasRenderingContext2D,
  renderObjects: RenderObjects,
  list: FabricObject[],
  area: Area = { x: 0, y: 0, width: ctx.canvas.width, height: ctx.canvas.height },
): HTMLCanvasElement {
  const layer = ctx.canvas.ownerDocument.createElement('canvas');
  layer.width = area.width;
  layer.height = area.height;
  const layerContext = layer.getContext('2d')!;
  layerContext.setTransform(
    new DOMMatrix().translate(-area.x, -area.y).multiply(ctx.getTransform()),
  );
  renderObjects(layerContext, list);
  return layer;
}

/**
 * `list` (the moved objects) drawn into a bitmap of the target's box on the canvas, as `ctx` draws
 * them now; null when that box is too large to keep. The box is the whole selection's, also
 * where it reaches past the canvas, so what the drag brings into view is there.
 */
function paintCarried(
  ctx: CanvasRenderingContext2D,
  renderObjects: RenderObjects,
  target: FabricObject,
  list: FabricObject[],
): {
  layer: HTMLCanvasElement;
  corner: { x: number; y: number };
  from: { x: number; y: number };
} | null {
  const transform = ctx.getTransform();
  const box = target.getBoundingRect();
  // Antialiasing, and shadows, which the bounding box leaves out.
  const margin = 2 + Math.max(0, ...list.map(shadowReach)) * Math.abs(transform.a);
  const left = Math.floor(box.left * transform.a + transform.e - margin);
  const top = Math.floor(box.top * transform.d + transform.f - margin);
  const width = Math.ceil(box.width * transform.a + 2 * margin) + 1;
  const height = Math.ceil(box.height * transform.d + 2 * margin) + 1;
  if (width <= 0 || height <= 0 || width * height > MAX_CARRIED_PIXELS) return null;
  const layer = paint(ctx, renderObjects, list, { x: left, y: top, width, height });
  return { layer, corner: { x: left, y: top }, from: { x: target.left, y: target.top } };
}

/** How far an object's shadow reaches past its box, in scene units. */
function shadowReach(object: FabricObject): number {
  const shadow = object.shadow;
  if (!shadow) return 0;
  const reach = Math.max(Math.abs(shadow.offsetX), Math.abs(shadow.offsetY)) + shadow.blur;
  return reach * Math.max(Math.abs(object.scaleX), Math.abs(object.scaleY));
}

function blit(ctx: CanvasRenderingContext2D, layer: HTMLCanvasElement, dx = 0, dy = 0): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(layer, dx, dy);
  ctx.restore();
}
