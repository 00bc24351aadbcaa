// The real system clipboard (across tabs, and a picture another program put there), the layers
// panel's mouse drag and the opacity slider's, in Chromium. Copy, cut, paste, duplicate and what
// the panel and the slider do to the slide are checked on the headless editor (clipboard.test.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import { openCreationInNewTab, openEmbeddedCreation, type EmbeddedCreation } from './support/embed';
import {
  canvasPixels,
  documentPointToScreen,
  drawWithTool,
  editorDocument,
  waitForSaved,
  type DocElement,
  waitForEditor,
} from './support/editor';

const SCOPE = 'figura-editor';
const stack = useTestStack('clipboard-layers');

const elements = async (page: Page) => (await editorDocument(page, SCOPE)).elements;
const ids = async (page: Page) => (await elements(page)).map((e) => e.id);
const button = (page: Page, name: string) =>
  page.locator(SCOPE).getByRole('button', { name, exact: true });
/** Draws with a toolbar tool: the tool, then a click on the slide (slide px; default the middle). */
const draw = (page: Page, tool: string, at?: { x: number; y: number }) =>
  drawWithTool(page, tool, { scope: SCOPE, at });
const selection = (page: Page) =>
  page.evaluate(
    (s) => (document.querySelector(`${s} .figura-root`) as any).figuraEditor.getSelection(),
    SCOPE,
  ) as Promise<string[]>;

/** The slide's elements as the server has them, once autosave has caught up (status may lag). */
const stored = async (api: EmbeddedCreation['api'], creationId: string, slideId: string) =>
  (await api.getContent(creationId, slideId)).content.elements as DocElement[];
const storedIds = async (api: EmbeddedCreation['api'], creationId: string, slideId: string) =>
  (await stored(api, creationId, slideId)).map((e) => e.id);

/** What a copy must keep: everything but the id. */
const withoutId = ({ id: _id, ...rest }: DocElement) => rest;

/** Clicks an empty spot of the canvas (its top-left corner), as a user does to focus it. */
async function clickEmptyCanvas(page: Page) {
  const point = await documentPointToScreen(page, 3, 3, SCOPE);
  await page.mouse.click(point.x, point.y);
}

async function clickElement(page: Page, element: DocElement) {
  const width = (element.width ?? 0) * (element.scaleX ?? 1);
  const height = (element.height ?? 0) * (element.scaleY ?? 1);
  const point = await documentPointToScreen(
    page,
    element.left! + width / 2,
    element.top! + height / 2,
    SCOPE,
  );
  await page.mouse.click(point.x, point.y);
}

async function reloadEditor(page: Page) {
  await page.reload();
  await waitForEditor(page, SCOPE);
}

async function grantClipboard(context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.urls.portal,
  });
}

describe('copy and paste', () => {
  it('pastes an ellipse copied in one creation into another creation open in a second tab', async () => {
    const source = await openEmbeddedCreation(stack, 'creation-copier');
    await grantClipboard(source.context);
    const other = await source.api.createCreation({ type: 'abstract', name: 'Second abstract' });
    const { page } = source;
    await draw(page, 'Ellipse');
    const [ellipse] = await elements(page);
    expect(ellipse!.type).toBe('circle');
    // The ellipse is selected once added; Ctrl+C needs the focus in the editor.
    await clickElement(page, ellipse!);
    expect(await selection(page)).toEqual([ellipse!.id]);
    await page.keyboard.press('Control+c');

    const target = await openCreationInNewTab(source, other.id);
    expect(await elements(target.page)).toEqual([]);
    await clickEmptyCanvas(target.page);
    await target.page.keyboard.press('Control+v');
    await expect.poll(async () => (await elements(target.page)).length).toBe(1);
    const [pasted] = await elements(target.page);
    expect(pasted!.id).not.toBe(ellipse!.id);
    expect(withoutId(pasted!)).toEqual(withoutId(ellipse!));
    await waitForSaved(target.page, SCOPE);

    // Stored on the other creation's server slide: a reload shows it.
    await reloadEditor(target.page);
    expect(await elements(target.page)).toEqual([pasted]);
    expect(await stored(source.api, other.id, other.slides[0]!.id)).toEqual([pasted]);
    expect(source.pageErrors).toEqual([]);
    expect(target.pageErrors).toEqual([]);
    await source.context.close();
  });
});

