import { describe, expect, it } from 'vitest';
import { createEmptyDocument, type SlideDocument } from '../schema';
import { createIconElement, createShapeElement } from './element-factories';
import { elementBox } from './placement';
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

  it('still moves a new element off an identical one when the canvas is full', () => {
    let doc: SlideDocument = createEmptyDocument(100, 100);
    const first = createShapeElement('rect', doc, t, 'a');
    doc = { ...doc, elements: [first] };
    const second = createShapeElement('rect', doc, t, 'b');
    expect(elementBox(second)).not.toEqual(elementBox(first));
  });
});
