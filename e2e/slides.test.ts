// Slides in Chromium: the panel's buttons, its keyboard and mouse drag, the confirm dialog,
// thumbnails, Copy slide to…, and a reload: order and contents persist on the server. What each
// action does to the slides, each slide's own undo history and what is stored are checked on the
// headless editor (packages/react-editor/src/testing/slides.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import {
  drawWithTool,
  editorDocument,
  textToolbar,
  waitForSaved,
  waitForEditor,
} from './support/editor';
import { decodePng } from './support/png';

const stack = useTestStack('slides');

const SCOPE = 'figura-editor';

async function editorCall<T>(page: Page, call: string): Promise<T> {
  return page.evaluate(
    ({ scope, call }) => {
      const editor = (document.querySelector(`${scope} .figura-root`) as any).figuraEditor;
      return editor[call]();
    },
    { scope: SCOPE, call },
  );
}

const types = async (page: Page) =>
  (await editorDocument(page, SCOPE)).elements.map((element) => element.type);

describe('the slides panel', () => {
  it('adds, duplicates, reorders and deletes slides; order and contents survive a reload', async () => {
    const { api, context, page, pageErrors } = await openEmbeddedCreation(stack, 'slides');
    page.on('dialog', (dialog) => void dialog.accept());
    const editor = page.locator(SCOPE);
    const list = editor.getByRole('listbox', { name: 'Slides' });
    const slide = (n: number) => list.getByRole('option', { name: `Slide ${n}`, exact: true });
    const button = (name: string) => editor.getByRole('button', { name, exact: true });
    const openSlide = async (n: number) => {
      await slide(n).click();
      await page.waitForFunction(
        ({ scope, n }) =>
          document
            .querySelector(`${scope} [role="option"][aria-label="Slide ${n}"]`)
            ?.getAttribute('aria-selected') === 'true' &&
          document.querySelector(`${scope} [role="listbox"]`)?.getAttribute('aria-busy') ===
            'false',
        { scope: SCOPE, n },
      );
    };
    const idle = () =>
      page.waitForFunction(
        (scope) =>
          document.querySelector(`${scope} [role="listbox"]`)?.getAttribute('aria-busy') ===
          'false',
        SCOPE,
      );

    expect(await list.getByRole('option').count()).toBe(1);
    expect(await button('Delete slide').isDisabled()).toBe(true);

    // Slide 1: a rectangle.
    await drawWithTool(page, 'Rectangle', { scope: SCOPE });
    const first = await editorCall<string>(page, 'getCurrentSlideId');

    // A new slide opens empty; draw an ellipse on it.
    await button('Add slide').click();
    await idle();
    expect(await list.getByRole('option').count()).toBe(2);
    expect(await slide(2).getAttribute('aria-selected')).toBe('true');
    expect(await types(page)).toEqual([]);
    await drawWithTool(page, 'Ellipse', { scope: SCOPE, at: { x: 300, y: 300 } });
    const second = await editorCall<string>(page, 'getCurrentSlideId');

    // Duplicate slide 2: the copy opens right after it with the same content; mark it.
    await button('Duplicate slide').click();
    await idle();
    expect(await list.getByRole('option').count()).toBe(3);
    expect(await slide(3).getAttribute('aria-selected')).toBe('true');
    expect(await types(page)).toEqual(['circle']);
    await drawWithTool(page, 'Text', { scope: SCOPE, at: { x: 600, y: 500 } });
    await textToolbar(page, SCOPE).waitFor();
    await page.keyboard.press('Escape');
    const copy = await editorCall<string>(page, 'getCurrentSlideId');
    expect(await editorCall<string[]>(page, 'getSlides')).toEqual([first, second, copy]);

    // Keyboard: Alt+ArrowUp twice moves the copy to the top, keeping focus on it.
    await slide(3).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await idle();
    await page.keyboard.press('Alt+ArrowUp');
    await idle();
    expect(await editorCall<string[]>(page, 'getSlides')).toEqual([copy, first, second]);
    expect(await slide(1).evaluate((element) => element === document.activeElement)).toBe(true);

    // Drag: drop the first slide onto the last one.
    await slide(1).dragTo(slide(3));
    await idle();
    expect(await editorCall<string[]>(page, 'getSlides')).toEqual([first, second, copy]);

    // Delete slide 2 (after confirming): its neighbour opens.
    await openSlide(2);
    await button('Delete slide').click();
    await idle();
    expect(await editorCall<string[]>(page, 'getSlides')).toEqual([first, copy]);
    expect(await slide(2).getAttribute('aria-selected')).toBe('true');
    await waitForSaved(page, SCOPE);

    // Thumbnails show the slides' contents: the open slide's is copied from the canvas, the
    // other one drawn from its document; the open one follows an edit.
    await list.locator('[data-thumbnail="ready"]').nth(1).waitFor();
    const thumbnail = (index: number) => list.locator('img').nth(index).getAttribute('src');
    const inkedPixels = (src: string | null) => {
      expect(src).toMatch(/^data:image\/png;base64,/);
      const png = decodePng(Buffer.from(src!.split(',')[1]!, 'base64'));
      let inked = 0;
      for (let y = 0; y < png.height; y++)
        for (let x = 0; x < png.width; x++) {
          const [r, g, b, a] = png.pixel(x, y);
          if (a > 128 && r + g + b < 3 * 235) inked++;
        }
      return inked;
    };
    expect(inkedPixels(await thumbnail(0))).toBeGreaterThan(30);
    const openBefore = await thumbnail(1);
    expect(inkedPixels(openBefore)).toBeGreaterThan(30);
    await drawWithTool(page, 'Rectangle', { scope: SCOPE, at: { x: 900, y: 150 } });
    await expect.poll(() => thumbnail(1)).not.toBe(openBefore);
    expect(inkedPixels(await thumbnail(1))).toBeGreaterThan(inkedPixels(openBefore));
    await page.keyboard.press('Control+z');
    expect(await types(page)).toEqual(['circle', 'textbox']);
    await waitForSaved(page, SCOPE);

    // Copy the open slide to another creation of the user's.
    const other = await api.createCreation({ type: 'abstract', name: 'Other abstract' });
    await button('Copy slide to…').click();
    const dialog = editor.getByRole('dialog', { name: 'Copy slide to' });
    await dialog.getByRole('button', { name: 'Other abstract', exact: true }).click();
    await dialog.getByText('Copied to Other abstract.').waitFor();
    expect((await api.getCreation(other.id)).slides).toHaveLength(2);

    // Reload: the same slides in the same order with the same contents.
    await page.reload();
    await waitForEditor(page, SCOPE);
    expect(await list.getByRole('option').count()).toBe(2);
    expect(await editorCall<string[]>(page, 'getSlides')).toEqual([first, copy]);
    expect(await types(page)).toEqual(['rect']);
    await openSlide(2);
    expect(await types(page)).toEqual(['circle', 'textbox']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
