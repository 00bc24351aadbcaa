/**
 * Copy and paste go through the system clipboard of the editor's own window (so they work across
 * slides, creations, tabs and editors), as JSON text marked as Figura's. When the browser refuses
 * the clipboard API, an in-memory clipboard shared by the editors of that window stands in.
 */
import type { EditorClipboard } from '@figura/sdk-core/editor';

// Keyed by window: editors on one page share it (copy in one, paste in another); pages do not.
const memoryByWindow = new WeakMap<object, string>();

/** `getView` returns the editor's own window (read on use: the container mounts after this is made). */
export function createEditorClipboard(getView: () => Window | null | undefined): EditorClipboard {
  const target = () => {
    const view = getView();
    return { key: (view ?? memoryByWindow) as object, api: view?.navigator.clipboard };
  };
  return {
    async writeText(text) {
      const { key, api } = target();
      memoryByWindow.set(key, text);
      try {
        await api?.writeText(text);
      } catch {
        // Refused (no permission, insecure origin): the in-memory copy serves this page.
      }
    },
    async read() {
      const { key, api } = target();
      const memory = memoryByWindow.get(key) ?? null;
      if (!api) return { text: memory, image: null };
      try {
        const items = await api.read();
        let text: string | null = null;
        let image: Blob | null = null;
        for (const item of items) {
          const imageType = item.types.find((type) => type.startsWith('image/'));
          if (imageType && !image) image = await item.getType(imageType);
          if (item.types.includes('text/plain') && text === null)
            text = await (await item.getType('text/plain')).text();
        }
        return { text, image };
      } catch {
        try {
          return { text: await api.readText(), image: null };
        } catch {
          return { text: memory, image: null };
        }
      }
    },
  };
}
