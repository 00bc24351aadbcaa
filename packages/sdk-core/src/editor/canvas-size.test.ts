import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createEmptyDocument } from '../schema/document/empty-document';
import { createEditorStore } from '../stores/editor-store';
import { setCanvasBackground, setCanvasSize } from './canvas-commands';
import { keepSlidesSameSize } from './canvas-size';
import type { SlideDeckState } from './slide-deck';
import { englishTranslator } from '../i18n/testing';

const t = englishTranslator();

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('canvas commands', () => {
  it('changes size and background as one undoable step each', () => {
    const store = createEditorStore({ document: createEmptyDocument(1200, 600) });
    setCanvasSize(store, { width: 1920, height: 1080 }, t);
    setCanvasBackground(store, '#ff0000', t, 'g1');
    setCanvasBackground(store, '#00ff00', t, 'g1');
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
    setCanvasSize(store, { width: 1200, height: 600 }, t);
    expect(store.getState().past).toHaveLength(0);
  });
});

describe('shared canvas size', () => {
  it('gives a slide opened after a resize the size of the slide left', async () => {
    const store = createEditorStore({ document: createEmptyDocument(1200, 600) });
    const deck = {
      state: createStore<SlideDeckState>()(() => ({ slideIds: ['a', 'b'], currentSlideId: 'a' })),
      resizeAll: async () => undefined,
    };
    const stop = keepSlidesSameSize(deck, store, t);
    setCanvasSize(store, { width: 1600, height: 1200 }, t);
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

  it('resizes every slide in one call per change; changes during a call go in one more call', async () => {
    const store = createEditorStore({ document: createEmptyDocument(1200, 600) });
    const calls: { width: number; height: number }[] = [];
    let finish: () => void = () => undefined;
    const resizeAll = vi.fn(
      (size: { width: number; height: number }) =>
        new Promise<void>((resolve) => {
          calls.push(size);
          finish = resolve;
        }),
    );
    const deck = {
      state: createStore<SlideDeckState>()(() => ({ slideIds: ['a', 'b'], currentSlideId: 'a' })),
      resizeAll,
    };
    const stop = keepSlidesSameSize(deck, store, t);
    setCanvasSize(store, { width: 1600, height: 1200 }, t);
    expect(calls).toEqual([{ width: 1600, height: 1200 }]); // at once: no timer
    // A burst while that call is under way: one more call, with the last size.
    setCanvasSize(store, { width: 1700, height: 1200 }, t);
    setCanvasSize(store, { width: 1920, height: 1080 }, t);
    store.getState().commit((doc) => ({ ...doc, background: '#000000' }), 'Background');
    finish();
    await tick();
    expect(calls).toEqual([
      { width: 1600, height: 1200 },
      { width: 1920, height: 1080 },
    ]);
    finish();
    await tick();

    // Another slide opening with its own (old) size is not a resize to pass on...
    deck.state.setState({ currentSlideId: 'b' });
    store.setState({ document: createEmptyDocument(1200, 600), past: [], future: [] });
    await tick();
    // ...it takes the size of the one left, which passed on changes nothing.
    expect(store.getState().document).toMatchObject({ width: 1920, height: 1080 });
    expect(calls.every((size) => size.width === 1920 || size.width === 1600)).toBe(true);
    stop();
  });
});
