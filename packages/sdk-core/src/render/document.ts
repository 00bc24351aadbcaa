import type { StaticCanvas } from 'fabric';
import type { SlideDocument } from '../schema/document/document';
import { createFabricObject } from './objects';
import type { CreateObjectOptions, FabricModule } from './types';

export interface RenderOptions extends CreateObjectOptions {
  /** Output pixels per document pixel (2 draws a 1000 px wide slide 2000 px wide). Default 1. */
  scale?: number;
}

/**
 * Draws a whole document onto a (Static)Canvas: clears it, sizes it to the document times `scale`,
 * adds every visible element in order and renders. The API's PNG export calls exactly this with
 * `fabric/node`, so the server draws what the editor shows.
 */
export async function renderDocumentToCanvas(
  fabric: FabricModule,
  canvas: StaticCanvas,
  doc: SlideDocument,
  options: RenderOptions = {},
): Promise<void> {
  const scale = options.scale ?? 1;
  if (!(scale > 0) || !Number.isFinite(scale))
    throw new RangeError('Render scale must be a positive number');
  // Create first (SVGs and images load asynchronously), then swap in one go so the canvas never shows half a slide.
  const objects = await Promise.all(
    doc.elements
      .filter((element) => !element.hidden)
      .map((element) => createFabricObject(fabric, element, { ...options, pixelScale: scale })),
  );
  canvas.clear();
  canvas.backgroundColor = doc.background === 'transparent' ? '' : doc.background;
  canvas.setDimensions({
    width: Math.round(doc.width * scale),
    height: Math.round(doc.height * scale),
  });
  canvas.setZoom(scale);
  // One drawing: a per-object bitmap cache would only double the work (and the memory).
  for (const object of objects) object.objectCaching = false;
  if (objects.length > 0) canvas.add(...objects);
  canvas.renderAll();
}
