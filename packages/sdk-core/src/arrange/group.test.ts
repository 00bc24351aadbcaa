import fc from 'fast-check';
import * as fabric from 'fabric/node';
import { describe, expect, it } from 'vitest';
import { createFabricObject } from '../render/objects';
import {
  createEmptyDocument,
  elementSchema,
  type FiguraElement,
  type SlideDocument,
} from '../schema';
import { placed, placedEnds, placedStroke } from '../schema/document/testing/arbitraries';
import { apply, boxMatrix, elementOutline, type Point } from '../schema/document/geometry';
import { groupElements, isGroupElement, supportsGroups, ungroupElements } from './group';

const boxArb = fc.record({
  type: fc.constantFrom('rect', 'circle', 'textbox'),
  ...placed,
  flipY: fc.boolean(),
  ...placedStroke,
});
const toElement = (input: Record<string, unknown>, id: string): FiguraElement =>
  elementSchema.parse({ ...input, id, ...(input.type === 'textbox' ? { text: 'Text' } : {}) });

const lineArb = fc.record({ type: fc.constantFrom('line', 'arrow'), ...placedEnds });
const elementsArb = fc
  .array(fc.oneof(boxArb, lineArb), { minLength: 2, maxLength: 6 })
  .map((inputs) => inputs.map((input, index) => toElement(input, `e${index}`)));

const docOf = (elements: FiguraElement[]): SlideDocument => ({
  ...createEmptyDocument(1000, 600),
  elements,
});
const expectSamePoints = (actual: Point[], expected: Point[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((point, index) => {
    expect(point.x).toBeCloseTo(expected[index]!.x, 6);
    expect(point.y).toBeCloseTo(expected[index]!.y, 6);
  });
};

describe('element geometry', () => {
  it('places box corners exactly where fabric draws them', async () => {
    await fc.assert(
      fc.asyncProperty(boxArb, async (input) => {
        const made = toElement(input, 'x');
        const object = await createFabricObject(fabric, made);
        // Text measures its own box; the stored element carries what fabric measured.
        const element = { ...made, width: object.width, height: object.height } as FiguraElement;
        const fabricCorners = object.getCoords();
        // fabric lists tl, tr, br, bl of the drawn (flip-free) box; compare as point sets.
        const ours = elementOutline(element);
        const key = (p: Point) => `${Math.round(p.x * 1000) + 0},${Math.round(p.y * 1000) + 0}`;
        expect(new Set(ours.map(key))).toEqual(new Set(fabricCorners.map(key)));
      }),
      { numRuns: 40 },
    );
  });
});

/** A group as the schema describes it, built by hand so the maths is tested in any schema build. */
function handGroup(children: FiguraElement[], transform: Record<string, unknown>): FiguraElement {
  return {
    type: 'group',
    id: 'g',
    name: undefined,
    alt: '',
    locked: false,
    hidden: false,
    opacity: 1,
    left: 0,
    top: 0,
    width: 100,
    height: 100,
    scaleX: 1,
    scaleY: 1,
    angle: 0,
    flipX: false,
    flipY: false,
    ...transform,
    elements: children,
  } as unknown as FiguraElement;
}

describe('ungroupElements', () => {
  it('bakes a moved, rotated, uniformly scaled and flipped group into its children', () => {
    fc.assert(
      fc.property(
        elementsArb,
        fc.record({
          left: fc.integer({ min: -300, max: 300 }),
          top: fc.integer({ min: -300, max: 300 }),
          scale: fc.double({ min: 0.25, max: 3, noNaN: true }),
          angle: fc.integer({ min: 0, max: 359 }),
          flipX: fc.boolean(),
          flipY: fc.boolean(),
        }),
        (children, t) => {
          const group = handGroup(children, {
            left: t.left,
            top: t.top,
            scaleX: t.scale,
            scaleY: t.scale,
            angle: t.angle,
            flipX: t.flipX,
            flipY: t.flipY,
          });
          expect(isGroupElement(group)).toBe(true);
          const matrix = boxMatrix(group as never, 0);
          const result = ungroupElements(docOf([group]), ['g'])!;
          expect(result.ids).toEqual(children.map((child) => child.id));
          result.document.elements.forEach((placed, index) => {
            const expected = elementOutline(children[index]!).map((p) => apply(matrix, p));
            expectSamePoints(elementOutline(placed), expected);
          });
        },
      ),
    );
  });

  it('does nothing without a selected group', () => {
    const doc = docOf([toElement({ type: 'rect', left: 0, top: 0, width: 5, height: 5 }, 'a')]);
    expect(ungroupElements(doc, ['a'])).toBeNull();
  });
});

describe('groupElements', () => {
  it('round-trips through ungroup, keeping absolute placement and stacking', () => {
    fc.assert(
      fc.property(elementsArb, (elements) => {
        const doc = docOf(elements);
        const ids = elements.map((element) => element.id);
        const grouped = groupElements(doc, ids, () => 'group-1');
        if (!supportsGroups()) {
          // This schema build stores no groups: grouping refuses instead of writing an invalid document.
          expect(grouped).toBeNull();
          return;
        }
        expect(grouped!.document.elements).toHaveLength(1);
        const restored = ungroupElements(grouped!.document, grouped!.ids)!;
        expect(restored.ids).toEqual(ids);
        restored.document.elements.forEach((element, index) =>
          expectSamePoints(elementOutline(element), elementOutline(elements[index]!)),
        );
      }),
    );
  });
});
