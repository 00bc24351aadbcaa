import { describe, expect, it } from 'vitest';
import { createEmptyDocument, type FiguraElement, type SlideDocument } from '../schema';
import { createIconElement, createShapeElement } from './element-factories';
import { elementBox, placeNewElement } from './placement';
import { englishTranslator } from '../i18n/testing';

const t = englishTranslator();

const overlap = (a: ReturnType<typeof elementBox>, b: ReturnType<typeof elementBox>) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('placing new elements', () => {
  it('puts the first element at the centre', () => {
    const doc = createEmptyDocument(1200, 600);
    const rect = createShapeElement('rect', doc, t, 'r');
    const box = elementBox(rect);
    expect(box.left + box.width / 2).toBeCloseTo(600);
    expect(box.top + box.height / 2).toBeCloseTo(300);
  });

  it('does not stack a new element on the ones already there, and keeps it on the canvas', () => {
    let doc: SlideDocument = createEmptyDocument(1200, 600);
    const made = [
      createShapeElement('textbox', doc, t, 't'),
      createIconElement({ name: 'virus', svg: '<svg viewBox="0 0 48 48"></svg>' }, doc, 'i'),
      createShapeElement('rect', doc, t, 'r'),
      createShapeElement('circle', doc, t, 'c'),
    ];
    for (const element of made) {
      const placed =
        element.type === 'icon'
          ? createIconElement({ name: 'virus', svg: element.svg }, doc, element.id)
          : createShapeElement(element.type as 'textbox' | 'rect' | 'circle', doc, t, element.id);
      const box = elementBox(placed);
      for (const other of doc.elements) expect(overlap(box, elementBox(other))).toBe(false);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top + box.height).toBeLessThanOrEqual(600);
      doc = { ...doc, elements: [...doc.elements, placed] };
    }
  });

  it('lays successive icons out in reading order: right of the first, then the row below', () => {
    let doc: SlideDocument = createEmptyDocument(1200, 900);
    const centres: { x: number; y: number }[] = [];
    for (const id of ['a', 'b', 'c', 'd']) {
      const placed = createIconElement(
        { name: 'virus', svg: '<svg viewBox="0 0 48 48"></svg>' },
        doc,
        id,
      );
      const box = elementBox(placed);
      centres.push({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      doc = { ...doc, elements: [...doc.elements, placed] };
    }
    const [first, second, third, fourth] = centres as [
      (typeof centres)[0],
      (typeof centres)[0],
      (typeof centres)[0],
      (typeof centres)[0],
    ];
    expect(first).toEqual({ x: 600, y: 450 });
    // The second to the right, on the same line; then the row below, from the left.
    expect(second.y).toBeCloseTo(first.y);
    expect(second.x).toBeGreaterThan(first.x);
    expect(third.y).toBeGreaterThan(first.y);
    expect(third.x).toBeCloseTo(first.x);
    expect(fourth.y).toBeCloseTo(third.y);
    expect(fourth.x).toBeCloseTo(second.x);
  });

  it('still moves a new element off an identical one when the canvas is full', () => {
    let doc: SlideDocument = createEmptyDocument(100, 100);
    const first = createShapeElement('rect', doc, t, 'a');
    doc = { ...doc, elements: [first] };
    const second = createShapeElement('rect', doc, t, 'b');
    expect(elementBox(second)).not.toEqual(elementBox(first));
  });

  it('finds the free corner of a busy square slide for a large element', () => {
    // A Cell abstract: 1200 x 1200, three 500 px illustrations in three quarters.
    const quarter = (id: string, left: number, top: number) => ({
      ...createShapeElement('rect', createEmptyDocument(1200, 1200), t, id),
      left,
      top,
      width: 500,
      height: 500,
      scaleX: 1,
      scaleY: 1,
    });
    const doc: SlideDocument = {
      ...createEmptyDocument(1200, 1200),
      elements: [quarter('a', 50, 50), quarter('b', 650, 50), quarter('c', 50, 650)],
    };
    const placed = placeNewElement(doc, { ...quarter('new', 350, 350) });
    const box = elementBox(placed);
    for (const other of doc.elements) expect(overlap(box, elementBox(other))).toBe(false);
    expect(box.left).toBeGreaterThanOrEqual(550);
    expect(box.top).toBeGreaterThanOrEqual(550);
  });

  it('keeps a new element off the slide’s edges and clear of the plan’s mark', () => {
    const card = (id: string, left: number, width: number, height: number) =>
      ({
        ...createShapeElement('rect', createEmptyDocument(1000, 500), t, id),
        left,
        top: 0,
        width,
        height,
        scaleX: 1,
        scaleY: 1,
      }) as FiguraElement;
    const gap = 10; // 2 % of the slide's shorter side
    const small = (doc: SlideDocument) => ({
      ...createShapeElement('rect', doc, t, 's'),
      width: 60,
      height: 40,
    });
    const view = { left: 0, top: 0, width: 1000, height: 500 };
    // A card over all but a 55 px strip at the foot and a 100 px pocket at the right: the strip
    // is nearer, but there the element would touch the slide's edge.
    const pocketed: SlideDocument = {
      ...createEmptyDocument(1000, 500),
      elements: [card('a', 0, 900, 445)],
    };
    const placed = elementBox(placeNewElement(pocketed, small(pocketed), view));
    expect(placed.left).toBeGreaterThanOrEqual(900 + gap);
    expect(placed.left + placed.width).toBeLessThanOrEqual(1000 - gap);
    // A card over the top 400 px, the plan's mark at the foot's right: the element goes left
    // of the mark.
    const carded: SlideDocument = {
      ...createEmptyDocument(1000, 500),
      elements: [card('b', 0, 1000, 400)],
    };
    const mark = { left: 300, top: 440, width: 690, height: 50 };
    const clearOfMark = elementBox(
      placeNewElement(carded, small(carded), { ...view, avoid: [mark] }),
    );
    expect(clearOfMark.left + clearOfMark.width).toBeLessThanOrEqual(mark.left - gap);
  });

  it('covers the least of what is there when no spot is free', () => {
    const doc: SlideDocument = {
      ...createEmptyDocument(1000, 500),
      elements: [
        {
          ...createShapeElement('rect', createEmptyDocument(1000, 500), t, 'wide'),
          left: 0,
          top: 0,
          width: 1000,
          height: 400,
          scaleX: 1,
          scaleY: 1,
        } as FiguraElement,
      ],
    };
    const tall = {
      ...createShapeElement('rect', doc, t, 'tall'),
      left: 450,
      top: 100,
      width: 100,
      height: 300,
      scaleX: 1,
      scaleY: 1,
    };
    const box = elementBox(placeNewElement(doc, tall));
    // At the bottom: only 200 of its 300 px overlap the wide box.
    expect(box.top).toBe(200);
    expect(box.left).toBe(450);
  });

  it('makes a picture smaller, down to half, to land in the free room of a full slide', () => {
    // A template's cards fill all but a 300 px band at the foot of a 1200 x 1200 abstract.
    const cards = {
      ...createShapeElement('rect', createEmptyDocument(1200, 1200), t, 'cards'),
      left: 0,
      top: 0,
      width: 1200,
      height: 900,
      scaleX: 1,
      scaleY: 1,
    } as FiguraElement;
    const doc: SlideDocument = { ...createEmptyDocument(1200, 1200), elements: [cards] };
    const picture = {
      ...createIconElement(
        { name: 'mouse', svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>' },
        createEmptyDocument(1200, 1200),
        'mouse',
      ),
      left: 360,
      top: 360,
      width: 480,
      height: 480,
    } as FiguraElement;
    const placed = placeNewElement(doc, picture);
    const box = elementBox(placed);
    expect(overlap(box, elementBox(cards))).toBe(false);
    expect(box.width).toBeGreaterThanOrEqual(240);
    expect(box.width).toBeLessThan(300);
    expect(box.top + box.height).toBeLessThanOrEqual(1200);
    // A shape keeps its size (it covers the least it can instead).
    const shape = {
      ...picture,
      ...createShapeElement('rect', doc, t, 'r'),
      width: 480,
      height: 480,
    };
    expect(elementBox(placeNewElement(doc, shape as FiguraElement)).width).toBe(480);
  });

  it('does not lay a new arrow across the shapes already there', () => {
    let doc: SlideDocument = createEmptyDocument(1200, 600);
    for (const tool of ['rect', 'rect', 'arrow'] as const) {
      const placed = createShapeElement(tool, doc, t);
      const box = elementBox(placed);
      // The arrow is flat: it must not even touch them.
      const grown = tool === 'arrow' ? { ...box, top: box.top - 1, height: box.height + 2 } : box;
      for (const other of doc.elements) expect(overlap(grown, elementBox(other))).toBe(false);
      doc = { ...doc, elements: [...doc.elements, placed] };
    }
  });

  it('puts it in the part of the slide in view, free of what is there', () => {
    // A panel covers the right half: the person sees the left 600 px of a 1200 x 600 slide.
    const view = { left: 0, top: 0, width: 600, height: 600 };
    let doc: SlideDocument = createEmptyDocument(1200, 600);
    for (const tool of ['rect', 'circle', 'rect'] as const) {
      const placed = placeNewElement(doc, createShapeElement(tool, doc, t), view);
      const box = elementBox(placed);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.left + box.width).toBeLessThanOrEqual(600);
      for (const other of doc.elements) expect(overlap(box, elementBox(other))).toBe(false);
      doc = { ...doc, elements: [...doc.elements, placed] };
    }
    // The first one at the centre of what is seen.
    const first = elementBox(doc.elements[0]!);
    expect(first.left + first.width / 2).toBeCloseTo(300);
  });
});
