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
