// @vitest-environment jsdom
// Copy, cut, paste and duplicate from the keyboard, across slides and editors, on the headless
// editor: the store and what the in-memory API stored tell what they did. The browser tests keep
// the real system clipboard.
import { Blob as TextBlob } from 'node:buffer';
import { afterEach, describe, expect, it } from 'vitest';
import { pngSize, type FiguraElement, type TextboxElement } from '@figura/sdk-core/schema';
import { CLIPBOARD_KIND } from '@figura/sdk-core/arrange';
import { MemoryFiguraApi } from '@figura/sdk-core/testing';
import { createEditorClipboard } from '../editor/clipboard';
import { headlessEditors, position, rect, slideWith, textbox } from './fixtures';
import { TestEditor } from './test-editor';

const open = headlessEditors();

const ids = (t: TestEditor) => t.document.elements.map((element) => element.id);
/** What a copy must keep: everything but the id. */
const withoutId = ({ id: _id, ...rest }: FiguraElement) => rest;
const ctrl = { ctrlKey: true };

/** Paste resolves after the key press (the clipboard is read asynchronously). */
async function paste(t: TestEditor, count: number) {
  t.press('v', ctrl);
  await expect.poll(() => t.document.elements.length).toBe(count);
}

// ---- The system clipboard, as a browser that granted access provides it ----

const page = () => globalThis.document.defaultView!;
/** Sizes the browser decodes pictures to; a blob not listed here cannot be decoded. */
const decodable = new WeakMap<Blob, { width: number; height: number }>();
let held: { type: string; blob: Blob }[] = [];

/** Grants the page's clipboard, and createImageBitmap as browsers have it (jsdom has neither). */
function grantSystemClipboard() {
  const view = page();
  held = [];
  const clipboard = {
    async writeText(text: string) {
      // A Blob with text(), as browsers have (jsdom's has none).
      held = [{ type: 'text/plain', blob: new TextBlob([text], { type: 'text/plain' }) as Blob }];
    },
    async readText() {
      const item = held.find((entry) => entry.type === 'text/plain');
      return item ? item.blob.text() : '';
    },
    async read() {
      return held.map(({ type, blob }) => ({ types: [type], getType: async () => blob }));
    },
  };
  Object.defineProperty(view.navigator, 'clipboard', { value: clipboard, configurable: true });
  Object.defineProperty(view, 'createImageBitmap', {
    configurable: true,
    value: async (blob: Blob) => {
      const size = decodable.get(blob);
      if (!size)
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { ...size, close: () => undefined };
    },
  });
}

afterEach(() => {
  const view = page();
  delete (view.navigator as { clipboard?: unknown }).clipboard;
  delete (view as { createImageBitmap?: unknown }).createImageBitmap;
});

/** A picture copied in another program: a real PNG of that size (drawn by node-canvas). */
function copyPicture(width: number, height: number) {
  const canvas = globalThis.document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const bytes = Uint8Array.from(atob(canvas.toDataURL('image/png').split(',')[1]!), (c) =>
    c.charCodeAt(0),
  );
  expect(pngSize(bytes)).toEqual({ width, height });
  // The page's own Blob: its FileReader reads only those.
  const blob = new (page() as Window & typeof globalThis).Blob([bytes], { type: 'image/png' });
  decodable.set(blob, { width, height });
  held = [{ type: 'image/png', blob }];
  return blob;
}

/** An editor that copies and pastes through the page's system clipboard, as the React shell does. */
const systemEditors: TestEditor[] = [];
afterEach(async () => {
  await Promise.all(systemEditors.splice(0).map((editor) => editor.dispose()));
});
async function openOnSystemClipboard(...elements: FiguraElement[]) {
  const editor = await TestEditor.create({
    api: new MemoryFiguraApi({ document: slideWith(...elements) }),
    clipboard: createEditorClipboard(() => page()),
  });
  systemEditors.push(editor);
  return editor;
}

