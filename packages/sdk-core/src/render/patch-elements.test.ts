import * as fabric from 'fabric/node';
import { describe, expect, it } from 'vitest';
import { createDefaultElement, elementSchema, type FiguraElement } from '../schema';
import { createFabricObject, updateFabricObject } from './objects';
import { elementPatchFromFabric } from './patch';

const element = (input: unknown) => elementSchema.parse(input);
const box = { left: 10, top: 20, width: 100, height: 60 };

describe('elementPatchFromFabric for the newer types', () => {
  it('reads a turned, scaled, flipped group back unchanged, also when a child reaches outside it', async () => {
    const group = element({
      type: 'group',
      id: 'g',
      left: 40,
      top: 30,
      width: 50,
      height: 40,
      angle: 30,
      scaleX: 1.5,
      scaleY: 0.5,
      flipX: true,
      elements: [
        { type: 'rect', id: 'a', left: -20, top: 10, width: 30, height: 10 },
        { type: 'circle', id: 'b', left: 40, top: 35, width: 30, height: 30 },
      ],
    });
    const object = await createFabricObject(fabric, group);
    const patch = elementPatchFromFabric(fabric, object, group) as Record<string, number>;
    expect(patch.left).toBeCloseTo(40, 2);
    expect(patch.top).toBeCloseTo(30, 2);
    expect(patch).toMatchObject({ angle: 30, scaleX: 1.5, scaleY: 0.5, flipX: true, flipY: false });
    expect(patch).not.toHaveProperty('width');

    object.set({ left: object.left + 15, top: object.top + 5 });
    const moved = elementPatchFromFabric(fabric, object, group) as Record<string, number>;
    expect(moved.left).toBeCloseTo(55, 2);
    expect(moved.top).toBeCloseTo(35, 2);
  });

  it('reads a group moved inside a multi-selection', async () => {
    const group = createDefaultElement('group', box, 'g');
    const other = createDefaultElement('rect', { ...box, left: 200 }, 'r');
    const a = await createFabricObject(fabric, group);
    const b = await createFabricObject(fabric, other);
    const canvas = new fabric.StaticCanvas(undefined, { width: 400, height: 300 });
    canvas.add(a, b);
    const selection = new fabric.ActiveSelection([a, b], { canvas });
    selection.set({ left: selection.left + 7, top: selection.top - 3 });
    const patch = elementPatchFromFabric(fabric, a, group) as Record<string, number>;
    expect(patch.left).toBeCloseTo(17, 2);
    expect(patch.top).toBeCloseTo(17, 2);
  });

  it('bakes a DynamicLine move into its points and an elbow turn into its end points', async () => {
    const polyline = element({
      type: 'DynamicLine',
      id: 'd',
      points: [
        { x: 0, y: 0 },
        { x: 50, y: 40 },
        { x: 90, y: 5 },
      ],
      headEnd: 'triangle',
    });
    const object = await createFabricObject(fabric, polyline);
    object.set({ left: object.left + 10, top: object.top - 10 });
    const patch = elementPatchFromFabric(fabric, object, polyline) as { points: unknown };
    expect(patch.points).toEqual(
      polyline.type === 'DynamicLine'
        ? polyline.points.map((p) => ({ x: p.x + 10, y: p.y - 10 }))
        : [],
    );

    const elbow = element({ type: 'right_angle_line', id: 'e', x1: 0, y1: 0, x2: 100, y2: 0 });
    const path = await createFabricObject(fabric, elbow);
    path.set({ scaleX: 2 });
    const scaled = elementPatchFromFabric(fabric, path, elbow) as Record<string, number>;
    expect(scaled.x2! - scaled.x1!).toBeCloseTo(200, 1);
  });

  it('reports scale of fitted shapes and images relative to their box and keeps the box', async () => {
    for (const type of ['shape', 'path', 'upload', 'illustration'] as const) {
      const item = createDefaultElement(type, box, type);
      const object = await createFabricObject(fabric, item);
      object.set({ scaleX: object.scaleX * 2 });
      const patch = elementPatchFromFabric(fabric, object, item);
      expect(patch, type).toMatchObject({ left: 10, top: 20, scaleX: 2, scaleY: 1 });
      expect(patch, type).not.toHaveProperty('width');
    }
  });
});

describe('updateFabricObject for the newer types', () => {
  it('restyles and moves in place, and asks for a rebuild when content changes', async () => {
    const cases: [FiguraElement, Partial<FiguraElement>, Partial<FiguraElement>][] = [
      [createDefaultElement('shape', box), { fill: '#00ff00', left: 50 }, { shapeKind: 'heart' }],
      [
        createDefaultElement('dynamic_shape', box),
        { angle: 45 },
        { params: { cornerRadius: 0.4 } },
      ],
      [createDefaultElement('group', box), { left: 0, angle: 10 }, { width: 300 }],
      [createDefaultElement('svg_part', box), { fill: '#00ff00' }, { svg: '<svg/>' }],
      [createDefaultElement('upload', box), { scaleX: 3 }, { naturalWidth: 10 }],
      [
        createDefaultElement('illustration', box),
        { opacity: 0.5, author: { name: 'Servier' } },
        { colours: { '#000000': '#ff0000' } },
      ],
    ];
    for (const [item, restyle, content] of cases) {
      const object = await createFabricObject(fabric, item);
      const restyled = { ...item, ...restyle } as FiguraElement;
      expect(updateFabricObject(fabric, object, item, restyled), item.type).toBe(true);
      const changed = { ...item, ...content } as FiguraElement;
      expect(updateFabricObject(fabric, object, item, changed), item.type).toBe(false);
    }
    const group = createDefaultElement('group', box);
    const object = await createFabricObject(fabric, group);
    updateFabricObject(fabric, object, group, { ...group, left: 70 } as FiguraElement);
    expect(elementPatchFromFabric(fabric, object, group)).toMatchObject({ left: 70, top: 20 });
  });
});
