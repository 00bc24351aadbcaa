import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createEmptyDocument,
  elementSchema,
  type FiguraElement,
  type RectElement,
  type SlideDocument,
} from '../schema';
import { placed, placedEnds, placedStroke } from '../schema/document/testing/arbitraries';
import { createEditorStore } from '../stores/editor-store';
import { alignElements, distributeElements } from './align';
import { duplicateElements, flipElements, nudgeElements, renameElement, setLocked } from './edit';
import { elementBounds } from '../schema/document/geometry';
import { moveElementTo, reorderElements, type ZOrder } from './order';

const rectArb = fc.record({ ...placed, ...placedStroke });
const lineArb = fc.record(placedEnds);

/** Rects, ellipses, lines and arrows with random placement; ids e0, e1, … in stacking order. */
const elementsArb = (min: number, max: number) =>
  fc
    .array(
      fc.oneof(
        rectArb.map((r) => ({ type: 'rect', ...r })),
        rectArb.map((r) => ({ type: 'circle', ...r })),
        lineArb.map((l) => ({ type: 'line', ...l })),
        lineArb.map((l) => ({ type: 'arrow', ...l })),
      ),
      { minLength: min, maxLength: max },
    )
    .map((inputs) =>
      inputs.map((input, index) => elementSchema.parse({ ...input, id: `e${index}` })),
    );

const docOf = (elements: FiguraElement[]): SlideDocument => ({
  ...createEmptyDocument(1000, 600),
  elements,
});
const idsOf = (doc: SlideDocument) => doc.elements.map((element) => element.id);
/** Tests read box fields of whatever element they look up. */
const byId = (doc: SlideDocument, id: string) =>
  doc.elements.find((element) => element.id === id)! as RectElement;
const rect = (id: string, left: number, top: number, width = 10, height = 10) =>
  elementSchema.parse({ id, type: 'rect', left, top, width, height });

describe('alignElements', () => {
  it('makes every left edge equal to the leftmost one (rotation and scale included)', () => {
    fc.assert(
      fc.property(elementsArb(2, 8), (elements) => {
        const doc = docOf(elements);
        const minLeft = Math.min(...elements.map((element) => elementBounds(element).left));
        const aligned = alignElements(doc, idsOf(doc), 'left');
        for (const element of aligned.elements)
          expect(elementBounds(element).left).toBeCloseTo(minLeft, 6);
      }),
    );
  });

  it('lines up centres and bottoms with the selection bounds', () => {
    const doc = docOf([rect('a', 0, 0, 100, 20), rect('b', 300, 100, 20, 50)]);
    const centred = alignElements(doc, ['a', 'b'], 'centre');
    expect(byId(centred, 'a').left + 50).toBeCloseTo(byId(centred, 'b').left + 10);
    const bottom = alignElements(doc, ['a', 'b'], 'bottom');
    expect(elementBounds(byId(bottom, 'a')).bottom).toBe(150);
    expect(byId(bottom, 'b')).toBe(byId(doc, 'b'));
  });

  it('aligns a single element to the canvas and leaves locked elements in place', () => {
    const doc = docOf([rect('a', 100, 100, 50, 50), rect('b', 300, 300)]);
    expect(byId(alignElements(doc, ['a'], 'right'), 'a').left).toBe(950);
    expect(byId(alignElements(doc, ['a'], 'middle'), 'a').top).toBe(275);
    const locked = setLocked(doc, ['b'], true);
    const aligned = alignElements(locked, ['a', 'b'], 'top');
    expect(byId(aligned, 'b').top).toBe(300);
    expect(byId(aligned, 'a').top).toBe(100);
  });
});

describe('distributeElements', () => {
  it('keeps the outermost elements fixed and makes the gaps equal', () => {
    fc.assert(
      fc.property(
        elementsArb(3, 8),
        fc.constantFrom('horizontal', 'vertical'),
        (elements, axis) => {
          const doc = docOf(elements);
          const start = axis === 'horizontal' ? 'left' : 'top';
          const end = axis === 'horizontal' ? 'right' : 'bottom';
          const centre = (element: FiguraElement) => {
            const b = elementBounds(element);
            return b[start] + b[end];
          };
          const sorted = [...elements].sort((a, b) => centre(a) - centre(b));
          const result = distributeElements(doc, idsOf(doc), axis as 'horizontal');
          const first = sorted[0]!.id;
          const last = sorted[sorted.length - 1]!.id;
          expect(byId(result, first)).toBe(byId(doc, first));
          expect(byId(result, last)).toBe(byId(doc, last));
          const placed = sorted.map((element) => elementBounds(byId(result, element.id)));
          const gaps = placed.slice(1).map((b, index) => b[start] - placed[index]![end]);
          for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!, 6);
        },
      ),
    );
  });

  it('does nothing with fewer than three elements', () => {
    const doc = docOf([rect('a', 0, 0), rect('b', 100, 0)]);
    expect(distributeElements(doc, ['a', 'b'], 'horizontal')).toBe(doc);
  });
});

