// Arrange in the browser: the toolbar's distribute and align buttons and the system clipboard
// on drawn rectangles, the shortcuts help from its button, and what was shown saved, checked
// through the API and after a reload. Aligning, distributing, restacking, grouping, locking, the
// layers panel's keys and the shortcuts list, each undone and redone, run on the headless editor
// (react-editor/src/testing/arrange.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import {
  documentPointToScreen,
  drawWithTool,
  editorDocument,
  waitForSaved,
  type DocElement,
  waitForEditor,
} from './support/editor';

const SCOPE = 'figura-editor';
const stack = useTestStack('arrange');

const selection = (page: Page) =>
  page.evaluate(
    (s) => (document.querySelector(`${s} .figura-root`) as any).figuraEditor.getSelection(),
    SCOPE,
  ) as Promise<string[]>;

async function clickElement(page: Page, element: DocElement, modifiers: 'Shift'[] = []) {
  const width = (element.width ?? 0) * (element.scaleX ?? 1);
  const height = (element.height ?? 0) * (element.scaleY ?? 1);
  const point = await documentPointToScreen(
    page,
    element.left! + width / 2,
    element.top! + height / 2,
    SCOPE,
  );
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.click(point.x, point.y);
  for (const key of modifiers) await page.keyboard.up(key);
}

/** Drags an element by (dx, dy) document pixels with the mouse. */
async function dragElement(page: Page, element: DocElement, dx: number, dy: number) {
  const cx = element.left! + element.width! / 2;
  const cy = element.top! + element.height! / 2;
  const from = await documentPointToScreen(page, cx, cy, SCOPE);
  const to = await documentPointToScreen(page, cx + dx, cy + dy, SCOPE);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

const byId = (elements: DocElement[], id: string) => elements.find((e) => e.id === id)!;
const rects = async (page: Page) => (await editorDocument(page, SCOPE)).elements;

describe('arranging elements', () => {
  it('distributes, aligns and pastes from the toolbar and the clipboard, and saves what it shows', async () => {
    const { api, creationId, slideId, context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'arranger',
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.urls.portal,
    });
    const editor = page.locator(SCOPE);
    const button = (name: string) => editor.getByRole('button', { name, exact: true });

    // Three rectangles in a falling row: aligned left later, they must not cover each other.
    for (const [x, y] of [
      [200, 120],
      [500, 300],
      [800, 480],
    ] as const)
      await drawWithTool(page, 'Rectangle', { scope: SCOPE, at: { x, y } });
    const added = await rects(page);
    expect(added).toHaveLength(3);
    const [a, b] = added as [DocElement, DocElement, DocElement];
    // Spread them out with a drag (one history entry), so no two share a centre.
    const placed = added[2]!;
    await dragElement(page, placed, 260, 0);
    const c = byId(await rects(page), placed.id);
    expect(c.left).toBeGreaterThan(placed.left! + 200);

    // Ctrl+A selects all three (selecting, nudging, grouping and the other keys are covered on
    // the headless editor: react-editor/src/testing).
    await editor.locator('.figura-canvas-area').focus();
    await page.keyboard.press('Control+a');
    expect([...(await selection(page))].sort()).toEqual([a.id, b.id, c.id].sort());

    // The toolbar's buttons reach the engine: distribute spaces them out, align lines them up
    // (each edge case and its undo and redo: react-editor/src/testing/arrange.test.ts).
    await button('Distribute horizontally').click();
    const right = (e: DocElement) => e.left! + e.width! * (e.scaleX ?? 1);
    const now = (await rects(page)).slice().sort((x, y) => x.left! - y.left!);
    expect(now[1]!.left! - right(now[0]!)).toBeCloseTo(now[2]!.left! - right(now[1]!), 3);
    await button('Align left').click();
    const minLeft = Math.min(...now.map((e) => e.left!));
    for (const element of await rects(page)) expect(element.left).toBeCloseTo(minLeft, 3);

    // Copy and paste one element: a copy with a new id, 10 screen px down and right (10 slide px,
    // more when zoomed out: arrange/edit.ts's duplicateOffset).
    const zoom = await page.evaluate(
      (selector) => (document.querySelector(selector) as any).figuraCanvas.getZoom() as number,
      `${SCOPE} canvas[data-testid="figura-canvas"]`,
    );
    const step = Math.max(10, Math.round(10 / zoom));
    await editor.locator('.figura-canvas-area').focus();
    await page.keyboard.press('Escape');
    await clickElement(page, byId(await rects(page), a.id));
    expect(await selection(page)).toEqual([a.id]);
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(async () => (await rects(page)).length).toBe(4);
    const pasted = (await rects(page))[3]!;
    const source = byId(await rects(page), a.id);
    expect(pasted.id).not.toBe(a.id);
    expect(pasted.left).toBeCloseTo(source.left! + step, 3);
    expect(pasted.top).toBeCloseTo(source.top! + step, 3);
    expect(await selection(page)).toEqual([pasted.id]);
    await page.keyboard.press('Control+z');
    expect(await rects(page)).toHaveLength(3);
    await page.keyboard.press('Control+y');
    expect(await rects(page)).toHaveLength(4);

    // The shortcuts help opens from its toolbar button (its list, ? and Escape: arrange.test.ts).
    await button('Keyboard shortcuts').click();
    const help = editor.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.textContent()).toContain('Ctrl+Shift+G');
    await help.getByRole('button', { name: 'Close keyboard shortcuts' }).click();
    await help.waitFor({ state: 'detached' });

    // Saved as shown: the API has the same elements, and so does the editor after a reload.
    const final = await rects(page);
    await waitForSaved(page, SCOPE);
    const stored = await api.getContent(creationId, slideId);
    expect(stored.content.elements.map((e: DocElement) => [e.id, e.left, e.top])).toEqual(
      final.map((e) => [e.id, e.left, e.top]),
    );
    await page.reload();
    await waitForEditor(page, SCOPE);
    expect((await rects(page)).map((e) => [e.id, e.left, e.top])).toEqual(
      final.map((e) => [e.id, e.left, e.top]),
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