describe('copy and paste', () => {
  it('pastes what was copied on one slide onto another, where it was, selected and stored there', async () => {
    const t = await open(rect('a', 300, 200), textbox('b', 700, 400, 'Results'));
    const first = t.editor.getCurrentSlideId();
    const second = await t.editor.addSlide();
    await t.editor.goToSlide(first);
    await t.settle();
    const originals = t.document.elements;
    t.press('a', ctrl);
    expect([...t.selection].sort()).toEqual(['a', 'b']);
    t.press('c', ctrl);
    await t.editor.goToSlide(second);
    await t.settle();
    expect(t.document.elements).toEqual([]);

    await paste(t, 2);
    const pasted = t.document.elements;
    for (const [index, copy] of pasted.entries()) {
      expect(['a', 'b']).not.toContain(copy.id);
      // An empty slide takes the copies where the originals were, unchanged.
      expect(withoutId(copy)).toEqual(withoutId(originals[index]!));
    }
    expect(t.selection).toEqual(pasted.map((copy) => copy.id));
    await t.editor.flush();
    expect(t.api.storedSlideIds()).toEqual([first, second]);
    expect(t.api.storedDocument(second).elements).toEqual(pasted);
    expect(t.api.storedDocument(first).elements).toEqual(originals);
  });

  it('moves each repeated paste 10 px further down and right, each its own undo step', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.press('c', ctrl);
    await paste(t, 2);
    await paste(t, 3);
    await paste(t, 4);
    expect(t.document.elements.map(position)).toEqual([
      { left: 100, top: 100 },
      { left: 110, top: 110 },
      { left: 120, top: 120 },
      { left: 130, top: 130 },
    ]);
    expect(t.selection).toEqual([t.document.elements[3]!.id]);
    t.press('z', ctrl);
    t.press('z', ctrl);
    expect(t.document.elements.map(position)).toEqual([
      { left: 100, top: 100 },
      { left: 110, top: 110 },
    ]);
  });

  it('pastes where the original was copied once the original has moved away', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.press('c', ctrl);
    const centre = t.centreOf('a');
    t.drag(centre, { x: centre.x + 300, y: centre.y + 200 });
    expect(position(t.element('a'))).toEqual({ left: 400, top: 300 });
    await paste(t, 2);
    expect(position(t.document.elements[1]!)).toEqual({ left: 100, top: 100 });
  });

  it('keeps what is on the clipboard when Ctrl+C is pressed with nothing selected', async () => {
    const t = await open(rect('a', 100, 100), textbox('b', 400, 300, 'Methods'));
    t.click(t.centreOf('b'));
    t.press('c', ctrl);
    t.press('Escape');
    expect(t.selection).toEqual([]);
    t.press('c', ctrl);
    await paste(t, 3);
    expect(t.document.elements[2]).toMatchObject({ type: 'textbox', text: 'Methods' });
  });

  it('cuts as one undo step and pastes what was cut in its stacking order', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100), rect('c', 700, 100));
    t.click(t.centreOf('c'));
    t.click(t.centreOf('a'), { shiftKey: true });
    t.press('x', ctrl);
    await expect.poll(() => ids(t)).toEqual(['b']);
    expect(t.editor.store.getState().past).toHaveLength(1);
    // Pasted where they were (their places are free), bottom first as they were stacked.
    await paste(t, 3);
    const [, first, second] = t.document.elements;
    expect([position(first!), position(second!)]).toEqual([
      { left: 100, top: 100 },
      { left: 700, top: 100 },
    ]);
    t.press('z', ctrl);
    expect(ids(t)).toEqual(['b']);
    t.press('z', ctrl);
    expect(ids(t)).toEqual(['a', 'b', 'c']);
  });

  it('copies a group with new ids for what it holds', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 300, 100));
    t.press('a', ctrl);
    t.press('g', ctrl);
    const [group] = t.document.elements as [FiguraElement & { elements: FiguraElement[] }];
    t.press('c', ctrl);
    await paste(t, 2);
    const copy = t.document.elements[1] as FiguraElement & { elements: FiguraElement[] };
    expect(copy.type).toBe('group');
    expect(copy.id).not.toBe(group.id);
    const inside = (of: { elements: FiguraElement[] }) => of.elements.map((child) => child.id);
    expect(inside(copy)).toHaveLength(2);
    for (const id of inside(copy)) expect(inside(group)).not.toContain(id);
    expect(position(copy)).toEqual({
      left: position(group).left + 10,
      top: position(group).top + 10,
    });
  });

  it('pastes into another editor of the page through the system clipboard', async () => {
    grantSystemClipboard();
    const source = await openOnSystemClipboard();
    const target = await openOnSystemClipboard();
    source.press('o');
    source.click({ x: 400, y: 300 });
    const [ellipse] = source.document.elements;
    expect(ellipse!.type).toBe('circle');
    source.press('c', ctrl);
    // What another program would paste: Figura's elements as JSON text.
    await expect.poll(() => held[0]?.type).toBe('text/plain');
    expect(JSON.parse(await held[0]!.blob.text())).toMatchObject({
      kind: 'application/x-figura-elements',
    });

    await paste(target, 1);
    const [pasted] = target.document.elements;
    expect(pasted!.id).not.toBe(ellipse!.id);
    expect(withoutId(pasted!)).toEqual(withoutId(ellipse!));
    await Promise.all([target.editor.flush(), source.editor.flush()]);
    expect(target.api.storedDocument().elements).toEqual([pasted]);
    expect(source.api.storedDocument().elements.map((element) => element.id)).toEqual([
      ellipse!.id,
    ]);
  });

  it("pastes nothing when the clipboard holds a newer editor's elements this one cannot read", async () => {
    grantSystemClipboard();
    const t = await openOnSystemClipboard(rect('a', 100, 100));
    await page().navigator.clipboard.writeText(
      JSON.stringify({ kind: CLIPBOARD_KIND, version: 9, elements: [{ type: 'hologram' }] }),
    );
    t.press('v', ctrl);
    await t.settle();
    expect(ids(t)).toEqual(['a']);
    expect(t.editor.canUndo()).toBe(false);
    expect(t.notices).toEqual([]);
  });
});

