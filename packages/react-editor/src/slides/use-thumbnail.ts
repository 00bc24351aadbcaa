import { useEffect, useState } from 'react';
import type { EditorEngine } from '@figura/sdk-core/editor';
import type { OpenSlideCanvas } from '../canvas/fabric-view';
import { THUMBNAIL_WIDTH, renderThumbnail } from './thumbnail';

/** How long the open slide's thumbnail waits after an edit before it is drawn again. */
export const THUMBNAIL_DEBOUNCE_MS = 600;

/**
 * The thumbnail of one slide, drawn once `visible`. The open slide's is a copy of the editor's
 * canvas (`canvas`) once that has drawn it, and follows its edits (debounced); the others are
 * drawn from their cached (or once fetched) documents when the browser is idle, after the open
 * slide is on screen: opening a large slide comes first.
 */
export function useThumbnail(
  editor: EditorEngine,
  slideId: string,
  isCurrent: boolean,
  visible: boolean,
  view: Window | null,
  canvas: OpenSlideCanvas | null,
  /** Changes when the slide's stored document changed while it was closed. */
  version = 0,
): string | undefined {
  const [url, setUrl] = useState<string>();

  useEffect(() => {
    // Nothing to copy or to wait for before the editor's canvas exists.
    if (!visible || !canvas) return;
    let cancelled = false;
    const pixelRatio = Math.min(2, Math.max(1, view?.devicePixelRatio ?? 1));
    const show = (next: string | undefined) => {
      if (!cancelled && next) setUrl(next);
    };
    // A thumbnail is a nicety: a failure leaves the placeholder (or the previous one).
    const draw = () => {
      editor
        .getSlideDocument(slideId)
        .then((document) =>
          isCurrent
            ? canvas
                .whenDrawn(document)
                .then((drawn) =>
                  drawn ? canvas.snapshot(THUMBNAIL_WIDTH * pixelRatio) : undefined,
                )
            : renderThumbnail(document, pixelRatio, editor.resolveFile),
        )
        .then(show, () => undefined);
    };
    let idle: number | undefined;
    let fallback: number | undefined;
    if (isCurrent) draw();
    else
      void canvas.whenDrawn(editor.getDocument()).then(() => {
        if (cancelled) return;
        idle = view?.requestIdleCallback?.(draw, { timeout: 3000 });
        if (idle === undefined) fallback = view?.setTimeout(draw, 500);
      });
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
    const unsubscribe = editor.store.subscribe((state, previous) => {
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
  }, [editor, slideId, isCurrent, visible, view, canvas, version]);

  return url;
}
