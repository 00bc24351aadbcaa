import { useEffect, useState } from 'react';
import type { EditorStore } from '@figura/sdk-core/stores';
import type { SlideDeck } from '../editor/slide-deck';
import { renderThumbnail } from './thumbnail';

/** How long the open slide's thumbnail waits after an edit before it is drawn again. */
export const THUMBNAIL_DEBOUNCE_MS = 600;

/**
 * The thumbnail of one slide, drawn once `visible`: the open slide's follows its edits (debounced),
 * the others are drawn from their cached (or once fetched) documents.
 */
export function useThumbnail(
  deck: SlideDeck,
  store: EditorStore,
  slideId: string,
  isCurrent: boolean,
  visible: boolean,
  view: Window | null,
): string | undefined {
  const [url, setUrl] = useState<string>();

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    const pixelRatio = view?.devicePixelRatio ?? 1;
    const draw = () => {
      deck
        .documentOf(slideId)
        .then((document) => renderThumbnail(document, pixelRatio))
        .then(
          (next) => {
            if (!cancelled) setUrl(next);
          },
          // A thumbnail is a nicety: a failure leaves the placeholder.
          () => undefined,
        );
    };
    // Thumbnails wait until the browser is idle: opening a large slide comes first.
    const idle = view?.requestIdleCallback?.(draw, { timeout: 3000 });
    const fallback = idle === undefined ? view?.setTimeout(draw, 500) : undefined;
    const cancelFirst = () => {
      if (idle !== undefined) view?.cancelIdleCallback(idle);
      if (fallback !== undefined) view?.clearTimeout(fallback);
    };
    if (!isCurrent) {
      return () => {
        cancelled = true;
        cancelFirst();
      };
    }
    let timer: number | undefined;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.document === previous.document) return;
      if (timer !== undefined) view?.clearTimeout(timer);
      timer = view?.setTimeout(draw, THUMBNAIL_DEBOUNCE_MS);
    });
    return () => {
      cancelled = true;
      cancelFirst();
      unsubscribe();
      if (timer !== undefined) view?.clearTimeout(timer);
    };
  }, [deck, store, slideId, isCurrent, visible, view]);

  return url;
}
