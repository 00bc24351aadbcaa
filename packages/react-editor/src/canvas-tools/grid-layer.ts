import { gridSpacing, type LengthUnit } from '@figura/sdk-core/arrange';
import type { Canvas } from 'fabric';

export interface GridOptions {
  visible: boolean;
  unit: LengthUnit;
}

/**
 * Draws a grid over the canvas background, under the elements. It lives only in the editor's
 * canvas: it is not in the document, so exports and thumbnails never show it.
 */
export function installGrid(canvas: Canvas, options: () => GridOptions): () => void {
  const original = canvas._renderBackground.bind(canvas);
  canvas._renderBackground = (ctx) => {
    original(ctx);
    const { visible, unit } = options();
    if (!visible) return;
    const zoom = canvas.getZoom();
    const width = canvas.getWidth() / zoom;
    const height = canvas.getHeight() / zoom;
    const spacing = gridSpacing(zoom, unit);
    ctx.save();
    const v = canvas.viewportTransform;
    ctx.transform(v[0], v[1], v[2], v[3], v[4], v[5]);
    ctx.lineWidth = 1 / zoom;
    ctx.strokeStyle = 'rgba(82, 96, 109, 0.22)';
    ctx.beginPath();
    for (let x = spacing; x < width; x += spacing) {
      ctx.moveTo(x, 0);
      ctx.lineTo(x, height);
    }
    for (let y = spacing; y < height; y += spacing) {
      ctx.moveTo(0, y);
      ctx.lineTo(width, y);
    }
    ctx.stroke();
    ctx.restore();
  };
  // A hidden grid changes nothing on screen: redrawing a large slide for it would be waste.
  if (options().visible) canvas.requestRenderAll();
  return () => {
    canvas._renderBackground = original;
    if (options().visible) canvas.requestRenderAll();
  };
}
