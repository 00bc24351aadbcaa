// @vitest-environment jsdom
// Arranging on the headless editor: the toolbar's align, distribute, restack, group and lock
// buttons (they call editor.commands) and the shortcuts help, each undone and redone as a user
// would with Ctrl+Z and Ctrl+Y (the layers panel: layers.test.ts).
import { act, createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ZOrder } from '@figura/sdk-core/arrange';
import { arrangeAvailability } from '@figura/sdk-core/editor';
import type { FiguraElement } from '@figura/sdk-core/schema';
import { createEnglishI18n, MemoryFiguraApi } from '@figura/sdk-core/testing';
import { I18nProvider } from '../i18n/translation';
import { ShortcutsPanel } from '../panels/ShortcutsPanel';
import { headlessEditors, position, rect, slideWith } from './fixtures';
import { TestEditor } from './test-editor';
import { reactRoots } from './react-root';

const open = headlessEditors();

const ids = (t: TestEditor) => t.document.elements.map((element) => element.id);
const lefts = (t: TestEditor) => t.document.elements.map((element) => position(element).left);
const history = (t: TestEditor) => t.editor.store.getState();
const undo = (t: TestEditor) => t.press('z', { ctrlKey: true });
const redo = (t: TestEditor) => t.press('y', { ctrlKey: true });

/** Shift-clicks each element in turn, as a user builds a selection. */
function shiftSelect(t: TestEditor, ...selected: string[]) {
  t.click(t.centreOf(selected[0]!));
  for (const id of selected.slice(1)) t.click(t.centreOf(id), { shiftKey: true });
}

/** An element's right and bottom edges (unscaled rectangles: left + width). */
const box = (element: FiguraElement) => {
  const { left, top, width, height } = element as unknown as Record<string, number>;
  return { left: left!, top: top!, right: left! + width!, bottom: top! + height! };
};

// React components mount inside the editor's container, as the shell puts its panels there.
const mount = reactRoots();
const mountIn = (t: TestEditor, element: ReactElement) =>
  mount(createElement(I18nProvider, { i18n: createEnglishI18n(), children: element }), t.shell);

describe('aligning', () => {
  it('lines up the left edges of a shift-clicked selection with its leftmost, one undo step', async () => {
    const t = await open(rect('a', 200, 80), rect('b', 500, 250), rect('c', 800, 420));
    shiftSelect(t, 'a', 'b', 'c');
    t.editor.commands.align('left');
    expect(lefts(t)).toEqual([200, 200, 200]);
    // Only across: the tops stay.
    expect(t.document.elements.map((element) => position(element).top)).toEqual([80, 250, 420]);
    expect(history(t).lastAction).toBe('Align left');
    expect(history(t).past).toHaveLength(1);
    undo(t);
    expect(lefts(t)).toEqual([200, 500, 800]);
    redo(t);
    expect(lefts(t)).toEqual([200, 200, 200]);
    // The view follows: the objects are drawn where the document says.
    t.press('Escape');
    await t.settle();
    expect(t.object('c').left).toBeCloseTo(200, 5);
  });

  it('lines up centres, right edges, tops, middles and bottoms with the selection’s bounds', async () => {
    // A marquee around two rectangles of different sizes: bounds 100..500 across, 100..400 down.
    const t = await open(
      rect('small', 100, 100),
      rect('big', 300, 200, { width: 200, height: 200 }),
    );
    t.drag({ x: 50, y: 50 }, { x: 550, y: 450 });
    expect([...t.selection].sort()).toEqual(['big', 'small']);
    const expected = {
      centre: { small: { left: 250 }, big: { left: 200 } },
      right: { small: { left: 400 }, big: { left: 300 } },
      top: { small: { top: 100 }, big: { top: 100 } },
      middle: { small: { top: 225 }, big: { top: 150 } },
      bottom: { small: { top: 350 }, big: { top: 200 } },
    } as const;
    for (const [alignment, want] of Object.entries(expected)) {
      t.editor.commands.align(alignment as keyof typeof expected);
      expect(position(t.element('small')), alignment).toMatchObject(want.small);
      expect(position(t.element('big')), alignment).toMatchObject(want.big);
      undo(t);
      expect(position(t.element('small')), alignment).toEqual({ left: 100, top: 100 });
    }
    expect(t.editor.canUndo()).toBe(false);
  });

  it('aligns a single selected element to the slide', async () => {
    const t = await open(rect('a', 130, 70));
    t.click(t.centreOf('a'));
    t.editor.commands.align('centre');
    t.editor.commands.align('middle');
    // The slide is 1200 x 600, the rectangle 100 x 50.
    expect(position(t.element('a'))).toEqual({ left: 550, top: 275 });
    t.editor.commands.align('right');
    t.editor.commands.align('bottom');
    expect(position(t.element('a'))).toEqual({ left: 1100, top: 550 });
    expect(history(t).past).toHaveLength(4);
    undo(t);
    undo(t);
    expect(position(t.element('a'))).toEqual({ left: 550, top: 275 });
  });

  it('leaves a locked element where it is, lining the others up with it', async () => {
    const t = await open(rect('locked', 50, 300, { locked: true }), rect('free', 400, 100));
    // A locked element cannot be clicked; the layers panel or a host selects it.
    t.editor.select(['locked', 'free']);
    t.editor.commands.align('left');
    expect(position(t.element('locked'))).toEqual({ left: 50, top: 300 });
    expect(position(t.element('free'))).toEqual({ left: 50, top: 100 });
  });
});