describe("pasting another program's text", () => {
  it('makes a text box of it in free space on the slide, selected, as one undo step', async () => {
    grantSystemClipboard();
    // Something sits in the middle of the 1200 x 600 slide.
    const t = await openOnSystemClipboard(rect('a', 450, 200));
    await page().navigator.clipboard.writeText('PD-1 blockade\r\nrestores killing\n');
    await paste(t, 2);
    const box = t.document.elements[1] as TextboxElement;
    expect(box).toMatchObject({ type: 'textbox', text: 'PD-1 blockade\nrestores killing' });
    expect(box.textAlign).toBe('left');
    expect(t.selection).toEqual([box.id]);
    expect(t.editor.store.getState().lastAction).toBe('Paste');
    // Not over the rectangle, and on the slide.
    const a = t.element('a') as { left: number; top: number; width: number; height: number };
    const apart =
      box.left >= a.left + a.width ||
      box.left + box.width <= a.left ||
      box.top >= a.top + a.height ||
      box.top + box.height <= a.top;
    expect(apart).toBe(true);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.left + box.width).toBeLessThanOrEqual(1200);
    t.press('z', ctrl);
    expect(ids(t)).toEqual(['a']);
  });

  it('sets a long paragraph smaller so it stays on the slide', async () => {
    grantSystemClipboard();
    const t = await openOnSystemClipboard();
    const paragraph =
      'Tumour-infiltrating T cells regain their killing after PD-1 blockade. '.repeat(12);
    await page().navigator.clipboard.writeText(paragraph);
    await paste(t, 1);
    const box = t.document.elements[0] as TextboxElement;
    expect(box.text).toBe(paragraph.trimEnd());
    // The Text tool's size on this slide is 38 px; twelve sentences need less to fit.
    expect(box.fontSize).toBeLessThan(38);
    expect(box.fontSize).toBeGreaterThanOrEqual(10);
    expect(box.width).toBeLessThanOrEqual(1200 * 0.6 + 1);
    expect(box.height).toBeLessThanOrEqual(600 * 0.4 + 1);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.top + box.height).toBeLessThanOrEqual(600);
  });

  it('takes the words, not the picture a word processor puts beside them', async () => {
    grantSystemClipboard();
    const t = await openOnSystemClipboard();
    const picture = copyPicture(60, 40);
    held = [
      { type: 'image/png', blob: picture },
      { type: 'text/plain', blob: new TextBlob(['Figure 1'], { type: 'text/plain' }) as Blob },
    ];
    await paste(t, 1);
    expect(t.document.elements[0]).toMatchObject({ type: 'textbox', text: 'Figure 1' });
  });

  it('says so, and adds nothing, when the text is longer than a text box holds', async () => {
    grantSystemClipboard();
    const t = await openOnSystemClipboard();
    await page().navigator.clipboard.writeText('x'.repeat(100_001));
    t.press('v', ctrl);
    await expect
      .poll(() => t.notices)
      .toEqual([
        'This text is too long for one text box (100,001 characters; a box holds at most 100,000). Paste it in parts.',
      ]);
    expect(t.document.elements).toEqual([]);
  });

  it('pastes nothing that is only white space', async () => {
    grantSystemClipboard();
    const t = await openOnSystemClipboard(rect('a', 100, 100));
    await page().navigator.clipboard.writeText('  \n\t ');
    t.press('v', ctrl);
    await t.settle();
    expect(ids(t)).toEqual(['a']);
    expect(t.editor.canUndo()).toBe(false);
  });
});

