// @vitest-environment jsdom
// @vitest-environment-options {"resources":"usable"}
// Illustrations drawn as images of their SVG behave in the editor as before: selected, moved and
// resized by pointer, and a recolouring is one undo step; dragged over a membrane, the slot it
// would sit in is outlined.
import { describe, expect, it } from 'vitest';
import { elementSchema, type IllustrationElement } from '@figura/sdk-core/schema';
import {
  boxedElementById,
  createScientificElement,
  frameOf,
  keepsProportionsByDefault,
  setElementFrame,
  recolourPart,
  setHueShift,
  slotForDrop,
} from '@figura/sdk-core/editor';
import { seatPreviewOf } from '../canvas-tools/seat-previews';
import { headlessEditors, position } from './fixtures';

const open = headlessEditors();

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10">' +
  '<rect width="10" height="10" fill="#00ff00"/><rect x="10" width="10" height="10" fill="#0000ff"/></svg>';

const illustration = (id: string, left: number, top: number) =>
  elementSchema.parse({
    id,
    type: 'illustration',
    assetId: 'test/halves',
    svg: SVG,
    left,
    top,
    width: 200,
    height: 100,
    licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    author: { name: 'Łucja Żółć' },
  });

const colours = (element: unknown) => (element as IllustrationElement).colours;

describe('illustrations in the editor', () => {
  it('keeps its proportions when one side is typed in the Position tab, unless told not to', async () => {
    const t = await open(illustration('cell', 100, 100));
    const frame = () => frameOf(boxedElementById(t.document, 'cell')!);
    // A picture keeps its proportions by default; a shape may change them.
    expect(keepsProportionsByDefault(t.element('cell'))).toBe(true);
    expect(keepsProportionsByDefault({ type: 'rect' })).toBe(false);
    setElementFrame(t.editor, 'cell', { width: 100 }, { keepProportions: true });
    expect(frame()).toMatchObject({ width: 100, height: 50 });
    setElementFrame(t.editor, 'cell', { height: 80 }, { keepProportions: true });
    expect(frame()).toMatchObject({ width: 160, height: 80 });
    // One undo step each.
    t.editor.undo();
    expect(frame()).toMatchObject({ width: 100, height: 50 });
    // Unticked, the other side stays.
    setElementFrame(t.editor, 'cell', { width: 300 }, { keepProportions: false });
    expect(frame()).toMatchObject({ width: 300, height: 50 });
    // Both sides typed at once: as typed.
    setElementFrame(t.editor, 'cell', { width: 90, height: 90 }, { keepProportions: true });
    expect(frame()).toMatchObject({ width: 90, height: 90 });
  });

  it('draws as one image in its box, selected and moved by pointer like any element', async () => {
    const t = await open(illustration('i', 100, 100));
    const box = t.object('i').getBoundingRect();
    expect(t.object('i').type).toBe('image');
    expect(box.width).toBeCloseTo(200, 0);
    expect(box.height).toBeCloseTo(100, 0);
    const centre = t.centreOf('i');
    t.drag(centre, { x: centre.x + 50, y: centre.y + 20 });
    expect(t.selection).toEqual(['i']);
    expect(position(t.element('i'))).toEqual({ left: 150, top: 120 });
    t.press('z', { ctrlKey: true });
    expect(position(t.element('i'))).toEqual({ left: 100, top: 100 });
  });

  it('resizes from a corner handle and keeps its credits', async () => {
    const t = await open(illustration('i', 100, 100));
    t.click(t.centreOf('i'));
    const handle = t.handleOf('i', 'br');
    t.drag(handle, { x: handle.x + 100, y: handle.y + 50 });
    const resized = t.element('i') as IllustrationElement;
    expect(resized.scaleX).toBeCloseTo(1.5, 1);
    expect(t.object('i').getBoundingRect().width).toBeCloseTo(300, -1);
    expect(resized.author).toEqual({ name: 'Łucja Żółć' });
  });

  it('makes one undo step of a colour picker drag, and another of a hue slider drag', async () => {
    const t = await open(illustration('i', 100, 100));
    const { store, t: words } = t.editor;
    for (const colour of ['#110000', '#220000', '#ff0000'])
      recolourPart(store, 'i', '#00ff00', colour, words, 'drag-1');
    expect(colours(t.element('i'))).toEqual({ '#00ff00': '#ff0000' });
    expect(store.getState().past).toHaveLength(1);
    for (const degrees of [10, 20, 30]) setHueShift(store, 'i', degrees, words, 'drag-2');
    expect(store.getState().past).toHaveLength(2);
    await t.settle();
    expect(t.object('i').type).toBe('image'); // redrawn with its new colours
    t.press('z', { ctrlKey: true });
    t.press('z', { ctrlKey: true });
    expect(colours(t.element('i'))).toEqual({});
    expect((t.element('i') as IllustrationElement).hueShift).toBe(0);
  });
});

describe('an illustration dragged over a membrane', () => {
  it('outlines the slot it would sit in while dragged, and is seated there when let go', async () => {
    const t = await open(illustration('i', 40, 40));
    const membrane = await createScientificElement('membrane', t.document, t.editor.t);
    t.editor.addElement(membrane);
    await t.settle();
    // The slot nearest the membrane's middle (the TCR's, of the T-cell sample).
    const box = t.object(membrane.id).getCenterPoint();
    const slot = slotForDrop(t.document, 'i', { x: box.x, y: box.y })!;
    expect(slot.membraneId).toBe(membrane.id);

    const from = t.centreOf('i');
    t.pointerDown(from);
    for (let step = 1; step <= 8; step++)
      t.pointerMove({
        x: from.x + ((slot.centre.x - from.x) * step) / 8,
        y: from.y + ((slot.centre.y - from.y) * step) / 8,
      });
    expect(t.seatPreview()).toMatchObject({ membraneId: membrane.id, slot: slot.slot });
    t.pointerUp();
    expect(t.seatPreview()).toBeUndefined();
    await expect
      .poll(() => (t.element('i') as IllustrationElement).seat)
      .toEqual({ membraneId: membrane.id, slot: slot.slot });
  });

  it('outlines the slot a library item dragged from the panel would take, until it leaves', async () => {
    const t = await open();
    const membrane = await createScientificElement('membrane', t.document, t.editor.t);
    t.editor.addElement(membrane);
    await t.settle();
    const middle = t.object(membrane.id).getCenterPoint();
    const slot = slotForDrop(t.document, '', { x: middle.x, y: middle.y })!;
    const preview = seatPreviewOf(t.view.canvas)!;
    preview.showAt({ x: slot.centre.x + 3, y: slot.centre.y - 2 });
    expect(t.seatPreview()).toMatchObject({ membraneId: membrane.id, slot: slot.slot });
    preview.showAt({ x: 5, y: 5 });
    expect(t.seatPreview()).toBeUndefined();
    preview.showAt({ x: slot.centre.x, y: slot.centre.y });
    preview.showAt(null);
    expect(t.seatPreview()).toBeUndefined();
  });

  it('outlines nothing far from any slot', async () => {
    const t = await open(illustration('i', 40, 40));
    t.editor.addElement(await createScientificElement('membrane', t.document, t.editor.t));
    await t.settle();
    const from = t.centreOf('i');
    t.pointerDown(from);
    t.pointerMove({ x: from.x + 5, y: from.y + 5 });
    t.pointerMove({ x: from.x + 10, y: from.y + 10 });
    expect(t.seatPreview()).toBeUndefined();
    t.pointerUp();
  });
});
