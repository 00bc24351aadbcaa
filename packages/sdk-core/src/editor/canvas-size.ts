import type { Translate } from '../i18n/create-i18n';
import type { EditorStore } from '../stores/editor-store';
import { setCanvasSize } from './canvas-commands';
import type { SlideDeck } from './slide-deck';

/**
 * All slides of a creation share one canvas size. When the open slide's size changes (a preset,
 * a custom size, undo), every slide takes it in one API call (deck.resizeAll). Changes that come
 * while a call is under way wait for it, and only the latest size is sent next. A slide opened
 * with another size (a call that failed) takes the size of the slide just left, as one history
 * entry on that slide, saved by autosave.
 */
export function keepSlidesSameSize(
  deck: Pick<SlideDeck, 'state' | 'resizeAll'>,
  store: EditorStore,
  t: Translate,
  onError: (error: unknown) => void = () => undefined,
): () => void {
  let openSlide = deck.state.getState().currentSlideId;
  let wanted: { width: number; height: number } | undefined;
  let running = false;
  let stopped = false;

  async function pass(): Promise<void> {
    if (running) return;
    running = true;
    try {
      while (wanted && !stopped) {
        const size = wanted;
        wanted = undefined;
        await deck.resizeAll(size).catch(onError);
      }
    } finally {
      running = false;
    }
  }

  const unsubscribeDeck = deck.state.subscribe((state, previous) => {
    if (state.currentSlideId === previous.currentSlideId) return;
    // The deck announces the switch just before it swaps the store's document: this is the
    // size of the slide being left.
    const { width, height } = store.getState().document;
    queueMicrotask(() => {
      if (stopped || deck.state.getState().currentSlideId !== state.currentSlideId) return;
      setCanvasSize(store, { width, height }, t);
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
    wanted = { width, height };
    void pass();
  });

  return () => {
    stopped = true;
    unsubscribeDeck();
    unsubscribeStore();
  };
}