describe('pasting a picture from the system clipboard', () => {
  it('adds it at its own size in the middle of the slide, selected, as one undo step', async () => {
    grantSystemClipboard();
    const t = await openOnSystemClipboard(rect('a', 100, 100));
    copyPicture(60, 40);
    await paste(t, 2);
    const upload = t.document.elements[1]!;
    // The slide is 1200 x 600.
    expect(upload).toMatchObject({
      type: 'upload',
      naturalWidth: 60,
      naturalHeight: 40,
      width: 60,
      height: 40,
      left: 570,
      top: 280,
    });
    expect(String((upload as { src?: string }).src)).toMatch(/^data:image\/png;base64,/);
    expect(t.selection).toEqual([upload.id]);
    t.press('z', ctrl);
    expect(ids(t)).toEqual(['a']);
  });

  it('shrinks a picture larger than half the slide to half of it', async () => {
    grantSystemClipboard();
    const t = await openOnSystemClipboard();
    copyPicture(2400, 600);
    await paste(t, 1);
    expect(t.document.elements[0]).toMatchObject({
      naturalWidth: 2400,
      width: 600,
      height: 150,
      left: 300,
      top: 225,
    });
  });

  it('says why when the picture is of a kind slides cannot hold', async () => {
    grantSystemClipboard();
    const t = await openOnSystemClipboard();
    const bitmap = new (page() as Window & typeof globalThis).Blob([new Uint8Array(64)], {
      type: 'image/bmp',
    });
    decodable.set(bitmap, { width: 8, height: 8 });
    held = [{ type: 'image/bmp', blob: bitmap }];
    t.press('v', ctrl);
    await expect
      .poll(() => t.notices)
      .toEqual(['This image cannot be pasted: use a PNG, JPEG, GIF or WebP of at most 5 MB.']);
    expect(t.document.elements).toEqual([]);
  });

  it('says so when the picture on the clipboard cannot be read', async () => {
    grantSystemClipboard();
    const t = await openOnSystemClipboard();
    held = [
      {
        type: 'image/png',
        blob: new (page() as Window & typeof globalThis).Blob(['not a png'], { type: 'image/png' }),
      },
    ];
    t.press('v', ctrl);
    await expect.poll(() => t.notices).toEqual(['The clipboard could not be read.']);
    expect(t.document.elements).toEqual([]);
  });
});

describe('duplicate', () => {
  it('duplicates the selection with Ctrl+D on top, 10 px off, selected, as one undo step', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100), rect('c', 700, 100));
    t.click(t.centreOf('c'));
    t.click(t.centreOf('a'), { shiftKey: true });
    t.press('d', ctrl);
    const copies = t.document.elements.slice(3);
    expect(ids(t).slice(0, 3)).toEqual(['a', 'b', 'c']);
    // In their stacking order, whatever order they were selected in.
    expect(copies.map(position)).toEqual([
      { left: 110, top: 110 },
      { left: 710, top: 110 },
    ]);
    expect([...t.selection].sort()).toEqual(copies.map((copy) => copy.id).sort());
    t.press('z', ctrl);
    expect(ids(t)).toEqual(['a', 'b', 'c']);
  });

  it('duplicates nothing when nothing is selected', async () => {
    const t = await open(rect('a', 100, 100));
    t.press('d', ctrl);
    expect(ids(t)).toEqual(['a']);
    expect(t.editor.canUndo()).toBe(false);
  });
});
