// @vitest-environment jsdom
// Editing text with the keyboard, and the camera through the editor's methods, on the headless
// editor.
import { describe, expect, it } from 'vitest';
import type { TextboxElement } from '@figura/sdk-core/schema';
import { rect, textbox, headlessEditors } from './fixtures';
import type { TestEditor } from './test-editor';

const open = headlessEditors();

const text = (t: TestEditor, id: string) => t.element(id) as TextboxElement;

describe('editing text', () => {
  it('starts editing with Enter, types over the selected text, and stores it once on Escape', async () => {
    const t = await open(textbox('t', 100, 100, 'Hello'));
    t.click(t.centreOf('t'));
    t.press('Enter');
    expect(t.view.isEditingText()).toBe(true);
    t.type('Cell');
    // Nothing reaches the store while typing: one entry when editing ends.
    expect(text(t, 't').text).toBe('Hello');
    t.press('Escape');
    expect(t.view.isEditingText()).toBe(false);
    expect(text(t, 't').text).toBe('Cell');
    expect(t.editor.store.getState().lastAction).toBe('Edit text');
    // Escape left editing but kept the textbox selected; a second Escape clears it.
    expect(t.selection).toEqual(['t']);
    t.press('Escape');
    expect(t.selection).toEqual([]);
    t.press('z', { ctrlKey: true });
    expect(text(t, 't').text).toBe('Hello');
  });

  it('does not delete the textbox when Delete is pressed while editing it', async () => {
    const t = await open(textbox('t', 100, 100, 'Keep me'));
    t.click(t.centreOf('t'));
    t.press('Enter');
    t.press('Delete');
    t.press('Escape');
    expect(t.document.elements.map((element) => element.id)).toEqual(['t']);
  });

  it('removes a textbox left empty when editing ends, and undo brings it back with its text', async () => {
    const t = await open(rect('a', 400, 100), textbox('t', 100, 100, 'Draft'));
    t.click(t.centreOf('t'));
    t.press('Enter'); // editing, with all the text selected
    t.erase();
    t.press('Escape');
    expect(t.document.elements.map((element) => element.id)).toEqual(['a']);
    expect(t.selection).toEqual([]);
    expect(t.editor.store.getState().lastAction).toBe('Delete element');
    t.press('z', { ctrlKey: true });
    expect(t.document.elements.map((element) => element.id)).toEqual(['a', 't']);
    expect(text(t, 't').text).toBe('Draft');
  });

  it('keeps a textbox holding only what was typed after clearing it', async () => {
    const t = await open(textbox('t', 100, 100, 'Draft'));
    t.click(t.centreOf('t'));
    t.press('Enter');
    t.erase();
    t.type('Final');
    t.press('Escape');
    expect(text(t, 't').text).toBe('Final');
  });

  it('bolds the selected characters with Ctrl+B while editing', async () => {
    const t = await open(textbox('t', 100, 100, 'H2O'));
    t.click(t.centreOf('t'));
    t.press('Enter'); // editing, with all the text selected
    t.press('b', { ctrlKey: true });
    await expect
      .poll(() => text(t, 't').styles)
      .toEqual([{ start: 0, end: 3, style: { fontWeight: 'bold' } }]);
    t.press('Escape');
    expect(text(t, 't').text).toBe('H2O');
  });
});

describe('the camera', () => {
  it('zooms in and out in steps, to a given zoom, and back to fit, telling hosts', async () => {
    const t = await open(rect('a', 100, 100));
    const zooms: number[] = [];
    t.editor.on('camera', ({ zoom }) => zooms.push(zoom));
    const start = t.editor.getZoom();
    t.editor.zoomIn();
    expect(t.editor.getZoom()).toBeGreaterThan(start);
    t.editor.zoomOut();
    t.editor.zoomOut();
    expect(t.editor.getZoom()).toBeLessThan(start);
    t.editor.setZoom(2);
    expect(t.editor.getZoom()).toBeCloseTo(2, 5);
    // Fit: the 1200 x 600 slide in the 1400 x 900 area, less 24 px padding each side.
    t.editor.zoomToFit();
    expect(t.editor.getZoom()).toBeCloseTo((1400 - 48) / 1200, 2);
    expect(zooms.length).toBeGreaterThanOrEqual(4);
    expect(zooms.at(-1)).toBeCloseTo(t.editor.getZoom(), 5);
  });

  it('zooms with the keyboard: Ctrl+= and Ctrl+-, Shift+1 fits, Shift+2 frames the selection', async () => {
    const t = await open(rect('a', 100, 100));
    t.editor.zoomToFit();
    const fit = t.editor.getZoom();
    t.press('=', { ctrlKey: true });
    expect(t.editor.getZoom()).toBeGreaterThan(fit);
    t.press('-', { ctrlKey: true });
    t.press('-', { ctrlKey: true });
    expect(t.editor.getZoom()).toBeLessThan(fit);
    t.press('!', { shiftKey: true, code: 'Digit1' });
    expect(t.editor.getZoom()).toBeCloseTo(fit, 5);
    t.click(t.centreOf('a'));
    t.press('@', { shiftKey: true, code: 'Digit2' });
    expect(t.editor.getZoom()).toBeGreaterThan(fit * 2);
  });

  it('zooms to the selection so it fills the view, up to the largest zoom', async () => {
    const t = await open(rect('wide', 100, 250, { width: 700, height: 100 }));
    t.click(t.centreOf('wide'));
    t.editor.zoomToSelection();
    // 700 px wide in a 1400 px area less padding: about 1.9x.
    expect(t.editor.getZoom()).toBeCloseTo((1400 - 48) / 700, 1);
    t.editor.setZoom(1);
    t.editor.select([]);
    t.editor.zoomToSelection(); // nothing selected: the camera stays
    expect(t.editor.getZoom()).toBe(1);
  });
});
