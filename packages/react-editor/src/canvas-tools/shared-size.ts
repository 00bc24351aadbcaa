import type { EditorStore } from '@figura/sdk-core/stores';
import type { SlideDeck } from '../editor/slide-deck';
import { setCanvasSize } from './canvas-commands';

/**
 * All slides of a creation share one canvas size: when another slide opens with a different
 * size, it takes the size of the slide just left (one history entry on that slide, saved by
 * autosave). Slides never opened keep their stored size until they are opened.
 */
export function keepSlidesSameSize(deck: Pick<SlideDeck, 'state'>, store: EditorStore): () => void {
  return deck.state.subscribe((state, previous) => {
    if (state.currentSlideId === previous.currentSlideId) return;
    // The deck announces the switch just before it swaps the store's document: this is the
    // size of the slide being left.
    const { width, height } = store.getState().document;
    queueMicrotask(() => {
      if (deck.state.getState().currentSlideId !== state.currentSlideId) return;
      setCanvasSize(store, { width, height });
    });
  });
}
