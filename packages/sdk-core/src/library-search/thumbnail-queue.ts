/** Thumbnails fetched at once: enough to fill a screen quickly, few enough not to starve saves. */
export const THUMBNAIL_CONCURRENCY = 6;
/** Thumbnails kept after they scrolled away (data: URLs of a few kilobytes each). */
export const THUMBNAILS_KEPT = 600;

export interface ThumbnailQueue {
  /** The thumbnail of `id` when it has arrived. */
  get(id: string): string | undefined;
  /**
   * Asks for the thumbnail of `id` (a result that scrolled into view); `onReady` gets it once it
   * has arrived. Returns a cancel for when the result leaves the view before its turn came.
   */
  want(id: string, onReady: (url: string) => void): () => void;
}

/**
 * Loads thumbnails for the results on screen only, a few at a time, newest request first (the
 * results the user scrolled to now matter more than those passed on the way), and remembers them.
 * One queue per panel: nothing is shared between editors.
 */
export function createThumbnailQueue(
  load: (id: string) => Promise<string>,
  concurrency = THUMBNAIL_CONCURRENCY,
): ThumbnailQueue {
  const ready = new Map<string, string>();
  const waiting = new Map<string, Set<(url: string) => void>>();
  const queued: string[] = [];
  let running = 0;

  const remember = (id: string, url: string) => {
    ready.delete(id);
    ready.set(id, url);
    if (ready.size > THUMBNAILS_KEPT) ready.delete(ready.keys().next().value!);
  };

  const pump = () => {
    while (running < concurrency && queued.length > 0) {
      const id = queued.pop()!;
      running += 1;
      load(id)
        .then(
          (url) => {
            remember(id, url);
            for (const notify of waiting.get(id) ?? []) notify(url);
          },
          // A thumbnail that fails stays a placeholder; the result can still be placed.
          () => undefined,
        )
        .finally(() => {
          waiting.delete(id);
          running -= 1;
          pump();
        });
    }
  };

  return {
    get: (id) => ready.get(id),
    want(id, onReady) {
      const known = ready.get(id);
      if (known !== undefined) {
        onReady(known);
        return () => undefined;
      }
      let listeners = waiting.get(id);
      if (!listeners) {
        listeners = new Set();
        waiting.set(id, listeners);
        queued.push(id);
      }
      listeners.add(onReady);
      pump();
      return () => {
        listeners.delete(onReady);
        const at = queued.indexOf(id);
        // Not started yet and nobody else waits: drop it from the queue.
        if (listeners.size === 0 && at >= 0) {
          queued.splice(at, 1);
          waiting.delete(id);
        }
      };
    },
  };
}