describe('distributing', () => {
  it('spaces three elements with equal gaps across, the outer two fixed, then aligns and undoes', async () => {
    // The e2e arrange journey: three rectangles in a falling row, spread by a drag, Ctrl+A.
    const t = await open(rect('a', 150, 95), rect('b', 450, 275), rect('c', 750, 455));
    const centre = t.centreOf('c');
    t.drag(centre, { x: centre.x + 260, y: centre.y });
    expect(position(t.element('c')).left).toBe(1010);
    t.press('a', { ctrlKey: true });
    expect([...t.selection].sort()).toEqual(['a', 'b', 'c']);

    t.editor.commands.distribute('horizontal');
    const [a, b, c] = ['a', 'b', 'c'].map((id) => box(t.element(id)));
    expect(b!.left - a!.right).toBeCloseTo(c!.left - b!.right, 3);
    expect([a!.left, c!.left]).toEqual([150, 1010]);
    expect(position(t.element('b')).top).toBe(275);
    const distributed = lefts(t);

    t.editor.commands.align('left');
    expect(lefts(t)).toEqual([150, 150, 150]);
    undo(t);
    expect(lefts(t)).toEqual(distributed);
    redo(t);
    expect(lefts(t)).toEqual([150, 150, 150]);
    // Three steps in all: the drag, the distribute and the align.
    expect(history(t).past).toHaveLength(3);
  });

  it('spaces elements down the slide, keeping their order by centre', async () => {
    const t = await open(rect('top', 100, 0), rect('bottom', 100, 500), rect('mid', 400, 100));
    t.press('a', { ctrlKey: true });
    t.editor.commands.distribute('vertical');
    // 550 px from the top one's top to the bottom one's bottom, 150 px of it rectangles: 200 px
    // gaps.
    expect(t.document.elements.map((element) => position(element).top)).toEqual([0, 500, 250]);
    expect(history(t).lastAction).toBe('Distribute vertically');
    undo(t);
    expect(position(t.element('mid')).top).toBe(100);
  });

  it('does nothing, and records nothing, with fewer than three elements or none', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 700, 300));
    t.editor.commands.distribute('horizontal');
    t.editor.commands.align('left');
    t.editor.commands.reorder('front');
    t.editor.commands.toggleLock();
    t.editor.commands.group();
    expect(t.editor.canUndo()).toBe(false);
    t.press('a', { ctrlKey: true });
    t.editor.commands.distribute('horizontal');
    t.editor.commands.distribute('vertical');
    expect(lefts(t)).toEqual([100, 700]);
    expect(t.editor.canUndo()).toBe(false);
  });
});

