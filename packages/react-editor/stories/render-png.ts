import type { SlideDocument } from '@figura/sdk-core/schema';

/** Draws a slide with fabric in the browser: the stories' stand-in for the server's export. */
export async function renderWithFabric(document: SlideDocument): Promise<Blob> {
  const [fabric, { renderDocumentToCanvas }] = await Promise.all([
    import('fabric'),
    import('@figura/sdk-core/render'),
  ]);
  const canvas = new fabric.StaticCanvas(undefined, {
    width: document.width,
    height: document.height,
  });
  await renderDocumentToCanvas(fabric, canvas, document);
  const blob = await canvas.toBlob({ format: 'png', multiplier: 1 });
  await canvas.dispose();
  if (!blob) throw new Error('Could not render the slide');
  return blob;
}
