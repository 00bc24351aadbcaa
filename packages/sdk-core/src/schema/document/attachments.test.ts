import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupElements, ungroupElements } from '../../arrange/group';
import { createEditorStore } from '../../stores/editor-store';
import { anchorPoint, followAttachments } from './attachments';
import { connectorPoints } from './connectors';
import { placed } from './testing/arbitraries';
import type { SlideDocument } from './document';
import { createEmptyDocument } from './empty-document';
import {
  CONNECTOR_ANCHORS,
  elementSchema,
  type ConnectorElement,
  type FiguraElement,
} from './elements';

const rectArb = fc.record(placed);
const anchorArb = fc.constantFrom(...CONNECTOR_ANCHORS);
const connectorTypeArb = fc.constantFrom('line', 'arrow', 'DynamicLine', 'right_angle_line');

function connector(
  type: string,
  start: { elementId: string; anchor: string } | null,
  end: { elementId: string; anchor: string } | null,
): ConnectorElement {
  const ends =
    type === 'DynamicLine'
      ? {
          points: [
            { x: 0, y: 0 },
            { x: 40, y: 300 },
            { x: 90, y: 10 },
          ],
        }
      : { x1: 0, y1: 0, x2: 90, y2: 10 };
  return elementSchema.parse({
    id: 'c',
    type,
    ...ends,
    startAttachment: start,
    endAttachment: end,
  }) as ConnectorElement;
}

function documentOf(elements: FiguraElement[]): SlideDocument {
  return { ...createEmptyDocument(1000, 800), elements };
}

function rect(id: string, fields: object): FiguraElement {
  return elementSchema.parse({ id, type: 'rect', ...fields });
}

function endsOf(element: ConnectorElement) {
  const points = connectorPoints(element);
  return { start: points[0]!, end: points[points.length - 1]! };
}

function expectClose(actual: { x: number; y: number }, expected: { x: number; y: number }) {
  expect(actual.x).toBeCloseTo(expected.x, 6);
  expect(actual.y).toBeCloseTo(expected.y, 6);
}

describe('anchorPoint', () => {
  it('puts the side anchors of an unrotated box on its edges and auto on the side facing the target', () => {
    const box = rect('a', { left: 100, top: 50, width: 200, height: 100 });
    expect(anchorPoint(box, 'center')).toEqual({ x: 200, y: 100 });
    expect(anchorPoint(box, 'top')).toEqual({ x: 200, y: 50 });
    expect(anchorPoint(box, 'right')).toEqual({ x: 300, y: 100 });
    expect(anchorPoint(box, 'bottom')).toEqual({ x: 200, y: 150 });
    expect(anchorPoint(box, 'left')).toEqual({ x: 100, y: 100 });
    expectClose(anchorPoint(box, 'auto', { x: 1000, y: 100 }), { x: 300, y: 100 });
    expectClose(anchorPoint(box, 'auto', { x: 200, y: -500 }), { x: 200, y: 50 });
  });

  it('turns with the element: the top of a box rotated 90° is on its right', () => {
    const box = rect('a', { left: 100, top: 0, width: 100, height: 50, angle: 90 });
    // Rotated about its top-left corner: the box covers x 50..100, y 0..100.
    expectClose(anchorPoint(box, 'top'), { x: 100, y: 50 });
    expectClose(anchorPoint(box, 'center'), { x: 75, y: 50 });
  });
});

describe('anchorPoint on an element’s own edge', () => {
  const distanceFrom = (p: { x: number; y: number }, q: { x: number; y: number }) =>
    Math.hypot(p.x - q.x, p.y - q.y);

  it('ends an arrow coming at a circle diagonally on the circle, not on its box’s corner', () => {
    const circle = elementSchema.parse({
      id: 'c1',
      type: 'circle',
      left: 100,
      top: 100,
      width: 200,
      height: 200,
    });
    const end = anchorPoint(circle, 'auto', { x: 1000, y: 1000 });
    // On the circle of radius 100 about (200, 200), within a pixel: 141 px from the centre
    // on the box's corner before.
    expect(distanceFrom(end, { x: 200, y: 200 })).toBeGreaterThan(99);
    expect(distanceFrom(end, { x: 200, y: 200 })).toBeLessThan(100.5);
    expect(end.x).toBeCloseTo(end.y, 6);
    // Straight across, it still meets the side's middle.
    expectClose(anchorPoint(circle, 'auto', { x: 1000, y: 200 }), { x: 300, y: 200 });
  });

  it('ends on a stretched, rotated ellipse and on a triangle’s sloping side', () => {
    const ellipse = elementSchema.parse({
      id: 'e',
      type: 'circle',
      left: 0,
      top: 0,
      width: 400,
      height: 100,
      angle: 90,
    });
    // Rotated about its top-left: 100 wide (x -100..0), 400 tall (y 0..400), centre (-50, 200).
    expectClose(anchorPoint(ellipse, 'auto', { x: -50, y: 1000 }), { x: -50, y: 400 });
    expect(anchorPoint(ellipse, 'auto', { x: 1000, y: 200 }).x).toBeCloseTo(0, 0);
    const triangle = elementSchema.parse({
      id: 't',
      type: 'shape',
      shapeKind: 'triangle',
      left: 0,
      top: 0,
      width: 100,
      height: 100,
    });
    // Coming from the upper left: on the side from (50, 0) to (0, 100), not the box's corner.
    const end = anchorPoint(triangle, 'auto', { x: -1000, y: -1000 });
    expect(end.y).toBeCloseTo(100 - 2 * end.x, 6);
    expect(end.x).toBeGreaterThan(20);
  });
});

