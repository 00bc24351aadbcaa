// @vitest-environment jsdom
// The editor's keyboard (spec §9) on the headless editor: keys go to the editor's container as
// in the browser, and the store tells what they did.
import { describe, expect, it } from 'vitest';
import { position, rect, headlessEditors } from './fixtures';
import type { TestEditor } from './test-editor';

const open = headlessEditors();

const ids = (t: TestEditor) => t.document.elements.map((element) => element.id);

describe('keyboard', () => {
  it('nudges 1 px with an arrow and 10 px with Shift, one entry per press', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.press('ArrowRight');
    t.press('ArrowDown', { shiftKey: true });
    expect(position(t.element('a'))).toEqual({ left: 101, top: 110 });
    expect(t.editor.store.getState().past).toHaveLength(2);
    t.press('z', { ctrlKey: true });
    expect(position(t.element('a'))).toEqual({ left: 101, top: 100 });
  });

  it('makes one entry of an arrow key held down (auto-repeat)', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.press('ArrowLeft');
    for (let i = 0; i < 5; i++) t.press('ArrowLeft', { repeat: true });
    expect(position(t.element('a')).left).toBe(94);
    expect(t.editor.store.getState().past).toHaveLength(1);
    t.press('z', { metaKey: true }); // Cmd on macOS counts as Ctrl
    expect(position(t.element('a')).left).toBe(100);
  });

  it('redoes with Ctrl+Y and with Ctrl+Shift+Z', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.press('ArrowRight');
    t.press('ArrowRight');
    t.press('z', { ctrlKey: true });
    t.press('z', { ctrlKey: true });
    t.press('y', { ctrlKey: true });
    expect(position(t.element('a')).left).toBe(101);
    t.press('Z', { ctrlKey: true, shiftKey: true });
    expect(position(t.element('a')).left).toBe(102);
  });

  it('deletes the selection with Delete and Backspace; nothing without a selection', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100));
    t.press('Delete');
    expect(ids(t)).toEqual(['a', 'b']);
    expect(t.editor.canUndo()).toBe(false);
    t.click(t.centreOf('a'));
    t.press('Delete');
    t.click(t.centreOf('b'));
    t.press('Backspace');
    expect(ids(t)).toEqual([]);
    t.press('z', { ctrlKey: true });
    t.press('z', { ctrlKey: true });
    expect(ids(t)).toEqual(['a', 'b']);
  });

  it('selects all reachable elements with Ctrl+A (not locked, not hidden) and clears with Escape', async () => {
    const t = await open(
      rect('a', 100, 100),
      rect('locked', 300, 100, { locked: true }),
      rect('hidden', 500, 100, { hidden: true }),
      rect('b', 700, 100),
    );
    t.press('a', { ctrlKey: true });
    expect([...t.selection].sort()).toEqual(['a', 'b']);
    t.press('Escape');
    expect(t.selection).toEqual([]);
  });

  it('copies and pastes a copy 10 px down and right, with a new id, selected', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.press('c', { ctrlKey: true });
    t.press('v', { ctrlKey: true });
    await expect.poll(() => t.document.elements.length).toBe(2);
    const copy = t.document.elements[1]!;
    expect(copy.id).not.toBe('a');
    expect(position(copy)).toEqual({ left: 110, top: 110 });
    expect(t.selection).toEqual([copy.id]);
    t.press('z', { ctrlKey: true });
    expect(ids(t)).toEqual(['a']);
  });

  it('cuts with Ctrl+X and pastes what was cut', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100));
    t.click(t.centreOf('a'));
    t.press('x', { ctrlKey: true });
    await expect.poll(() => ids(t)).toEqual(['b']);
    t.press('v', { ctrlKey: true });
    await expect.poll(() => t.document.elements.length).toBe(2);
    expect(t.document.elements[1]!.type).toBe('rect');
  });

  it('duplicates with Ctrl+D', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.press('d', { ctrlKey: true });
    expect(t.document.elements).toHaveLength(2);
    expect(t.editor.store.getState().lastAction).toBe('Duplicate');
    // 10 px down and right at 100 %.
    expect(position(t.document.elements[1]!)).toEqual({ left: 110, top: 110 });
  });

  it('lands a copy where it is seen on a zoomed-out poster: 10 screen px away, not 2.5', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.editor.setZoom(0.25);
    expect(t.editor.getZoom()).toBeCloseTo(0.25, 5);
    t.press('d', { ctrlKey: true });
    expect(position(t.document.elements[1]!)).toEqual({ left: 140, top: 140 });
    // Copy and paste back onto the original steps the same.
    t.press('c', { ctrlKey: true });
    t.press('v', { ctrlKey: true });
    await expect.poll(() => t.document.elements.length).toBe(3);
    expect(position(t.document.elements[2]!)).toEqual({ left: 180, top: 180 });
  });

  it('groups with Ctrl+G and ungroups with Ctrl+Shift+G, keeping every position', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 300));
    t.press('a', { ctrlKey: true });
    t.press('g', { ctrlKey: true });
    expect(t.document.elements.map((element) => element.type)).toEqual(['group']);
    t.press('G', { ctrlKey: true, shiftKey: true });
    expect(ids(t)).toEqual(['a', 'b']);
    expect(position(t.element('a'))).toEqual({ left: 100, top: 100 });
    expect(position(t.element('b'))).toEqual({ left: 400, top: 300 });
  });

  it('leaves keys typed into a text field alone, but lets undo through a slider', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    const doc = t.shell.ownerDocument;
    const search = doc.createElement('input');
    t.shell.append(search);
    search.focus();
    t.press('Delete');
    t.press('a', { ctrlKey: true });
    expect(ids(t)).toEqual(['a']);
    expect(t.selection).toEqual(['a']);
    t.area.focus();
    t.press('ArrowRight');
    const slider = doc.createElement('input');
    slider.type = 'range';
    t.shell.append(slider);
    slider.focus();
    t.press('z', { ctrlKey: true });
    expect(position(t.element('a')).left).toBe(100);
  });

  it('opens the shortcuts help with ?', async () => {
    const t = await open();
    t.press('?');
    expect(t.editor.panels.state.getState().dialog).toBe('shortcuts');
    expect(t.notices).toEqual([]);
  });

  describe('scope', () => {
    it('undoes the last canvas edit when focus has fallen to the page (a panel closed)', async () => {
      const t = await open(rect('a', 100, 100));
      t.click(t.centreOf('a'));
      t.press('ArrowRight');
      // A panel's button had the focus and went away with the panel.
      const close = t.shell.ownerDocument.createElement('button');
      t.shell.append(close);
      close.focus();
      close.remove();
      expect(t.shell.ownerDocument.activeElement).toBe(t.shell.ownerDocument.body);
      const native = t.pressOnPage('z', { ctrlKey: true });
      expect(position(t.element('a')).left).toBe(100);
      // The browser's own undo (which would revert a form field) never runs.
      expect(native).toBe(true);
      t.pressOnPage('Delete');
      expect(ids(t)).toEqual([]);
    });

    it("leaves the host page's own fields their keys (a creation's name being typed)", async () => {
      const t = await open(rect('a', 100, 100));
      t.click(t.centreOf('a'));
      t.press('ArrowRight');
      const name = t.shell.ownerDocument.createElement('input');
      t.shell.ownerDocument.body.append(name);
      name.focus();
      t.pressOnPage('z', { ctrlKey: true });
      t.pressOnPage('Delete');
      name.remove();
      expect(position(t.element('a')).left).toBe(101);
      expect(ids(t)).toEqual(['a']);
    });

    it('sends stray keys to the editor last used when a page has two', async () => {
      const first = await open(rect('a', 100, 100));
      const second = await open(rect('b', 100, 100));
      first.click(first.centreOf('a'));
      second.click(second.centreOf('b'));
      first.click(first.centreOf('a'));
      (first.shell.ownerDocument.activeElement as HTMLElement | null)?.blur();
      first.pressOnPage('Delete');
      expect(ids(first)).toEqual([]);
      expect(ids(second)).toEqual(['b']);
    });
  });
});
