// Slide documents drawn as the API's PNG export draws them (apps/api export-render.ts): sdk-core's
// renderer on fabric/node, illustrations' SVG bytes straight to librsvg, no network. `content
// verify` and the templates' previews draw with it.
import { loadImage, type Canvas } from 'canvas';
import * as fabric from 'fabric/node';
import { renderDocumentToCanvas } from '@figura/sdk-core/render';
import type { SlideDocument } from '@figura/sdk-core/schema';

/** Draws `document` at `scale` and hands the node canvas to `use` before it is disposed. */
export async function withDrawnDocument<T>(
  document: SlideDocument,
  scale: number,
  use: (canvas: Canvas) => T,
): Promise<T> {
  const width = Math.max(1, Math.round(document.width * scale));
  const height = Math.max(1, Math.round(document.height * scale));
  const canvas = new fabric.StaticCanvas(undefined, { width, height, renderOnAddRemove: false });
  try {
    await renderDocumentToCanvas(fabric, canvas, document, {
      scale,
      allowNetwork: false,
      decodeSvg: async (markup) =>
        (await loadImage(Buffer.from(markup))) as unknown as CanvasImageSource,
    });
    canvas.renderAll();
    return use(canvas.getNodeCanvas() as unknown as Canvas);
  } finally {
    await canvas.dispose();
  }
}
