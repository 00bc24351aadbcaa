// @vitest-environment jsdom
// The text toolbar (rendered by React in jsdom) and Ctrl+B, I, U on the headless editor: while a
// textbox is edited they format the selected characters (H₂O, Ca²⁺) and insert symbols at the
// caret, else the whole box (lists, alignment, font family); each is one undo step and the runs
// are what the server stores. The browser test keeps the drawing, the fonts and the export.
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectedProperties } from '@figura/sdk-core/editor';
import { elementSchema, type TextboxElement } from '@figura/sdk-core/schema';
import { MemoryFiguraApi } from '@figura/sdk-core/testing';
import type { Textbox } from 'fabric';
import { I18nProvider } from '../i18n/translation';
import TextToolbar from '../text/TextToolbar';
import { rect, slideWith, textbox, headlessEditors } from './fixtures';
import { reactRoots } from './react-root';
import { TestEditor } from './test-editor';

const open = headlessEditors();
const mount = reactRoots();

const SCIENCE = 'H2O\nCa2+\nBinding to helix and sheet domains of membrane proteins';

/** Three paragraphs at 40 px, as scientists write them before formatting. */
const science = () =>
  elementSchema.parse({
    id: 'science',
    type: 'textbox',
    left: 100,
    top: 80,
    width: 700,
    height: 150,
    text: SCIENCE,
    fontFamily: 'Inter',
    fontSize: 40,
    fill: '#000000',
  });

const text = (t: TestEditor, id = 'science') => t.element(id) as TextboxElement;
const history = (t: TestEditor) => t.editor.store.getState().past.length;

