// A picture pasted from another program, read in the editor's own window and added to the slide.
// Loaded by the paste that needs it (the editor's first frame does without).
import {
  createPastedImageElement,
  placeNewElement,
  type EditorEngine,
  type SlideView,
} from '@figura/sdk-core/editor';

/** Reads an image blob as a data URL with its pixel size, in the editor's own window. */
export async function readImage(
  blob: Blob,
  view: Window,
): Promise<{ src: string; width: number; height: number }> {
  const src = await new Promise<string>((resolve, reject) => {
    const reader = new (view as Window & typeof globalThis).FileReader();
    reader.onload = () => resolve(String(reader.result));
    // The paste reports an unreadable clipboard in its own words.
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
  const bitmap = await view.createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return { src, ...size };
}

/**
 * Adds a pasted picture in free space in `inView` (the part of the slide in sight), selected, as
 * one undo step; false when slides cannot hold it (its kind or size).
 */
export async function addPastedImage(
  editor: EditorEngine,
  blob: Blob,
  view: Window,
  inView: SlideView | undefined,
): Promise<boolean> {
  const element = createPastedImageElement(
    await readImage(blob, view),
    editor.getDocument(),
    editor.t,
  );
  if (!element) return false;
  editor.addElement(placeNewElement(editor.getDocument(), element, inView));
  return true;
}
