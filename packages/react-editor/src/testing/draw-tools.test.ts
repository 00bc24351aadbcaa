// @vitest-environment jsdom
// Click-to-place: an armed draw tool draws where the person clicks or drags on the slide, once,
// and fabric never sees that press (no selection box, nothing moved under it).
import { describe, expect, it } from 'vitest';
import type { FiguraElement } from '@figura/sdk-core/schema';
import { elementBox } from '@figura/sdk-core/editor';
import { position, rect, headlessEditors } from './fixtures';
import type { TestEditor } from './test-editor';
import { applyTextCommand } from '../text/text-target';
import { TYPING_PAUSE_MS } from '../canvas/typed-text';

const open = headlessEditors();

const added = (t: TestEditor): FiguraElement =>
  t.document.elements[t.document.elements.length - 1]!;
/** A label placed with the Text tool by a click at `at`, `words` typed into it, editing left. */
async function typeLabel(t: TestEditor, at: { x: number; y: number }, words: string) {
  t.press('t');
  t.click(at);
  await t.settle();
  t.type(words);
  t.press('Escape');
  await t.settle();
  return added(t);
}

const centre = (element: FiguraElement) => {
  const box = elementBox(element);
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

describe('draw tools', () => {
  it('places a rectangle centred where the slide is clicked, selects it and puts the tool down', async () => {
    const t = await open();
    t.editor.tools.arm('rect');
    t.click({ x: 300, y: 200 });
    expect(t.document.elements).toHaveLength(1);
    expect(added(t).type).toBe('rect');
    expect(centre(added(t))).toEqual({ x: 300, y: 200 });
    expect(t.selection).toEqual([added(t).id]);
    expect(t.editor.tools.state.getState().armed).toBeNull();
    // A second click selects again, as the pointer does.
    t.click({ x: 900, y: 500 });
    expect(t.document.elements).toHaveLength(1);
  });

  it('starts a new text on an abstract at the size its journal prints (Cell’s 12 pt until one is chosen)', async () => {
    const t = await open();
    // 1200 x 600 fitted into Cell's 4 in square: 0.24 pt a pixel, 12 pt is 50 px (38 before,
    // 9.1 pt: a Required problem the moment it was typed).
    const label = await typeLabel(t, { x: 300, y: 200 }, 'PD-1 blockade');
    expect(label).toMatchObject({ type: 'textbox', fontSize: 50 });
    // The Text button and the T key insert the same size.
    expect(t.editor.tools.made('textbox')).toMatchObject({ fontSize: 50 });
    // Made for a journal with a smaller minimum, the slide's own default (38 px) is the size.
    t.editor.preflight.setProfile('elsevier');
    expect(t.editor.tools.made('textbox')).toMatchObject({ fontSize: 38 });
  });

  it('draws a shape over the dragged box, whichever way the drag went', async () => {
    const t = await open();
    t.editor.tools.arm('circle');
    t.drag({ x: 500, y: 400 }, { x: 200, y: 250 });
    expect(elementBox(added(t))).toEqual({ left: 200, top: 250, width: 300, height: 150 });
  });

  it('draws an arrow from where the drag started to where it ended', async () => {
    const t = await open();
    t.press('a');
    t.drag({ x: 100, y: 100 }, { x: 400, y: 300 });
    expect(added(t)).toMatchObject({ type: 'arrow', x1: 100, y1: 100, x2: 400, y2: 300 });
  });

  it('draws over an element without selecting or moving it', async () => {
    const t = await open(rect('a', 100, 100));
    t.press('r');
    t.drag(t.centreOf('a'), { x: 400, y: 400 });
    expect(position(t.element('a'))).toEqual({ left: 100, top: 100 });
    expect(t.document.elements).toHaveLength(2);
    expect(t.selection).toEqual([added(t).id]);
  });

  it('opens new text for typing, its placeholder selected', async () => {
    const t = await open();
    t.press('t');
    t.click({ x: 400, y: 300 });
    await t.settle();
    expect(t.view.isEditingText()).toBe(true);
    t.type('PD-1');
    t.press('Escape');
    await t.settle();
    expect(added(t)).toMatchObject({ type: 'textbox', text: 'PD-1' });
  });

  it('starts text in free space in view when one types while the Text tool waits for a click', async () => {
    const t = await open(rect('a', 0, 0));
    t.press('t');
    // Typed at once: the keys before the new text opens for typing are kept for it, and none of
    // them arms a tool (L: line, R: rectangle) or adds another text.
    for (const key of 'Hello, R L') t.press(key);
    await t.settle();
    expect(t.view.isEditingText()).toBe(true);
    t.type('ab');
    t.press('Escape');
    await t.settle();
    expect(t.document.elements).toHaveLength(2);
    const text = added(t);
    expect(text).toMatchObject({ type: 'textbox', text: 'Hello, R Lab' });
    expect(t.editor.tools.state.getState().armed).toBeNull();
    // Not over the rectangle already there.
    const box = elementBox(text);
    const other = elementBox(t.element('a'));
    expect(box.left >= other.left + other.width || box.top >= other.top + other.height).toBe(true);
    // One step adds it, one more its words.
    t.editor.undo();
    expect(added(t)).toMatchObject({ type: 'textbox', text: 'Text' });
  });

  it('keeps the words typed at once into a clicked text when Escape comes before it opens', async () => {
    const t = await open();
    t.press('t');
    t.click({ x: 400, y: 300 });
    // Typed and left before the new text is drawn and opened: Escape waits for the words.
    for (const key of 'Tumour') t.press(key);
    t.press('Escape');
    await t.settle();
    expect(added(t)).toMatchObject({ type: 'textbox', text: 'Tumour' });
    expect(t.view.isEditingText()).toBe(false);
    expect(t.editor.tools.state.getState().armed).toBeNull();
  });

  it('keeps the words typed at once into a clicked text when something else is added before it opens', async () => {
    const t = await open();
    t.press('t');
    t.click({ x: 400, y: 300 });
    const label = added(t);
    for (const key of 'Tumour') t.press(key);
    // A toolbar button adds a shape (and selects it) before the text was drawn.
    t.editor.addElement(t.editor.tools.made('rect'));
    await t.settle();
    expect(t.element(label.id)).toMatchObject({ type: 'textbox', text: 'Tumour' });
    // Nothing typed into the shape or a text made for it.
    expect(t.document.elements).toHaveLength(2);
  });

  it('ends typing in a text when the toolbar adds an element, its words kept, the new one selected', async () => {
    const t = await open();
    t.press('t');
    t.click({ x: 400, y: 300 });
    await t.settle();
    t.type('Tumour');
    const label = added(t);
    const shape = t.editor.tools.made('rect');
    t.editor.addElement(shape);
    await t.settle();
    expect(t.view.isEditingText()).toBe(false);
    expect(t.element(label.id)).toMatchObject({ text: 'Tumour' });
    expect(t.selection).toEqual([shape.id]);
    expect(t.view.canvas.getActiveObjects().map((object) => t.object(shape.id) === object)).toEqual(
      [true],
    );
  });

  it('opens a new text for typing with Space while the Text tool waits, typing no space', async () => {
    const t = await open();
    t.press('t');
    t.press(' ');
    await t.settle();
    expect(t.view.isEditingText()).toBe(true);
    t.type('PD-1');
    t.press('Escape');
    await t.settle();
    expect(t.document.elements).toHaveLength(1);
    expect(added(t)).toMatchObject({ type: 'textbox', text: 'PD-1' });
  });

  it('opens a text the Text tool clicks on for typing, rather than placing another over it', async () => {
    const t = await open();
    const label = await typeLabel(t, { x: 300, y: 200 }, 'Subtitle');
    t.press('t');
    t.click(centre(label));
    await t.settle();
    expect(t.document.elements).toHaveLength(1);
    expect(t.selection).toEqual([label.id]);
    expect(t.editor.tools.state.getState().armed).toBeNull();
    t.type('Methods');
    t.press('Escape');
    await t.settle();
    expect(t.document.elements).toMatchObject([{ id: label.id, text: 'Methods' }]);
  });

  it('starts clicked text where the click is, left-aligned, never off the slide', async () => {
    const t = await open();
    t.press('t');
    t.click({ x: 60, y: 300 });
    await t.settle();
    t.press('Escape');
    const text = elementBox(added(t));
    expect(added(t)).toMatchObject({ type: 'textbox', textAlign: 'left' });
    expect(text.left).toBe(60);
    expect(text.top).toBeLessThan(300);
    expect(text.top + text.height).toBeGreaterThan(300);
    // Near the right edge the box ends at the edge instead of running past it.
    t.press('t');
    t.click({ x: t.document.width - 10, y: 300 });
    await t.settle();
    t.press('Escape');
    const right = elementBox(added(t));
    expect(right.left + right.width).toBeCloseTo(t.document.width);
  });

  it('widens a clicked label with its words instead of wrapping them, up to the slide’s edge', async () => {
    const words = 'Infected mouse → T cell response';
    const t = await open();
    const label = await typeLabel(t, { x: 60, y: 300 }, words);
    if (label.type !== 'textbox') throw new Error('not text');
    const oneLine = label.fontSize * label.lineHeight;
    expect(label).toMatchObject({ text: words, autoWidth: true, left: 60 });
    expect(label.height).toBeLessThan(oneLine * 1.5);
    // Near the right edge it wraps where the slide ends, never past it.
    const nearEdge = await typeLabel(t, { x: t.document.width - 200, y: 700 }, words);
    const box = elementBox(nearEdge);
    expect(box.left + box.width).toBeLessThanOrEqual(t.document.width + 0.5);
    expect(box.height).toBeGreaterThan(oneLine * 1.5);
    // A box drawn by a drag keeps the drawn width and wraps in it.
    t.press('t');
    t.drag({ x: 60, y: 900 }, { x: 420, y: 900 });
    await t.settle();
    t.type(words);
    t.press('Escape');
    await t.settle();
    expect(added(t)).toMatchObject({ width: 360, autoWidth: false });
    expect(elementBox(added(t)).height).toBeGreaterThan(oneLine * 1.5);
  });

  it('keeps a clicked label on one line when its font size grows, in one undo step', async () => {
    const t = await open();
    const { id } = await typeLabel(t, { x: 60, y: 300 }, 'PD-1 blockade');
    const before = elementBox(t.element(id));
    t.editor.select([id]);
    applyTextCommand(
      t.editor.store,
      t.view,
      { kind: 'char', key: 'fontSize', value: 96 },
      t.editor.t,
    );
    await t.settle();
    const grown = t.element(id);
    if (grown.type !== 'textbox') throw new Error('not text');
    expect(grown).toMatchObject({ fontSize: 96, autoWidth: true, left: 60 });
    expect(elementBox(grown).height).toBeLessThan(96 * grown.lineHeight * 1.5);
    expect(elementBox(grown).width).toBeGreaterThan(before.width * 1.5);
    t.press('z', { ctrlKey: true });
    await t.settle();
    expect(elementBox(t.element(id)).width).toBeCloseTo(before.width);
  });

  it('saves the words of a label still being typed, as one undo step with the rest of the edit', async () => {
    const t = await open();
    t.press('t');
    t.click({ x: 60, y: 300 });
    await t.settle();
    const id = added(t).id;
    const before = t.editor.store.getState().past.length;
    t.type('Typed then left');
    // Still being typed: leaving the page now (a save, a closed tab) keeps the words.
    expect(t.editor.hasUnsavedChanges()).toBe(true);
    await t.editor.flush();
    expect(t.api.storedDocument().elements.find((item) => item.id === id)).toMatchObject({
      text: 'Typed then left',
    });
    expect(t.view.isEditingText()).toBe(true);
    t.type(' twice');
    // A pause in typing commits too, without ending the edit.
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS + 300));
    expect(t.element(id)).toMatchObject({ text: 'Typed then left twice' });
    expect(t.view.isEditingText()).toBe(true);
    t.press('Escape');
    await t.settle();
    expect(t.editor.store.getState().past.length).toBe(before + 1);
    t.press('z', { ctrlKey: true });
    await t.settle();
    expect(t.element(id)).not.toMatchObject({ text: 'Typed then left twice' });
    expect(t.element(id)).not.toMatchObject({ text: 'Typed then left' });
  });

  it('keeps the words typed into a label when the editor closes mid-word', async () => {
    const t = await open();
    t.press('t');
    t.click({ x: 60, y: 300 });
    await t.settle();
    const id = added(t).id;
    t.type('Phone label');
    await t.dispose();
    expect(t.api.storedDocument().elements.find((item) => item.id === id)).toMatchObject({
      text: 'Phone label',
    });
  });

  it('types into a clicked label the keys pressed before it opened, not into shortcuts', async () => {
    const t = await open();
    t.press('t');
    t.click({ x: 60, y: 300 });
    // Before the label is drawn and open for typing: "T" and "r" would be tools' shortcuts.
    t.press('T', { shiftKey: true });
    t.press('r');
    t.press('x');
    t.press('Backspace');
    await t.settle();
    t.type('eg cells');
    t.press('Escape');
    await t.settle();
    expect(added(t)).toMatchObject({ type: 'textbox', text: 'Treg cells' });
    expect(t.editor.tools.state.getState().armed).toBeNull();
  });

  it('keeps the width a person gives a label with its side handle', async () => {
    const t = await open();
    const { id } = await typeLabel(t, { x: 60, y: 300 }, 'PD-1 blockade');
    const before = elementBox(added(t)).width;
    const handle = t.handleOf(id, 'mr');
    t.drag(handle, { x: handle.x + 150, y: handle.y });
    await t.settle();
    expect(t.element(id)).toMatchObject({ autoWidth: false });
    expect(elementBox(t.element(id)).width).toBeGreaterThan(before + 100);
  });

  it('keeps a shape clicked near a corner on the slide', async () => {
    const t = await open();
    t.press('r');
    t.click({ x: 5, y: t.document.height - 5 });
    const box = elementBox(added(t));
    expect(box.left).toBe(0);
    expect(box.top + box.height).toBeCloseTo(t.document.height);
  });

  it('puts the tool down with Escape or V; a tool key twice toggles it', async () => {
    const t = await open();
    t.press('l');
    expect(t.editor.tools.state.getState().armed).toBe('line');
    t.press('Escape');
    expect(t.editor.tools.state.getState().armed).toBeNull();
    t.press('o');
    t.press('v');
    expect(t.editor.tools.state.getState().armed).toBeNull();
    t.press('r');
    t.press('r');
    expect(t.editor.tools.state.getState().armed).toBeNull();
    t.click({ x: 300, y: 300 });
    expect(t.document.elements).toHaveLength(0);
  });

  it('keeps a tool for several elements (a double-click on its button, or Q) until V or Escape', async () => {
    const t = await open();
    const state = () => t.editor.tools.state.getState();
    t.editor.tools.arm('arrow', { keep: true });
    t.drag({ x: 100, y: 100 }, { x: 400, y: 100 });
    t.drag({ x: 100, y: 300 }, { x: 400, y: 300 });
    t.click({ x: 600, y: 500 });
    expect(t.document.elements.map((element) => element.type)).toEqual(['arrow', 'arrow', 'arrow']);
    expect(state()).toEqual({ armed: 'arrow', kept: true });
    // Each is its own undo step.
    t.press('z', { ctrlKey: true });
    expect(t.document.elements).toHaveLength(2);
    t.press('Escape');
    expect(state()).toEqual({ armed: null, kept: false });

    // Q keeps the armed tool, and Q again draws one element only.
    t.press('r');
    t.press('q');
    t.click({ x: 200, y: 200 });
    t.click({ x: 700, y: 500 });
    expect(state()).toEqual({ armed: 'rect', kept: true });
    t.press('q');
    t.click({ x: 900, y: 200 });
    expect(state().armed).toBeNull();
    expect(t.document.elements.filter((element) => element.type === 'rect')).toHaveLength(3);
    // Q with no tool armed does nothing; another tool key arms that one for one element.
    t.press('q');
    expect(state()).toEqual({ armed: null, kept: false });
    t.editor.tools.arm('circle', { keep: true });
    t.press('v');
    expect(state()).toEqual({ armed: null, kept: false });
  });

  it('outlines, while an arrow is drawn, the elements its ends would attach to', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 600, 300));
    const outlined = () => t.view.canvas.lowerCanvasEl.dataset.connectorTarget;
    t.press('a');
    t.pointerDown(t.centreOf('a'));
    t.pointerMove({ x: 450, y: 500 });
    expect(outlined()).toBe('a');
    t.pointerMove(t.centreOf('b'));
    expect(outlined()).toBe('a b');
    // Both ends in one shape connect nothing, so nothing is outlined.
    t.pointerMove({ x: t.centreOf('a').x + 20, y: t.centreOf('a').y });
    expect(outlined()).toBe('');
    t.pointerMove(t.centreOf('b'));
    t.pointerUp();
    expect(outlined()).toBe('');
    expect(added(t)).toMatchObject({
      startAttachment: { elementId: 'a' },
      endAttachment: { elementId: 'b' },
    });
  });

  it('attaches a drawn arrow to the shapes it starts and ends on; they then carry it', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 600, 300));
    t.press('a');
    t.drag(t.centreOf('a'), t.centreOf('b'));
    const arrow = added(t);
    expect(arrow).toMatchObject({
      type: 'arrow',
      startAttachment: { elementId: 'a', anchor: 'center' },
      endAttachment: { elementId: 'b', anchor: 'center' },
    });
    // Moving b moves the arrow's end with it.
    t.click(t.centreOf('b'));
    t.press('ArrowDown', { shiftKey: true });
    const moved = t.element(arrow.id) as typeof arrow & { y2: number };
    expect(moved.y2).toBe((arrow as typeof moved).y2 + 10);
  });

  it('leaves a line drawn across empty slide, or within one shape, attached to nothing', async () => {
    const t = await open(rect('a', 100, 100, { width: 400, height: 300 }));
    t.press('l');
    t.drag({ x: 700, y: 100 }, { x: 900, y: 300 });
    expect(added(t)).toMatchObject({ startAttachment: null, endAttachment: null });
    t.press('l');
    t.drag({ x: 150, y: 150 }, { x: 350, y: 300 });
    expect(added(t)).toMatchObject({ startAttachment: null, endAttachment: null, x1: 150 });
  });

  it('draws a circle and a line at 45° steps with Shift held', async () => {
    const t = await open();
    t.press('o');
    t.drag({ x: 100, y: 100 }, { x: 300, y: 180 }, { shiftKey: true });
    expect(elementBox(added(t))).toEqual({ left: 100, top: 100, width: 200, height: 200 });
    t.press('l');
    t.drag({ x: 500, y: 300 }, { x: 700, y: 310 }, { shiftKey: true });
    expect(added(t)).toMatchObject({ x1: 500, y1: 300, y2: 300 });
    expect((added(t) as { x2: number }).x2).toBeCloseTo(500 + Math.hypot(200, 10), 6);
  });

  it('is one undo step', async () => {
    const t = await open();
    t.editor.tools.arm('line');
    t.drag({ x: 100, y: 100 }, { x: 300, y: 100 });
    t.press('z', { ctrlKey: true });
    expect(t.document.elements).toHaveLength(0);
  });
});