/** The text toolbar as the inspector shows it, used by its controls' names. */
async function textToolbar(t: TestEditor) {
  const host = await mount(
    createElement(I18nProvider, {
      i18n: t.editor.i18n,
      children: createElement(TextToolbar, { store: t.editor.store, view: t.view }),
    }),
  );
  const page = host.ownerDocument.defaultView as Window & typeof globalThis;
  // Selections and keys change the toolbar outside React: let it catch up before each look.
  const caughtUp = () => act(async () => {});
  const control = async <T extends HTMLElement>(name: string) => {
    await caughtUp();
    // Named by aria-label, or by the visible <label> that points at it.
    const label = [...host.querySelectorAll('label')].find((each) => each.textContent === name);
    const found =
      host.querySelector<T>(`[aria-label="${name}"]`) ??
      (label?.htmlFor ? (host.ownerDocument.getElementById(label.htmlFor) as T | null) : null);
    if (!found) throw new Error(`The text toolbar has no control named ${name}`);
    return found;
  };
  const setValue = (input: HTMLInputElement | HTMLSelectElement, value: string) => {
    const prototype = Object.getPrototypeOf(input) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
  };
  return {
    async shown() {
      await caughtUp();
      return host.querySelector('[role="toolbar"]') !== null;
    },
    async click(name: string) {
      const button = await control(name);
      await act(async () => {
        button.dispatchEvent(new page.MouseEvent('click', { bubbles: true }));
      });
    },
    async pressed(name: string) {
      return (await control(name)).getAttribute('aria-pressed') === 'true';
    },
    async value(name: string) {
      return (await control<HTMLInputElement>(name)).value;
    },
    async choose(name: string, value: string) {
      const select = await control<HTMLSelectElement>(name);
      await act(async () => {
        setValue(select, value);
        select.dispatchEvent(new page.Event('change', { bubbles: true }));
      });
    },
    /** Types a number into a field and presses Enter. */
    async enter(name: string, value: number) {
      const field = await control<HTMLInputElement>(name);
      await act(async () => {
        setValue(field, String(value));
        field.dispatchEvent(
          new page.InputEvent('input', { bubbles: true, inputType: 'insertText' }),
        );
      });
      await act(async () => {
        field.dispatchEvent(new page.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      });
    },
    /** Picks a colour (the picker's `change` as it closes). */
    async colour(name: string, value: string) {
      const field = await control<HTMLInputElement>(name);
      await act(async () => {
        setValue(field, value);
        field.dispatchEvent(new page.Event('change', { bubbles: true }));
      });
    },
  };
}

/**
 * What the person does on the canvas (keys, clicks), the toolbar re-rendering from it as React
 * would in the browser (act: the toolbar listens to the store and to fabric's text events).
 */
const user = (gesture: () => unknown) =>
  act(async () => {
    await gesture();
  });

/** Clicks the textbox and presses Enter: editing, all its text selected. */
async function edit(t: TestEditor, id = 'science') {
  await user(() => {
    t.click(t.centreOf(id));
    t.press('Enter');
  });
  expect(t.view.isEditingText()).toBe(true);
}

/** Selects characters start..end (caret indexes) with the arrow keys, as a person would. */
async function selectCharacters(t: TestEditor, start: number, end: number) {
  const edited = t.view.canvas.getActiveObject() as Textbox;
  await user(() => {
    // The caret to the start of the text (a first press collapses a selection to its start).
    t.press('ArrowLeft');
    while (edited.selectionStart > 0) t.press('ArrowLeft');
    for (let i = 0; i < start; i++) t.press('ArrowRight');
    for (let i = start; i < end; i++) t.press('ArrowRight', { shiftKey: true });
  });
  expect([edited.selectionStart, edited.selectionEnd]).toEqual([start, end]);
}

/** Ctrl+key while editing; the command loads on first use, so wait for its history entry. */
async function pressFormat(t: TestEditor, key: string) {
  const before = history(t);
  await user(async () => {
    t.press(key, { ctrlKey: true });
    await vi.waitFor(() => expect(history(t)).toBe(before + 1));
  });
}

describe('formatting the selected characters while editing', () => {
  it('subscripts the 2 of H2O and superscripts the 2+ of Ca2+, shown pressed, one step each', async () => {
    const t = await open(science());
    const toolbar = await textToolbar(t);
    await edit(t);
    await selectCharacters(t, 1, 2);
    await toolbar.click('Subscript');
    expect(await toolbar.pressed('Subscript')).toBe(true);
    await selectCharacters(t, 6, 8); // the line break counts as a caret step
    expect(await toolbar.pressed('Subscript')).toBe(false);
    await toolbar.click('Superscript');
    expect(await toolbar.pressed('Superscript')).toBe(true);
    // Style runs skip line breaks: caret 6..8 is characters 5..7.
    expect(text(t).styles).toEqual([
      { start: 1, end: 2, style: { fontSize: 24, deltaY: 4.4 } },
      { start: 5, end: 7, style: { fontSize: 24, deltaY: -14 } },
    ]);
    // Pressed again, superscript comes off.
    await toolbar.click('Superscript');
    expect(await toolbar.pressed('Superscript')).toBe(false);
    expect(text(t).styles).toHaveLength(1);
    await user(() => t.press('Escape'));
    await user(() => t.press('z', { ctrlKey: true }));
    expect(text(t).styles).toHaveLength(2);
    await user(() => t.press('z', { ctrlKey: true }));
    await user(() => t.press('z', { ctrlKey: true }));
    expect(text(t).styles).toEqual([]);
  });

  it('bolds, italicises and underlines characters with Ctrl+B, I and U; a second press takes it off', async () => {
    const t = await open(science());
    const toolbar = await textToolbar(t);
    await edit(t);
    await selectCharacters(t, 0, 1);
    await pressFormat(t, 'b');
    await selectCharacters(t, 4, 6);
    await pressFormat(t, 'i');
    await selectCharacters(t, 9, 16);
    await pressFormat(t, 'u');
    expect(text(t).styles).toEqual([
      { start: 0, end: 1, style: { fontWeight: 'bold' } },
      { start: 3, end: 5, style: { fontStyle: 'italic' } },
      { start: 7, end: 14, style: { underline: true } },
    ]);
    expect(await toolbar.pressed('Underline')).toBe(true);
    expect(await toolbar.pressed('Bold')).toBe(false);
    // The rest of the box is as it was.
    expect(text(t)).toMatchObject({ fontWeight: 'normal', fontStyle: 'normal', underline: false });
    await selectCharacters(t, 4, 6);
    await pressFormat(t, 'i');
    expect(text(t).styles.map((run) => run.style)).toEqual([
      { fontWeight: 'bold' },
      { underline: true },
    ]);
    await user(() => t.press('Escape'));
    expect(text(t).text).toBe(SCIENCE);
  });

  it('italicises the whole box when Ctrl+I is pressed with only a caret', async () => {
    const t = await open(science());
    await edit(t);
    await selectCharacters(t, 2, 2);
    await pressFormat(t, 'i');
    expect(text(t)).toMatchObject({ fontStyle: 'italic', styles: [] });
  });

  it('sizes and colours the selected characters only; the toolbar then shows the box as mixed', async () => {
    const t = await open(science());
    const toolbar = await textToolbar(t);
    await edit(t);
    await selectCharacters(t, 9, 16);
    await toolbar.enter('Font size', 56);
    await toolbar.colour('Text colour', '#b42318');
    expect(await toolbar.value('Font size')).toBe('56');
    expect(text(t)).toMatchObject({
      fontSize: 40,
      fill: '#000000',
      styles: [{ start: 7, end: 14, style: { fontSize: 56, fill: '#b42318' } }],
    });
    // Over mixed sizes the field shows the box's own.
    await selectCharacters(t, 0, 20);
    expect(await toolbar.value('Font size')).toBe('40');
    expect(history(t)).toBe(2);
  });

  it('inserts a symbol at the caret, typing carries on after it, each one undo step', async () => {
    const t = await open(science());
    const toolbar = await textToolbar(t);
    await edit(t);
    await selectCharacters(t, 20, 20); // before "helix"
    await toolbar.click('Symbols');
    await toolbar.click('Insert α (alpha)');
    expect(text(t).text).toBe(
      'H2O\nCa2+\nBinding to αhelix and sheet domains of membrane proteins',
    );
    await user(() => t.type('-'));
    await user(() => t.press('Escape')); // leaves editing, keeps the textbox selected
    expect(t.selection).toEqual(['science']);
    expect(text(t).text).toBe(
      'H2O\nCa2+\nBinding to α-helix and sheet domains of membrane proteins',
    );
    await user(() => t.press('z', { ctrlKey: true }));
    expect(text(t).text).toBe(
      'H2O\nCa2+\nBinding to αhelix and sheet domains of membrane proteins',
    );
    await user(() => t.press('z', { ctrlKey: true }));
    expect(text(t).text).toBe(SCIENCE);
  });

  it("stores what was typed before a command in the command's step, and what came after in the next", async () => {
    const t = await open(textbox('t', 100, 100, 'H2O'));
    await edit(t, 't');
    t.press('ArrowRight');
    t.type('X');
    t.press('ArrowLeft', { shiftKey: true });
    await pressFormat(t, 'b');
    t.type('Y'); // replaces the bold X, and is bold too
    t.press('Escape');
    expect(text(t, 't')).toMatchObject({
      text: 'H2OY',
      styles: [{ start: 3, end: 4, style: { fontWeight: 'bold' } }],
    });
    t.press('z', { ctrlKey: true });
    expect(text(t, 't')).toMatchObject({ text: 'H2OX', styles: [{ start: 3, end: 4 }] });
    t.press('z', { ctrlKey: true });
    expect(text(t, 't')).toMatchObject({ text: 'H2O', styles: [] });
  });
});

describe('formatting the whole box', () => {
  it('bolds, italicises and underlines all of a selected box, replacing per-character looks', async () => {
    const t = await open(science());
    const toolbar = await textToolbar(t);
    await edit(t);
    await selectCharacters(t, 0, 1);
    await pressFormat(t, 'b');
    await user(() => t.press('Escape'));
    expect(t.view.isEditingText()).toBe(false);
    // Not all of it is bold: Bold makes all of it bold, dropping the run.
    expect(await toolbar.pressed('Bold')).toBe(false);
    await toolbar.click('Bold');
    await toolbar.click('Italic');
    await toolbar.click('Underline');
    expect(text(t)).toMatchObject({
      fontWeight: 'bold',
      fontStyle: 'italic',
      underline: true,
      styles: [],
    });
    for (const name of ['Bold', 'Italic', 'Underline'])
      expect(await toolbar.pressed(name)).toBe(true);
    await toolbar.click('Bold');
    expect(text(t).fontWeight).toBe('normal');
    await user(() => t.press('z', { ctrlKey: true }));
    await user(() => t.press('z', { ctrlKey: true }));
    await user(() => t.press('z', { ctrlKey: true }));
    expect(text(t)).toMatchObject({ fontWeight: 'bold', fontStyle: 'normal', underline: false });
  });

  it('bolds, italicises and underlines a selected box with Ctrl+B, I and U, as the toolbar does', async () => {
    const t = await open(science(), rect('other', 900, 400));
    await user(() => t.click(t.centreOf('science')));
    expect(t.view.isEditingText()).toBe(false);
    await pressFormat(t, 'b');
    await pressFormat(t, 'i');
    await pressFormat(t, 'u');
    expect(text(t)).toMatchObject({ fontWeight: 'bold', fontStyle: 'italic', underline: true });
    await pressFormat(t, 'b');
    expect(text(t).fontWeight).toBe('normal');
    await user(() => t.press('z', { ctrlKey: true }));
    expect(text(t).fontWeight).toBe('bold');
    // Not with a shape among the selection, nor with a shape alone: nothing to format.
    const steps = history(t);
    await user(() => {
      t.click(t.centreOf('other'), { shiftKey: true });
      t.press('b', { ctrlKey: true });
      t.click(t.centreOf('other'));
      t.press('b', { ctrlKey: true });
    });
    await t.settle();
    expect(history(t)).toBe(steps);
  });

  it('makes bullets, numbers and alignments, each one undo step, drawn as stored', async () => {
    const t = await open(science());
    const toolbar = await textToolbar(t);
    await user(() => t.click(t.centreOf('science')));
    await toolbar.click('Bulleted list');
    expect(await toolbar.pressed('Bulleted list')).toBe(true);
    await toolbar.click('Numbered list');
    expect(await toolbar.pressed('Bulleted list')).toBe(false);
    for (const name of ['Align centre', 'Align right', 'Justify']) await toolbar.click(name);
    expect(await toolbar.pressed('Justify')).toBe(true);
    expect(text(t)).toMatchObject({ listStyle: 'numered', textAlign: 'justify' });
    await t.settle();
    // Justified, its last line left, as fabric draws it.
    expect(t.object('science')).toMatchObject({ textAlign: 'justify-left' });
    await user(() => t.press('z', { ctrlKey: true }));
    expect(text(t).textAlign).toBe('right');
    await user(() => t.press('z', { ctrlKey: true }));
    await user(() => t.press('z', { ctrlKey: true }));
    expect(text(t)).toMatchObject({ textAlign: 'left', listStyle: 'numered' });
    await user(() => t.press('z', { ctrlKey: true }));
    expect(text(t).listStyle).toBe('bullet');
    // A list button pressed again takes the list off.
    await toolbar.click('Bulleted list');
    expect(text(t).listStyle).toBe('normal');
  });

  it('sets the font family, size, line height and letter spacing; sub- and superscripts keep their proportion', async () => {
    const t = await open(science());
    const toolbar = await textToolbar(t);
    await edit(t);
    await selectCharacters(t, 1, 2);
    await toolbar.click('Subscript');
    await user(() => t.press('Escape'));
    await toolbar.choose('Font family', 'Noto Serif');
    await toolbar.enter('Font size', 80);
    await toolbar.enter('Line height', 1.5);
    await toolbar.enter('Letter spacing', 100);
    expect(text(t)).toMatchObject({
      fontFamily: 'Noto Serif',
      fontSize: 80,
      lineHeight: 1.5,
      charSpacing: 100,
      styles: [{ start: 1, end: 2, style: { fontSize: 48, deltaY: 8.8 } }],
    });
    expect(history(t)).toBe(5);
    await t.settle();
    expect(t.object('science')).toMatchObject({
      fontFamily: expect.stringContaining('Noto Serif'),
      fontSize: 80,
      lineHeight: 1.5,
      charSpacing: 100,
    });
  });

  it('keeps the box as tall as its text when the size changes, in the same undo step', async () => {
    const t = await open(science());
    const toolbar = await textToolbar(t);
    t.click(t.centreOf('science'));
    await t.settle();
    const drawnHeight = () => (t.object('science') as Textbox).height;
    const before = { height: drawnHeight(), steps: history(t) };
    // Smaller type: fewer lines, a shorter box (it kept its old height, and new elements and
    // alignment went by a box the words no longer filled).
    await toolbar.enter('Font size', 20);
    await t.settle();
    expect(drawnHeight()).toBeLessThan(before.height / 2);
    expect(text(t).height).toBeCloseTo(drawnHeight(), 0);
    expect(history(t)).toBe(before.steps + 1);
    // One undo takes back the size and the height together.
    await user(() => t.press('z', { ctrlKey: true }));
    await t.settle();
    expect(text(t)).toMatchObject({ fontSize: 40 });
    expect(text(t).height).toBeCloseTo(before.height, 0);
    expect(history(t)).toBe(before.steps);
  });

  it('undoes only the last of several changes, and stores the runs as formatted', async () => {
    const t = await open(science());
    const toolbar = await textToolbar(t);
    await edit(t);
    await selectCharacters(t, 0, 1);
    await pressFormat(t, 'b');
    await selectCharacters(t, 1, 2);
    await toolbar.click('Subscript');
    await selectCharacters(t, 6, 8);
    await toolbar.click('Superscript');
    await user(() => t.press('Escape'));
    await toolbar.click('Bulleted list');
    await toolbar.click('Justify');
    await toolbar.choose('Font family', 'Noto Serif');
    const formatted = text(t);
    expect(formatted).toMatchObject({
      listStyle: 'bullet',
      textAlign: 'justify',
      fontFamily: 'Noto Serif',
      styles: [
        { start: 0, end: 1, style: { fontWeight: 'bold' } },
        { start: 1, end: 2, style: { fontSize: 24, deltaY: 4.4 } },
        { start: 5, end: 7, style: { fontSize: 24, deltaY: -14 } },
      ],
    });
    await user(() => t.press('z', { ctrlKey: true }));
    expect(text(t)).toMatchObject({ fontFamily: 'Inter', textAlign: 'justify' });
    await user(() => t.press('y', { ctrlKey: true }));
    expect(text(t)).toEqual(formatted);

    await t.editor.flush();
    expect(t.api.storedDocument().elements).toEqual([formatted]);
    const reopened = await TestEditor.create({ api: t.api });
    try {
      expect(reopened.element('science')).toEqual(formatted);
    } finally {
      await reopened.dispose();
    }
  });

  it('is shown only while exactly one textbox is selected', async () => {
    const t = await open(science(), textbox('t', 100, 400, 'PD-1'), rect('r', 900, 400));
    const toolbar = await textToolbar(t);
    expect(await toolbar.shown()).toBe(false);
    await user(() => t.click(t.centreOf('r')));
    expect(await toolbar.shown()).toBe(false);
    await user(() => t.click(t.centreOf('science')));
    expect(await toolbar.shown()).toBe(true);
    await user(() => t.click(t.centreOf('t'), { shiftKey: true }));
    expect(t.selection).toHaveLength(2);
    expect(await toolbar.shown()).toBe(false);
  });
});

describe('entering and leaving text editing', () => {
  it('edits a selected textbox clicked again, and a click on the empty slide stores the text once', async () => {
    const t = await open(textbox('t', 100, 100, 'Hello'));
    t.click(t.centreOf('t'));
    expect(t.view.isEditingText()).toBe(false);
    t.click(t.centreOf('t'));
    expect(t.view.isEditingText()).toBe(true);
    t.type(', cells');
    expect(text(t, 't').text).toBe('Hello');
    t.click({ x: 1000, y: 500 });
    expect(t.view.isEditingText()).toBe(false);
    expect(t.selection).toEqual([]);
    // The click put the caret after the last letter.
    expect(text(t, 't').text).toBe('Hello, cells');
    expect(history(t)).toBe(1);
    t.press('z', { ctrlKey: true });
    expect(text(t, 't').text).toBe('Hello');
  });

  it('leaves Enter to the page when no textbox is selected', async () => {
    const t = await open(textbox('t', 100, 100, 'Hello'), rect('r', 600, 300));
    expect(t.pressOnPage('Enter')).toBe(false);
    t.click(t.centreOf('r'));
    expect(t.pressOnPage('Enter')).toBe(false);
    expect(t.view.isEditingText()).toBe(false);
    expect(t.editor.canUndo()).toBe(false);
  });
});

describe('a commentor’s text', () => {
  const opened: TestEditor[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((editor) => editor.dispose()));
  });

  it('is selected but never edited: no toolbar, and Enter or a second click leave it as it is', async () => {
    const api = new MemoryFiguraApi({ document: slideWith(textbox('t', 100, 100, 'Hello')) });
    const getFirstSlide = api.getFirstSlide.bind(api);
    api.getFirstSlide = async (creationId) => {
      const first = await getFirstSlide(creationId);
      return { ...first, creation: { ...first.creation, access: 'commentor' as const } };
    };
    const t = await TestEditor.create({ api });
    opened.push(t);
    t.click(t.centreOf('t'));
    expect(t.selection).toEqual(['t']);
    // The inspector, and the text toolbar in it, is not shown to a commentor.
    expect(selectedProperties(t.editor.store.getState())).toBeNull();
    t.press('Enter');
    expect(t.view.isEditingText()).toBe(false);
    t.click(t.centreOf('t'));
    expect(t.view.isEditingText()).toBe(false);
    t.press('b', { ctrlKey: true });
    expect(text(t, 't')).toMatchObject({ text: 'Hello', fontWeight: 'normal' });
    expect(t.editor.canUndo()).toBe(false);
  });
});
