import * as fabric from 'fabric/node';
import { describe, expect, it } from 'vitest';
import { elementSchema, type FiguraElement } from '../schema';
import { createFabricObject, updateFabricObject } from './objects';
import { elementPatchFromFabric } from './patch';
import { getElementId } from './types';

const element = (input: unknown) => elementSchema.parse(input);
const SQUARE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><path fill="currentColor" d="M4 4h40v40H4z"/></svg>';

describe('createFabricObject', () => {
  it('keeps the element id and the top-left origin', async () => {
    const rect = element({
      id: 'r1',
      type: 'rect',
      left: 10,
      top: 20,
      width: 30,
      height: 40,
      rx: 4,
    });
    const object = await createFabricObject(fabric, rect);
    expect(getElementId(object)).toBe('r1');
    expect([object.originX, object.originY, object.left, object.top]).toEqual([
      'left',
      'top',
      10,
      20,
    ]);
  });

  it('makes locked elements unselectable and immovable', async () => {
    const object = await createFabricObject(
      fabric,
      element({ id: 'r', type: 'rect', left: 0, top: 0, width: 1, height: 1, locked: true }),
    );
    expect(object.selectable).toBe(false);
    expect(object.lockMovementX && object.lockMovementY).toBe(true);
  });
});

describe('elementPatchFromFabric', () => {
  it('turns a typed NUL or half surrogate pair into U+FFFD, so the save is not refused', async () => {
    const label = element({
      id: 't',
      type: 'textbox',
      left: 0,
      top: 0,
      width: 200,
      height: 40,
      text: 'ok',
    });
    const object = await createFabricObject(fabric, label);
    object.set({ text: 'a\0b\ud800' });
    expect(elementPatchFromFabric(fabric, object, label)).toMatchObject({ text: 'a\uFFFDb\uFFFD' });
  });

  it('reads a moved, scaled and rotated box back in model terms', async () => {
    const rect = element({ id: 'r', type: 'rect', left: 10, top: 20, width: 30, height: 40 });
    const object = await createFabricObject(fabric, rect);
    object.set({ left: 50, top: 60, scaleX: 2, angle: 45 });
    expect(elementPatchFromFabric(fabric, object, rect)).toMatchObject({
      left: 50,
      top: 60,
      scaleX: 2,
      scaleY: 1,
      angle: 45,
      width: 30,
      height: 40,
    });
  });

  it('bakes a line move and rotation into absolute end points', async () => {
    const line = element({ id: 'l', type: 'line', x1: 0, y1: 0, x2: 100, y2: 0, strokeWidth: 4 });
    const object = await createFabricObject(fabric, line);
    object.set({ left: object.left + 10, top: object.top + 5 });
    expect(elementPatchFromFabric(fabric, object, line)).toEqual({ x1: 10, y1: 5, x2: 110, y2: 5 });

    // Rotate 90° about the line's centre (50, 0): the line becomes vertical from (50,-50) to (50,50).
    const fresh = await createFabricObject(fabric, line);
    fresh.rotate(90);
    const patch = elementPatchFromFabric(fabric, fresh, line) as Record<string, number>;
    expect(patch.x1).toBeCloseTo(50, 1);
    expect(patch.y1).toBeCloseTo(-50, 1);
    expect(patch.x2).toBeCloseTo(50, 1);
    expect(patch.y2).toBeCloseTo(50, 1);
  });

  it('bakes scaling of an arrow into its points and keeps the stroke width', async () => {
    const arrow = element({
      id: 'a',
      type: 'arrow',
      x1: 0,
      y1: 0,
      x2: 100,
      y2: 100,
      strokeWidth: 6,
    });
    const object = await createFabricObject(fabric, arrow);
    const before = elementPatchFromFabric(fabric, object, arrow) as Record<string, number>;
    expect(before.x1).toBeCloseTo(0, 1);
    expect(before.y2).toBeCloseTo(100, 1);
    object.set({ scaleX: 2, scaleY: 2 });
    const after = elementPatchFromFabric(fabric, object, arrow) as Record<string, number>;
    expect(after.x2! - after.x1!).toBeCloseTo(200, 1);
    expect(after).not.toHaveProperty('strokeWidth');
  });

  it('reports icon scale relative to the element box', async () => {
    const icon = element({
      id: 'i',
      type: 'icon',
      left: 0,
      top: 0,
      width: 96,
      height: 96,
      iconSet: 'healthicons',
      iconName: 'virus',
      svg: SQUARE_SVG,
    });
    const object = await createFabricObject(fabric, icon);
    expect(object.getScaledWidth()).toBeCloseTo(96, 0);
    object.set({ scaleX: object.scaleX * 1.5 });
    expect(elementPatchFromFabric(fabric, object, icon)).toMatchObject({ scaleX: 1.5, scaleY: 1 });
  });

  it('repaints an icon in place, and rebuilds it to give it back its own colours', async () => {
    const icon = element({
      id: 'i',
      type: 'icon',
      left: 0,
      top: 0,
      width: 96,
      height: 96,
      iconSet: 'fluent-emoji-flat',
      iconName: 'mouse',
      svg: SQUARE_SVG,
      fill: null,
    });
    const red = { ...icon, fill: '#ff0000' } as FiguraElement;
    const object = await createFabricObject(fabric, icon);
    expect(updateFabricObject(fabric, object, icon, red)).toBe(true);
    // Painting cannot be undone by painting: the emoji is drawn again from its SVG.
    expect(updateFabricObject(fabric, object, red, icon)).toBe(false);
  });

  it('reads the text, width and height of an edited textbox', async () => {
    const text = element({
      id: 't',
      type: 'textbox',
      left: 0,
      top: 0,
      width: 200,
      height: 40,
      text: 'Text',
    });
    const object = (await createFabricObject(fabric, text)) as fabric.Textbox;
    object.set({ text: 'Hello\nworld', width: 300 });
    object.initDimensions();
    const patch = elementPatchFromFabric(fabric, object, text) as Record<string, unknown>;
    expect(patch.text).toBe('Hello\nworld');
    expect(patch.width).toBe(300);
    expect(patch.height as number).toBeGreaterThan(60);
  });

  it('reads canvas coordinates of an object inside a multi-selection', async () => {
    const rect = element({ id: 'r', type: 'rect', left: 10, top: 10, width: 20, height: 20 });
    const other = element({ id: 'o', type: 'rect', left: 100, top: 100, width: 20, height: 20 });
    const a = await createFabricObject(fabric, rect);
    const b = await createFabricObject(fabric, other);
    const canvas = new fabric.StaticCanvas(undefined, { width: 300, height: 300 });
    canvas.add(a, b);
    const selection = new fabric.ActiveSelection([a, b], { canvas });
    selection.set({ left: selection.left + 40, top: selection.top + 30 });
    selection.setCoords();
    const patch = elementPatchFromFabric(fabric, a, rect) as Record<string, number>;
    expect(patch.left).toBeCloseTo(50, 3);
    expect(patch.top).toBeCloseTo(40, 3);
    // Reading must not disturb the object's place in the selection.
    expect(a.group).toBe(selection);
    expect(elementPatchFromFabric(fabric, a, rect)).toEqual(patch);
  });
});

describe('updateFabricObject', () => {
  it('updates box elements in place and asks for a rebuild of segments', async () => {
    const rect = element({
      id: 'r',
      type: 'rect',
      left: 0,
      top: 0,
      width: 10,
      height: 10,
      fill: '#ff0000',
    });
    const object = await createFabricObject(fabric, rect);
    const moved: FiguraElement = { ...rect, left: 30, fill: '#00ff00' } as FiguraElement;
    expect(updateFabricObject(fabric, object, rect, moved)).toBe(true);
    expect([object.left, object.fill]).toEqual([30, '#00ff00']);

    const line = element({ id: 'l', type: 'line', x1: 0, y1: 0, x2: 10, y2: 10 });
    const path = await createFabricObject(fabric, line);
    expect(updateFabricObject(fabric, path, line, { ...line, x2: 20 } as FiguraElement)).toBe(
      false,
    );
  });
});
