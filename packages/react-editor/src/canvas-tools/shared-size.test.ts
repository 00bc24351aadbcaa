import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createEmptyDocument } from '@figura/sdk-core/model';
import { createEditorStore } from '@figura/sdk-core/stores';
import type { SlideDeckState } from '../editor/slide-deck';
import { setCanvasBackground, setCanvasSize } from './canvas-commands';
import { keepSlidesSameSize } from './shared-size';

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
});