describe('restacking', () => {
  it('brings forward, sends backward, to the front and to the back, each undone and redone', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 140, 120), rect('c', 180, 140));
    t.editor.select(['a']);
    const steps: [ZOrder, string[]][] = [
      ['forward', ['b', 'a', 'c']],
      ['front', ['b', 'c', 'a']],
      ['backward', ['b', 'a', 'c']],
      ['back', ['a', 'b', 'c']],
    ];
    let before = ids(t);
    for (const [order, after] of steps) {
      t.editor.commands.reorder(order);
      expect(ids(t), order).toEqual(after);
      undo(t);
      expect(ids(t), `${order} undone`).toEqual(before);
      redo(t);
      expect(ids(t), `${order} redone`).toEqual(after);
      before = after;
    }
    expect(history(t).lastAction).toBe('Send to back');
    // Drawn in the new order too.
    await t.settle();
    const objects = t.view.canvas.getObjects();
    expect(objects.indexOf(t.object('a'))).toBeLessThan(objects.indexOf(t.object('c')));
  });

  it('brings a multi-selection to the front keeping its own order; nothing when already there', async () => {
    const t = await open(
      rect('a', 100, 100),
      rect('b', 300, 100),
      rect('c', 500, 100),
      rect('d', 700, 100),
    );
    shiftSelect(t, 'b', 'a');
    t.editor.commands.reorder('front');
    expect(ids(t)).toEqual(['c', 'd', 'a', 'b']);
    t.editor.commands.reorder('front');
    t.editor.commands.reorder('forward');
    expect(history(t).past).toHaveLength(1);
    undo(t);
    expect(ids(t)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('grouping', () => {
  it('groups a shift-clicked pair with Ctrl+G where the top-most was, undone and redone', async () => {
    const t = await open(rect('a', 100, 100), rect('middle', 700, 400), rect('b', 400, 300));
    shiftSelect(t, 'b', 'a');
    t.press('g', { ctrlKey: true });
    const group = t.document.elements[1]!;
    expect(t.document.elements.map((element) => element.type)).toEqual(['rect', 'group']);
    expect(ids(t)[0]).toBe('middle');
    expect(t.selection).toEqual([group.id]);
    expect(position(group)).toEqual({ left: 100, top: 100 });
    expect((group as unknown as { elements: FiguraElement[] }).elements.map((e) => e.id)).toEqual([
      'a',
      'b',
    ]);
    undo(t);
    expect(ids(t)).toEqual(['a', 'middle', 'b']);
    // The group is gone from the selection with it.
    expect(t.selection).toEqual([]);
    redo(t);
    expect(ids(t)).toEqual(['middle', group.id]);
  });

  it('moves a group as one and ungroups it where it was moved to, each step undone', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 300));
    t.drag({ x: 50, y: 50 }, { x: 550, y: 400 });
    t.press('g', { ctrlKey: true });
    const [group] = t.selection;
    await t.settle();
    const centre = t.centreOf(group!);
    t.drag(centre, { x: centre.x + 60, y: centre.y + 40 });
    expect(position(t.element(group!))).toEqual({ left: 160, top: 140 });
    t.press('G', { ctrlKey: true, shiftKey: true });
    expect(ids(t)).toEqual(['a', 'b']);
    expect([...t.selection].sort()).toEqual(['a', 'b']);
    expect(position(t.element('a'))).toEqual({ left: 160, top: 140 });
    expect(position(t.element('b'))).toEqual({ left: 460, top: 340 });
    undo(t);
    expect(ids(t)).toEqual([group]);
    undo(t);
    expect(position(t.element(group!))).toEqual({ left: 100, top: 100 });
    undo(t);
    expect(position(t.element('a'))).toEqual({ left: 100, top: 100 });
    expect(t.editor.canUndo()).toBe(false);
  });

  it('does not group a single element, nor ungroup what is no group', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.press('g', { ctrlKey: true });
    t.press('G', { ctrlKey: true, shiftKey: true });
    expect(ids(t)).toEqual(['a']);
    expect(t.editor.canUndo()).toBe(false);
    expect(arrangeAvailability(t.document, t.selection)).toMatchObject({
      canGroup: false,
      canUngroup: false,
    });
  });
});

