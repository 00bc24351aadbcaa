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
   * A pure move: the target's objects drawn once into a bitmap, blitted at the target's offset
   * from where it was (null while scaling or rotating, or when they reach past the canvas).
   */
  carried: {
    target: FabricObject;
    objects: Set<FabricObject>;
    /** The bitmap and the target's place when it was drawn (null until the first frame). */
    painted: { layer: HTMLCanvasElement; from: { x: number; y: number } } | null;
  } | null;
}

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
        name === 'object:moving' && insideCanvas(canvas, target)
          ? { target, objects: new Set(moving), painted: null }
          : null,
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
        below: paint(element, ctx, renderObjects, objects.slice(0, first).filter(still)),
        above: paint(element, ctx, renderObjects, objects.slice(first).filter(still)),
      };
    }
    blit(ctx, layers.below);
    const carried = drag.carried;
    if (carried) {
      // Drawn once where the objects are at the first frame; later frames add their offset.
      const { target } = carried;
      carried.painted ??= {
        layer: paint(
          element,
          ctx,
          renderObjects,
          objects.filter((object) => carried.objects.has(object)),
        ),
        from: { x: target.left, y: target.top },
      };
      const { layer, from } = carried.painted;
      const { a, d } = ctx.getTransform();
      blit(ctx, layer, (target.left - from.x) * a, (target.top - from.y) * d);
    }
    renderObjects(
      ctx,
      objects.filter((object) => drag!.moving.has(object) && !carried?.objects.has(object)),
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
function paint(
  element: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  renderObjects: RenderObjects,
  list: FabricObject[],
): HTMLCanvasElement {
  const layer = element.ownerDocument.createElement('canvas');
  layer.width = element.width;
  layer.height = element.height;
  const layerContext = layer.getContext('2d')!;
  // The same retina scale and viewport transform the canvas is drawing with right now.
  layerContext.setTransform(ctx.getTransform());
  renderObjects(layerContext, list);
  return layer;
}

/** Whether the object's box lies within the canvas (so a bitmap of the canvas holds all of it). */
function insideCanvas(canvas: Canvas, target: FabricObject): boolean {
  const box = target.getBoundingRect();
  const [zoomX, , , zoomY, panX, panY] = canvas.viewportTransform;
  const left = box.left * zoomX + panX;
  const top = box.top * zoomY + panY;
  return (
    left >= 0 &&
    top >= 0 &&
    left + box.width * zoomX <= canvas.getWidth() &&
    top + box.height * zoomY <= canvas.getHeight()
  );
}

function blit(ctx: CanvasRenderingContext2D, layer: HTMLCanvasElement, dx = 0, dy = 0): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(layer, dx, dy);
  ctx.restore();
}
