import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createEmptyDocument,
  elementSchema,
  type FiguraElement,
  type SlideDocument,
} from '../schema';
import { createEditorStore } from './editor-store';

const rect = (id: string, left = 0): FiguraElement =>
  elementSchema.parse({ id, type: 'rect', left, top: 0, width: 10, height: 10 });

const start = () => createEmptyDocument(400, 300);

describe('createEditorStore', () => {
  it('records one history entry per commit and undoes/redoes it', () => {
    const store = createEditorStore({ document: start() });
    const { addElement, updateElements } = store.getState();
    addElement(rect('a'));
    updateElements({ a: { left: 50 } }, 'Move');
    expect(store.getState().past).toHaveLength(2);
    expect(store.getState().lastAction).toBe('Move');

    store.getState().undo();
    expect(store.getState().document.elements[0]).toMatchObject({ id: 'a', left: 0 });
    expect(store.getState().canRedo()).toBe(true);
    store.getState().redo();
    expect(store.getState().document.elements[0]).toMatchObject({ left: 50 });
    expect(store.getState().canRedo()).toBe(false);
  });

  it('clears the redo stack when a new action follows an undo', () => {
    const store = createEditorStore({ document: start() });
    store.getState().addElement(rect('a'));
    store.getState().undo();
    store.getState().addElement(rect('b'));
    expect(store.getState().canRedo()).toBe(false);
    expect(store.getState().document.elements.map((e) => e.id)).toEqual(['b']);
  });

  it('keeps at most historyLimit undo steps, dropping the oldest', () => {
    const store = createEditorStore({ document: start(), historyLimit: 3 });
    for (let i = 0; i < 5; i++) store.getState().addElement(rect(`e${i}`));
    expect(store.getState().past).toHaveLength(3);
    for (let i = 0; i < 10; i++) store.getState().undo();
    // Two of five additions can no longer be undone.
    expect(store.getState().document.elements.map((e) => e.id)).toEqual(['e0', 'e1']);
  });

  it('records nothing for a commit that changes nothing', () => {
    const store = createEditorStore({ document: start() });
    store.getState().updateElements({ missing: { left: 3 } });
    store.getState().removeElements(['missing']);
    store.getState().commit((doc) => doc, 'Nothing');
    expect(store.getState().canUndo()).toBe(false);
  });

  it('never mutates documents kept in history', () => {
    const store = createEditorStore({ document: start() });
    store.getState().addElement(rect('a'));
    const before = store.getState().document;
    const snapshot = JSON.stringify(before);
    store.getState().updateElements({ a: { left: 99, id: 'hijack' } as Partial<FiguraElement> });
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(store.getState().document.elements[0]!.id).toBe('a'); // patches cannot change ids
  });

  it('selects the added element and drops removed ids from the selection', () => {
    const store = createEditorStore({ document: start() });
    store.getState().addElement(rect('a'));
    expect(store.getState().selection).toEqual(['a']);
    store.getState().removeElements(['a']);
    expect(store.getState().selection).toEqual([]);
    store.getState().select(['ghost']);
    expect(store.getState().selection).toEqual([]);
  });

  it('loads a document without an undo step', () => {
    const store = createEditorStore({ document: start() });
    store.getState().addElement(rect('a'));
    const loaded = { ...start(), elements: [rect('z')] };
    store.getState().replaceDocument(loaded);
    expect(store.getState().document).toBe(loaded);
    expect(store.getState().canUndo()).toBe(false);
  });

  it('keeps separate editors apart', () => {
    const one = createEditorStore({ document: start() });
    const two = createEditorStore({ document: start() });
    one.getState().addElement(rect('a'));
    expect(two.getState().document.elements).toEqual([]);
  });

  it('returns to the start after any sequence of commits is fully undone (property)', () => {
    type Step =
      | { kind: 'add'; left: number }
      | { kind: 'move'; index: number; left: number }
      | { kind: 'remove'; index: number }
      | { kind: 'undo' }
      | { kind: 'redo' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), left: fc.integer({ min: -500, max: 500 }) }),
      fc.record({
        kind: fc.constant('move' as const),
        index: fc.nat(20),
        left: fc.integer({ min: -500, max: 500 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat(20) }),
      fc.constant({ kind: 'undo' as const }),
      fc.constant({ kind: 'redo' as const }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const initial: SlideDocument = { ...start(), elements: [rect('seed')] };
        const store = createEditorStore({ document: initial });
        let counter = 0;
        for (const s of steps) {
          const { document, addElement, updateElements, removeElements, undo, redo } =
            store.getState();
          const target =
            document.elements[('index' in s ? s.index : 0) % Math.max(1, document.elements.length)];
          if (s.kind === 'add') addElement(rect(`n${counter++}`, s.left));
          else if (s.kind === 'move' && target) updateElements({ [target.id]: { left: s.left } });
          else if (s.kind === 'remove' && target) removeElements([target.id]);
          else if (s.kind === 'undo') undo();
          else if (s.kind === 'redo') redo();
        }
        while (store.getState().canUndo()) store.getState().undo();
        expect(store.getState().document).toBe(initial);
        expect(JSON.stringify(initial.elements)).toBe(JSON.stringify([rect('seed')]));
      }),
      { numRuns: 300 },
    );
  });
});

describe('updateElements', () => {
  it('records nothing when a patch repeats the current values (e.g. two fabric events for one edit)', () => {
    const store = createEditorStore({ document: start() });
    store.getState().addElement(rect('a', 5));
    const before = store.getState().document;
    store.getState().updateElements({ a: { left: 5, width: 10 } });
    expect(store.getState().document).toBe(before);
    expect(store.getState().past).toHaveLength(1);
  });
});

describe('a read-only store (a commentor’s editor)', () => {
  it('records no change, and still selects and loads documents', () => {
    const document = createEmptyDocument(400, 300);
    const store = createEditorStore({ document, readOnly: true });
    store.getState().addElement(rect('r1'));
    expect(store.getState().document).toBe(document);
    expect(store.getState().past).toEqual([]);
    const other = { ...createEmptyDocument(400, 300), elements: [rect('r2', 5)] };
    store.getState().replaceDocument(other);
    store.getState().select(['r2']);
    store.getState().updateElements({ r2: { left: 50 } });
    expect(store.getState().selection).toEqual(['r2']);
    expect(store.getState().document.elements[0]).toMatchObject({ left: 5 });
  });
});
