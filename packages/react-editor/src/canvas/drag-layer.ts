import type { Canvas, FabricObject } from 'fabric';
import { ActiveSelection } from './browser-fabric';

interface Layers {
  width: number;
  height: number;
  below: HTMLCanvasElement;
  above: HTMLCanvasElement;
}

interface Drag {
  moving: Set<FabricObject>;
  layers: Layers | null;
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
 * objects: a drag costs the moving objects, not the whole slide.
 */
export function installDragLayer(canvas: Canvas): {
  invalidate(): void;
  /** Objects that change with the drag (attached connectors): drawn each frame, not cached. */
  alsoMoving(objects: FabricObject[]): void;
} {
  let drag: Drag | null = null;
  const renderObjects: RenderObjects = canvas._renderObjects.bind(canvas);

  const start = ({ target }: { target: FabricObject }) => {
    if (drag) return;
    const moving = target instanceof ActiveSelection ? target.getObjects() : [target];
    drag = { moving: new Set(moving), layers: null };
  };
  for (const name of TRANSFORM_EVENTS) canvas.on(name, start);
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
      const paint = (list: FabricObject[]) => {
        const layer = element.ownerDocument.createElement('canvas');
        layer.width = element.width;
        layer.height = element.height;
        const layerContext = layer.getContext('2d')!;
        // The same retina scale and viewport transform the canvas is drawing with right now.
        layerContext.setTransform(ctx.getTransform());
        renderObjects(layerContext, list);
        return layer;
      };
      const still = (object: FabricObject) => !drag!.moving.has(object);
      layers = drag.layers = {
        width: element.width,
        height: element.height,
        below: paint(objects.slice(0, first).filter(still)),
        above: paint(objects.slice(first).filter(still)),
      };
    }
    blit(ctx, layers.below);
    renderObjects(
      ctx,
      objects.filter((object) => drag!.moving.has(object)),
    );
    blit(ctx, layers.above);
  };

  return {
    invalidate() {
      if (drag) drag.layers = null;
    },
    alsoMoving(objects) {
      if (!drag || objects.every((object) => drag!.moving.has(object))) return;
      for (const object of objects) drag.moving.add(object);
      drag.layers = null;
    },
  };
}

function blit(ctx: CanvasRenderingContext2D, layer: HTMLCanvasElement): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(layer, 0, 0);
  ctx.restore();
}