describe('pasting an image from the system clipboard', () => {
  it('adds it as an upload, stored as a file and drawn, also after a reload', async () => {
    const { api, creationId, slideId, context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'image-paster',
    );
    await grantClipboard(context);
    // What another application puts on the clipboard: a 60x40 PNG, red on the left half.
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 60;
      canvas.height = 40;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, 60, 40);
      context.fillStyle = '#d00000';
      context.fillRect(0, 0, 30, 40);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/png'),
      );
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    });
    await clickEmptyCanvas(page);
    await page.keyboard.press('Control+v');
    await expect.poll(async () => (await elements(page)).map((e) => e.type)).toEqual(['upload']);
    // Stored once as a file, and the slide names it (docs/files.md).
    await expect.poll(async () => String((await elements(page))[0]!.src)).toMatch(/^figura-file:/);
    // Its size and place: clipboard.test.ts (the headless editor).
    const [upload] = await elements(page);
    expect(String(upload!.src)).toMatch(/^figura-file:[0-9a-f]{64}$/);
    // Drawn: the left half of the pasted image is red on the canvas (read with nothing selected:
    // the selection's handles sit over a small picture's edges).
    await page.keyboard.press('Escape');
    const redHalf = { left: upload!.left! + 10, top: upload!.top! + 20, width: 0, height: 0 };
    await expect
      .poll(async () => (await canvasPixels(page, redHalf, SCOPE))[0])
      .toBeGreaterThan(180);
    const pixel = await canvasPixels(page, redHalf, SCOPE);
    expect(pixel[1]).toBeLessThan(60);
    await expect.poll(() => storedIds(api, creationId, slideId)).toEqual([upload!.id]);
    await waitForSaved(page, SCOPE);
    await reloadEditor(page);
    expect(await stored(api, creationId, slideId)).toEqual([upload]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe("pasting another program's text", () => {
  it('makes a text box of it in view, drawn, selected and stored', async () => {
    const { api, creationId, slideId, context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'text-paster',
    );
    await grantClipboard(context);
    // What a word processor puts on the clipboard: two lines of plain text.
    await page.evaluate(() =>
      navigator.clipboard.writeText('PD-1 blockade\r\nrestores T-cell killing'),
    );
    await clickEmptyCanvas(page);
    await page.keyboard.press('Control+v');
    await expect.poll(async () => (await elements(page)).map((e) => e.type)).toEqual(['textbox']);
    const [box] = await elements(page);
    expect(box!.text).toBe('PD-1 blockade\nrestores T-cell killing');
    expect(await selection(page)).toEqual([box!.id]);
    // Drawn: dark text in the box's top and bottom halves (two lines) on the white slide.
    const darkIn = async (top: number, bottom: number) => {
      const rect = { left: box!.left!, top, width: box!.width!, height: bottom - top };
      const data = await canvasPixels(page, rect, SCOPE);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 200) dark++;
      return dark;
    };
    const middle = box!.top! + box!.height! / 2;
    await expect.poll(() => darkIn(box!.top!, middle)).toBeGreaterThan(20);
    expect(await darkIn(middle, box!.top! + box!.height!)).toBeGreaterThan(20);
    await expect.poll(() => storedIds(api, creationId, slideId)).toEqual([box!.id]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

// What the panel and the slider do to the slide (undo, redo, what is stored) is checked on the
// headless editor (clipboard.test.ts); here the real mouse drives them.
describe('the layers panel and the opacity slider', () => {
  it('restacks layers by dragging a row with the mouse', async () => {
    const { context, page, pageErrors } = await openEmbeddedCreation(stack, 'layer-dragger');
    for (const x of [250, 600, 950]) await draw(page, 'Rectangle', { x, y: 300 });
    const [a, b, c] = await ids(page);
    await button(page, 'Layers').click();
    const layers = page.locator(SCOPE).getByRole('list', { name: 'Layers' });
    const row = (id: string) => layers.locator(`[data-layer-id="${id}"]`);
    const rowOrder = () =>
      layers.getByRole('listitem').evaluateAll((rows) => rows.map((r) => r.dataset.layerId));
    // Top-most first (the panel loads on first use).
    await expect.poll(rowOrder).toEqual([c, b, a]);

    // Drag the bottom layer onto the top row: it becomes the top-most element.
    await row(a!).dragTo(row(c!));
    await expect.poll(() => ids(page)).toEqual([b, c, a]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sets opacity by dragging the slider, and one Ctrl+Z undoes the whole drag', async () => {
    const { context, page, pageErrors } = await openEmbeddedCreation(stack, 'opacity-dragger');
    await draw(page, 'Rectangle', { x: 300, y: 300 });
    const [rect] = await elements(page);
    await clickElement(page, rect!);
    expect(await selection(page)).toEqual([rect!.id]);
    const opacityOf = async (id: string) =>
      (await elements(page)).find((e) => e.id === id)!.opacity ?? 1;

    // Grab the thumb at 100 % (the right end) and drag it to the middle in several steps.
    const slider = page.locator(SCOPE).getByRole('slider', { name: 'Opacity' });
    expect(await slider.inputValue()).toBe('100');
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 4, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 4 });
    // Mid-drag the element already follows (so the gesture makes several changes).
    const midway = Number(await slider.inputValue());
    expect(midway).toBeLessThan(100);
    expect(await opacityOf(rect!.id)).toBeCloseTo(midway / 100, 5);
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 4 });
    await page.mouse.up();
    const dragged = Number(await slider.inputValue());
    expect(dragged).toBeLessThan(midway);
    expect(dragged).toBeGreaterThan(30);
    expect(dragged).toBeLessThan(70);
    expect(await opacityOf(rect!.id)).toBeCloseTo(dragged / 100, 5);

    // One Ctrl+Z, pressed right after the drag, undoes the whole gesture.
    await page.keyboard.press('Control+z');
    expect(await opacityOf(rect!.id)).toBe(1);
    expect(await slider.inputValue()).toBe('100');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