describe('followAttachments', () => {
  it('moves every attached end onto its anchor after any move, rotation or scale, and is idempotent', () => {
    fc.assert(
      fc.property(
        connectorTypeArb,
        rectArb,
        rectArb,
        anchorArb,
        anchorArb,
        rectArb,
        fc.boolean(),
        (type, a, b, startAnchor, endAnchor, moved, moveFirst) => {
          const line = connector(
            type,
            { elementId: 'a', anchor: startAnchor },
            { elementId: 'b', anchor: endAnchor },
          );
          const before = documentOf([rect('a', a), rect('b', b), line]);
          const store = createEditorStore({ document: before });
          store.getState().updateElements({ [moveFirst ? 'a' : 'b']: moved }, 'Move');
          const after = store.getState().document;
          const followed = after.elements.find((e) => e.id === 'c') as ConnectorElement;
          const byId = new Map(after.elements.map((e) => [e.id, e]));
          const { start, end } = endsOf(followed);
          if (startAnchor !== 'auto') expectClose(start, anchorPoint(byId.get('a')!, startAnchor));
          if (endAnchor !== 'auto') expectClose(end, anchorPoint(byId.get('b')!, endAnchor));
          if (startAnchor === 'auto' && type !== 'DynamicLine') {
            const towards = anchorPoint(byId.get('b')!, 'center');
            expectClose(start, anchorPoint(byId.get('a')!, 'auto', towards));
          }
          expect(followAttachments(after)).toBe(after);
          // One history entry: undo restores the element and the connector together.
          store.getState().undo();
          expect(store.getState().document).toBe(before);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps a polyline’s middle points and an elbow connector’s route parameters', () => {
    const poly = connector('DynamicLine', { elementId: 'a', anchor: 'left' }, null);
    const doc = followAttachments(
      documentOf([rect('a', { left: 500, top: 500, width: 10, height: 10 }), poly]),
    );
    const moved = doc.elements[1] as Extract<ConnectorElement, { type: 'DynamicLine' }>;
    expect(moved.points).toEqual([
      { x: 500, y: 505 },
      { x: 40, y: 300 },
      { x: 90, y: 10 },
    ]);
  });

  it('routes an elbow connector square out of the side it is attached to', () => {
    const elbow = connector('right_angle_line', { elementId: 'a', anchor: 'top' }, null);
    const doc = followAttachments(
      documentOf([rect('a', { left: 500, top: 500, width: 10, height: 10 }), elbow]),
    );
    const routed = doc.elements[1] as Extract<ConnectorElement, { type: 'right_angle_line' }>;
    expect(routed.route).toBe('vhv');
    expect(endsOf(routed).start).toEqual({ x: 505, y: 500 });
  });

  it('drops attachments to deleted elements and leaves the connector where it is', () => {
    const line = connector(
      'arrow',
      { elementId: 'a', anchor: 'center' },
      { elementId: 'b', anchor: 'center' },
    );
    const before = followAttachments(
      documentOf([
        rect('a', { left: 0, top: 0, width: 20, height: 20 }),
        rect('b', { left: 200, top: 0, width: 20, height: 20 }),
        line,
      ]),
    );
    const store = createEditorStore({ document: before });
    store.getState().removeElements(['b']);
    const after = store.getState().document.elements.find((e) => e.id === 'c') as ConnectorElement;
    expect(after.startAttachment).toEqual({ elementId: 'a', anchor: 'center' });
    expect(after.endAttachment).toBeNull();
    expect(endsOf(after)).toEqual({ start: { x: 10, y: 10 }, end: { x: 210, y: 10 } });
  });

  it('keeps an attachment to an element moved into a group, and follows it again once ungrouped', () => {
    const line = connector('line', { elementId: 'a', anchor: 'center' }, null);
    const store = createEditorStore({
      document: followAttachments(
        documentOf([
          rect('a', { left: 0, top: 0, width: 20, height: 20 }),
          rect('b', { left: 100, top: 0, width: 20, height: 20 }),
          line,
        ]),
      ),
    });
    const connectorOf = () =>
      store.getState().document.elements.find((e) => e.id === 'c') as ConnectorElement;
    store.getState().commit((doc) => groupElements(doc, ['a', 'b'], () => 'g')!.document, 'Group');
    expect(connectorOf().startAttachment).toEqual({ elementId: 'a', anchor: 'center' });
    store.getState().commit((doc) => ungroupElements(doc, ['g'])!.document, 'Ungroup');
    store.getState().updateElements({ a: { left: 50, top: 50 } }, 'Move');
    expect(connectorOf().startAttachment).toEqual({ elementId: 'a', anchor: 'center' });
    expect(endsOf(connectorOf()).start).toEqual({ x: 60, y: 60 });
  });

  it('returns the same document when nothing attached changed', () => {
    const doc = documentOf([
      rect('a', { left: 0, top: 0, width: 20, height: 20 }),
      connector('line', null, null),
    ]);
    expect(followAttachments(doc)).toBe(doc);
    expect(followAttachments(doc, ['a'])).toBe(doc);
  });
});