describe('locking', () => {
  it('locks the selection so it can no longer be selected or moved, and unlocks it', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100));
    t.click(t.centreOf('a'));
    t.editor.commands.toggleLock();
    expect(t.element('a').locked).toBe(true);
    expect(history(t).lastAction).toBe('Lock');
    t.press('Escape');
    await t.settle();
    const centre = t.centreOf('a');
    t.drag(centre, { x: centre.x + 100, y: centre.y });
    expect(position(t.element('a'))).toEqual({ left: 100, top: 100 });
    t.press('a', { ctrlKey: true });
    expect(t.selection).toEqual(['b']);
    // Selected from the layers panel: the toolbar's lock button now unlocks.
    t.editor.select(['a']);
    expect(arrangeAvailability(t.document, t.selection).allLocked).toBe(true);
    t.editor.commands.toggleLock();
    expect(t.element('a').locked).toBe(false);
    expect(history(t).lastAction).toBe('Unlock');
    t.press('Escape');
    await t.settle();
    t.drag(t.centreOf('a'), { x: centre.x + 100, y: centre.y });
    expect(position(t.element('a'))).toEqual({ left: 200, top: 100 });
  });

  it('locks a partly locked selection wholly; undo and redo give back each one’s own state', async () => {
    const t = await open(rect('a', 100, 100, { locked: true }), rect('b', 400, 100));
    t.editor.select(['a', 'b']);
    t.editor.commands.toggleLock();
    expect([t.element('a').locked, t.element('b').locked]).toEqual([true, true]);
    undo(t);
    expect([t.element('a').locked, t.element('b').locked]).toEqual([true, false]);
    redo(t);
    expect([t.element('a').locked, t.element('b').locked]).toEqual([true, true]);
    t.editor.commands.toggleLock();
    expect([t.element('a').locked, t.element('b').locked]).toEqual([false, false]);
    undo(t);
    expect([t.element('a').locked, t.element('b').locked]).toEqual([true, true]);
  });
});

describe('flipping', () => {
  it('mirrors the selection in place and back, one step each', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.editor.commands.flip('horizontal');
    expect(t.element('a')).toMatchObject({ flipX: true, left: 100, top: 100 });
    t.editor.commands.flip('vertical');
    expect(t.element('a')).toMatchObject({ flipX: true, flipY: true });
    undo(t);
    undo(t);
    expect(t.element('a')).toMatchObject({ flipX: false, flipY: false });
    redo(t);
    expect(t.element('a')).toMatchObject({ flipX: true, flipY: false });
  });
});

describe('a commentor’s editor', () => {
  it('aligns, distributes, restacks, groups, flips and locks nothing', async () => {
    const api = new MemoryFiguraApi({
      document: slideWith(rect('a', 100, 100), rect('b', 400, 250), rect('c', 700, 400)),
    });
    const getFirstSlide = api.getFirstSlide.bind(api);
    api.getFirstSlide = async (creationId) => {
      const first = await getFirstSlide(creationId);
      return { ...first, creation: { ...first.creation, access: 'commentor' as const } };
    };
    const t = await TestEditor.create({ api });
    try {
      const before = t.document;
      // Commenting on them needs them selected: selecting still works.
      t.drag({ x: 50, y: 50 }, { x: 850, y: 500 });
      expect([...t.selection].sort()).toEqual(['a', 'b', 'c']);
      const { commands } = t.editor;
      commands.align('left');
      commands.distribute('horizontal');
      commands.reorder('front');
      commands.flip('vertical');
      commands.toggleLock();
      t.press('g', { ctrlKey: true });
      expect(t.document).toBe(before);
      expect(t.editor.canUndo()).toBe(false);
    } finally {
      await t.dispose();
    }
  });
});

describe('the shortcuts help', () => {
  it('lists every shortcut, the grouping and history keys among them, and closes on Escape', async () => {
    const t = await open();
    t.press('?');
    expect(t.editor.panels.state.getState().dialog).toBe('shortcuts');
    const dialog = await mountIn(
      t,
      createElement(ShortcutsPanel, {
        mac: false,
        onClose: () => t.editor.panels.closeDialog(),
      }),
    );
    const text = dialog.textContent ?? '';
    for (const words of [
      'Ctrl+C',
      'Ctrl+Shift+G',
      'Nudge by 10 px',
      'Redo',
      'Ctrl+Y / Ctrl+Shift+Z',
      'Ctrl+B / Ctrl+I / Ctrl+U',
      'Alt+drag',
    ])
      expect(text).toContain(words);
    expect(dialog.querySelectorAll('tbody tr')).toHaveLength(30);
    // The close button has the focus: Escape there closes the dialog.
    await act(async () => t.press('Escape'));
    expect(t.editor.panels.state.getState().dialog).toBeNull();
  });
});
