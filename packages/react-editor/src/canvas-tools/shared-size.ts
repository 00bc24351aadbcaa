import type { EditorStore } from '@figura/sdk-core/stores';
import type { SlideDeck } from '../editor/slide-deck';
import { setCanvasSize } from './canvas-commands';

/** How long after the open slide's size changes the other slides follow (one store per burst). */
export const RESIZE_OTHERS_DELAY_MS = 800;

/**
 * All slides of a creation share one canvas size. When the open slide's size changes (a preset,
 * a custom size, undo), the other slides are resized and stored a moment later; a slide that
 * could not be (changed elsewhere) takes the size of the slide just left when it opens (one
 * history entry on that slide, saved by autosave).
 */
export function keepSlidesSameSize(
  deck: Pick<SlideDeck, 'state' | 'resizeOtherSlides'>,
  store: EditorStore,
  onError: (error: unknown) => void = () => undefined,
): () => void {
  let openSlide = deck.state.getState().currentSlideId;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const unsubscribeDeck = deck.state.subscribe((state, previous) => {
    if (state.currentSlideId === previous.currentSlideId) return;
    // The deck announces the switch just before it swaps the store's document: this is the
    // size of the slide being left.
    const { width, height } = store.getState().document;
    queueMicrotask(() => {
      if (deck.state.getState().currentSlideId !== state.currentSlideId) return;
      setCanvasSize(store, { width, height });
    });
  });

  const unsubscribeStore = store.subscribe((state, previous) => {
    const slide = deck.state.getState().currentSlideId;
    // Another slide swapped in: its size is not a change the user made.
    if (slide !== openSlide) {
      openSlide = slide;
      return;
    }
    const { width, height } = state.document;
    if (width === previous.document.width && height === previous.document.height) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      deck.resizeOtherSlides({ width, height }).catch(onError);
    }, RESIZE_OTHERS_DELAY_MS);
  });

  return () => {
    unsubscribeDeck();
    unsubscribeStore();
    if (timer !== undefined) clearTimeout(timer);
  };
}
