import { createElementId, loadedSchema } from '@figura/sdk-core/model';
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';

/** The pasted image as an `upload` element, centred and at most half the slide; null when it cannot be stored. */
export function uploadElementFor(
  image: { src: string; width: number; height: number },
  doc: SlideDocument,
  id = createElementId(),
): FiguraElement | null {
  const fit = Math.min(1, (doc.width * 0.5) / image.width, (doc.height * 0.5) / image.height);
  const width = Math.max(1, Math.round(image.width * fit));
  const height = Math.max(1, Math.round(image.height * fit));
  const parsed = loadedSchema().elementSchema.safeParse({
    type: 'upload',
    id,
    name: 'Pasted image',
    src: image.src,
    naturalWidth: Math.round(image.width),
    naturalHeight: Math.round(image.height),
    left: Math.round((doc.width - width) / 2),
    top: Math.round((doc.height - height) / 2),
    width,
    height,
  });
  return parsed.success ? parsed.data : null;
}

/** Reads an image blob as a data URL with its pixel size, in the editor's own window. */
export async function readImage(
  blob: Blob,
  view: Window,
): Promise<{ src: string; width: number; height: number }> {
  const src = await new Promise<string>((resolve, reject) => {
    const reader = new (view as Window & typeof globalThis).FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
  const bitmap = await view.createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return { src, ...size };
}
