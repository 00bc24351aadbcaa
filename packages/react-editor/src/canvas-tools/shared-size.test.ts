import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createEmptyDocument } from '@figura/sdk-core/model';
import { createEditorStore } from '@figura/sdk-core/stores';
import type { SlideDeckState } from '../editor/slide-deck';
import { setCanvasBackground, setCanvasSize } from './canvas-commands';
import { keepSlidesSameSize, RESIZE_OTHERS_DELAY_MS } from './shared-size';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('canvas commands', () => {
  it('changes size and background as one undoable step each', () => {
    const store = createEditorStore({ document: createEmptyDocument(1200, 600) });
    setCanvasSize(store, { width: 1920, height: 1080 });
    setCanvasBackground(store, '#ff0000', 'g1');
    setCanvasBackground(store, '#00ff00', 'g1');
    expect(store.getState().document).toMatchObject({
      width: 1920,
      height: 1080,
      background: '#00ff00',
    });
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    expect(store.getState().document.background).toBe('#ffffff');
    store.getState().undo();
    expect(store.getState().document).toMatchObject({ width: 1200, height: 600 });
    setCanvasSize(store, { width: 1200, height: 600 });
    expect(store.getState().past).toHaveLength(0);
  });
});

describe('shared canvas size', () => {
  it('gives a slide opened after a resize the size of the slide left', async () => {
    const store = createEditorStore({ document: createEmptyDocument(1200, 600) });
    const deck = {
      state: createStore<SlideDeckState>()(() => ({ slideIds: ['a', 'b'], currentSlideId: 'a' })),
      resizeOtherSlides: async () => [],
    };
    const stop = keepSlidesSameSize(deck, store);
    setCanvasSize(store, { width: 1600, height: 1200 });
    // What the deck does on a switch: announce the slide, then swap in its document.
    deck.state.setState({ currentSlideId: 'b' });
    store.setState({ document: createEmptyDocument(1200, 600), past: [], future: [] });
    await tick();
    expect(store.getState().document).toMatchObject({ width: 1600, height: 1200 });
    expect(store.getState().lastAction).toBe('Canvas size');

    // Same size already: no history entry.
    deck.state.setState({ currentSlideId: 'a' });
    store.setState({ document: createEmptyDocument(1600, 1200), past: [], future: [] });
    await tick();
    expect(store.getState().past).toHaveLength(0);
    stop();
  });

  it('resizes the other slides a moment after the open one changes size, not on a switch', async () => {
    vi.useFakeTimers();
    try {
      const store = createEditorStore({ document: createEmptyDocument(1200, 600) });
      const resizeOtherSlides = vi.fn(async (_size: { width: number; height: number }) => ['b']);
      const deck = {
        state: createStore<SlideDeckState>()(() => ({ slideIds: ['a', 'b'], currentSlideId: 'a' })),
        resizeOtherSlides,
      };
      const stop = keepSlidesSameSize(deck, store);
      setCanvasSize(store, { width: 1600, height: 1200 });
      setCanvasSize(store, { width: 1920, height: 1080 }); // a burst: one call, with the last
      store.getState().commit((doc) => ({ ...doc, background: '#000000' }), 'Background');
      await vi.advanceTimersByTimeAsync(RESIZE_OTHERS_DELAY_MS);
      expect(resizeOtherSlides.mock.calls).toEqual([[{ width: 1920, height: 1080 }]]);

      // Another slide opening with its own (old) size is not a resize to pass on.
      deck.state.setState({ currentSlideId: 'b' });
      store.setState({ document: createEmptyDocument(1200, 600), past: [], future: [] });
      await vi.advanceTimersByTimeAsync(RESIZE_OTHERS_DELAY_MS);
      // (The slide opened takes the size of the one left: passed on, it changes nothing.)
      expect(resizeOtherSlides.mock.calls.every(([size]) => size.width === 1920)).toBe(true);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
