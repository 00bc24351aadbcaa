// Two editors' stores bound to two replicas of one room: edits flow both ways, and each
// person's undo takes back only their own edits.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CURRENT_SCHEMA_VERSION, slideDocumentSchema } from '../schema';
import { createEditorStore, type EditorStore } from '../stores/editor-store';
import { bindStoreToYDoc } from './store-binding';
import { slideToYDoc } from './y-document';

const document = slideDocumentSchema.parse({
  schemaVersion: CURRENT_SCHEMA_VERSION,
  width: 800,
  height: 600,
  elements: [
    { type: 'rect', id: 'one', left: 0, top: 0, width: 10, height: 10 },
    { type: 'rect', id: 'two', left: 50, top: 50, width: 10, height: 10 },
  ],
});

/** Two replicas wired to each other (every update reaches the other at once). */
function room() {
  const a = slideToYDoc(document);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  a.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'wire') Y.applyUpdate(b, update, 'wire');
  });
  b.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'wire') Y.applyUpdate(a, update, 'wire');
  });
  return { a, b };
}

function editor(doc: Y.Doc): EditorStore {
  const store = createEditorStore({ document });
  bindStoreToYDoc(store, doc, {});
  return store;
}

const leftOf = (store: EditorStore, id: string) =>
  (store.getState().document.elements.find((e) => e.id === id) as { left: number }).left;

describe('an editor store bound to a room', () => {
  it('shows a co-editor’s edit, keeping unchanged elements as they were', () => {
    const { a, b } = room();
    const alice = editor(a);
    const bob = editor(b);
    const untouched = bob.getState().document.elements[1];
    alice.getState().updateElements({ one: { left: 100 } });
    expect(leftOf(bob, 'one')).toBe(100);
    expect(bob.getState().document.elements[1]).toBe(untouched);
  });

  it('undoes only this person’s edits, never the other’s', () => {
    const { a, b } = room();
    const alice = editor(a);
    const bob = editor(b);
    alice.getState().updateElements({ one: { left: 100 } });
    bob.getState().updateElements({ two: { left: 300 } });
    expect(alice.getState().canUndo()).toBe(true);
    alice.getState().undo();
    for (const store of [alice, bob]) {
      expect(leftOf(store, 'one')).toBe(0);
      expect(leftOf(store, 'two')).toBe(300);
    }
    alice.getState().redo();
    expect(leftOf(bob, 'one')).toBe(100);
    // Bob's undo leaves Alice's redone move alone.
    bob.getState().undo();
    expect(leftOf(alice, 'two')).toBe(50);
    expect(leftOf(alice, 'one')).toBe(100);
    expect(bob.getState().canUndo()).toBe(false);
  });

  it('sends edits made before binding into the room instead of dropping them', () => {
    const { a, b } = room();
    const bob = editor(b);
    const alice = createEditorStore({ document });
    alice.getState().updateElements({ two: { top: 222 } });
    bindStoreToYDoc(alice, a, {}, document);
    expect(bob.getState().document.elements[1]).toMatchObject({ id: 'two', top: 222 });
  });
  it('sends what the editor changes in reply to the room’s document into the room', () => {
    const { a, b } = room();
    const bob = editor(b);
    bob.getState().updateElements({ one: { left: 40 } });
    // Alice's editor answers a left of 40 at once (as it swaps an uploaded image's data for its
    // stored file): what it shows then must reach the room, when binding and later.
    const alice = createEditorStore({ document });
    alice.subscribe((state) => {
      const one = state.document.elements.find((e) => e.id === 'one') as { left: number };
      if (one.left === 40 || one.left === 70)
        alice.getState().updateElements({ one: { left: one.left + 1 } });
    });
    bindStoreToYDoc(alice, a, {}, document);
    expect(leftOf(alice, 'one')).toBe(41);
    expect(leftOf(bob, 'one')).toBe(41);
    bob.getState().updateElements({ one: { left: 70 } });
    expect(leftOf(bob, 'one')).toBe(71);
  });
});