describe('reorderElements', () => {
  const orders: ZOrder[] = ['forward', 'backward', 'front', 'back'];

  it('is always a permutation that moves the selection the right way', () => {
    fc.assert(
      fc.property(
        elementsArb(1, 10),
        fc.array(fc.nat(9), { maxLength: 5 }),
        fc.constantFrom(...orders),
        (elements, picks, order) => {
          const doc = docOf(elements);
          const ids = picks.map((index) => `e${index}`);
          const result = reorderElements(doc, ids, order);
          expect([...idsOf(result)].sort()).toEqual([...idsOf(doc)].sort());
          const selected = idsOf(result).filter((id) => ids.includes(id));
          // The selection keeps its own relative order.
          expect(selected).toEqual(idsOf(doc).filter((id) => ids.includes(id)));
          if (order === 'front' && selected.length > 0)
            expect(idsOf(result).slice(-selected.length)).toEqual(selected);
          if (order === 'back' && selected.length > 0)
            expect(idsOf(result).slice(0, selected.length)).toEqual(selected);
        },
      ),
    );
  });

  it('steps one element past its neighbour', () => {
    const doc = docOf([rect('a', 0, 0), rect('b', 0, 0), rect('c', 0, 0)]);
    expect(idsOf(reorderElements(doc, ['a'], 'forward'))).toEqual(['b', 'a', 'c']);
    expect(idsOf(reorderElements(doc, ['c'], 'backward'))).toEqual(['a', 'c', 'b']);
    expect(reorderElements(doc, ['c'], 'forward')).toBe(doc);
    expect(idsOf(moveElementTo(doc, 'c', 0))).toEqual(['c', 'a', 'b']);
  });
});

describe('duplicateElements', () => {
  it('adds offset copies with new ids on top, and one undo removes them', () => {
    fc.assert(
      fc.property(elementsArb(1, 6), fc.array(fc.nat(5), { minLength: 1 }), (elements, picks) => {
        const doc = docOf(elements);
        const store = createEditorStore({ document: doc });
        let counter = 0;
        const ids = picks.map((index) => `e${index}`);
        const picked = doc.elements.filter((element) => ids.includes(element.id));
        const result = duplicateElements(doc, ids, () => `copy${counter++}`);
        store.getState().commit(result.document, 'Duplicate');
        const copies = store.getState().document.elements.slice(doc.elements.length);
        expect(copies.map((copy) => copy.id)).toEqual(result.ids);
        copies.forEach((copy, index) => {
          const before = elementBounds(picked[index]!);
          const after = elementBounds(copy);
          expect(after.left - before.left).toBeCloseTo(10, 9);
          expect(after.top - before.top).toBeCloseTo(10, 9);
        });
        store.getState().undo();
        expect(store.getState().document).toBe(doc);
      }),
    );
  });
});

describe('edits', () => {
  it('nudges unlocked elements and flips boxes and lines in place', () => {
    const line = elementSchema.parse({ id: 'l', type: 'line', x1: 0, y1: 0, x2: 100, y2: 50 });
    const doc = docOf([rect('a', 10, 10), line]);
    const nudged = nudgeElements(doc, ['a', 'l'], 1, -10);
    expect(byId(nudged, 'a')).toMatchObject({ left: 11, top: 0 });
    expect(byId(nudged, 'l')).toMatchObject({ x1: 1, y1: -10, x2: 101, y2: 40 });
    const flipped = flipElements(doc, ['a', 'l'], 'horizontal');
    expect(byId(flipped, 'a').flipX).toBe(true);
    expect(byId(flipped, 'l')).toMatchObject({ x1: 100, y1: 0, x2: 0, y2: 50 });
    expect(elementBounds(byId(flipped, 'l'))).toEqual(elementBounds(line));
  });

  it('renames, and an empty name clears the name', () => {
    const doc = docOf([rect('a', 0, 0)]);
    const named = renameElement(doc, 'a', '  Nucleus ');
    expect(byId(named, 'a').name).toBe('Nucleus');
    expect(byId(renameElement(named, 'a', ''), 'a')).not.toHaveProperty('name');
    expect(renameElement(named, 'a', 'Nucleus')).toBe(named);
  });
});

describe('history merging', () => {
  it('merges commits that share a merge key into one entry', () => {
    const store = createEditorStore({ document: docOf([rect('a', 0, 0)]) });
    const nudge = (key: string) =>
      store.getState().commit((doc) => nudgeElements(doc, ['a'], 1, 0), 'Nudge', { mergeKey: key });
    nudge('press-1');
    nudge('press-1');
    nudge('press-1');
    nudge('press-2');
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    expect(byId(store.getState().document, 'a').left).toBe(3);
    store.getState().undo();
    expect(byId(store.getState().document, 'a').left).toBe(0);
  });
});

describe('polylines', () => {
  it('move, flip and bound by their points', () => {
    const polyline = elementSchema.parse({
      id: 'p',
      type: 'DynamicLine',
      points: [
        { x: 0, y: 0 },
        { x: 50, y: 100 },
        { x: 100, y: 20 },
      ],
    });
    const doc = docOf([polyline, rect('a', 300, 300)]);
    expect(elementBounds(polyline)).toEqual({ left: 0, top: 0, right: 100, bottom: 100 });
    const moved = nudgeElements(doc, ['p'], 10, 5);
    expect((moved.elements[0] as { points: unknown }).points).toEqual([
      { x: 10, y: 5 },
      { x: 60, y: 105 },
      { x: 110, y: 25 },
    ]);
    const flipped = flipElements(doc, ['p'], 'vertical');
    expect((flipped.elements[0] as { points: unknown }).points).toEqual([
      { x: 0, y: 100 },
      { x: 50, y: 0 },
      { x: 100, y: 80 },
    ]);
    const aligned = alignElements(doc, ['p', 'a'], 'right');
    expect(elementBounds(aligned.elements[0]!).right).toBe(310);
  });
});
