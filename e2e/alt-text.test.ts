// Alt text in an embedded editor: the slide's alt text names the canvas for a screen reader, a
// long description is drafted from the figure (title, words, illustrations in reading order) for
// the author to edit, an element gets its own, and all of it is saved with the slide.
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import {
  documentPointToScreen,
  editorDocument,
  waitForEditor,
  waitForSaved,
} from './support/editor';

const stack = useTestStack('alt-text');
const SCOPE = 'figura-editor';

const text = (id: string, value: string, left: number, top: number, fontSize: number) => ({
  id,
  type: 'textbox',
  text: value,
  left,
  top,
  width: 500,
  height: Math.round(fontSize * 1.4),
  fontSize,
});

describe('alt text', () => {
  it('names the canvas, drafts a description, gives an element its own, and keeps them', async () => {
    const { api, creationId, slideId, context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'alt',
    );
    const stored = await api.getContent(creationId, slideId);
    await api.saveContent(creationId, slideId, stored.revision, {
      ...stored.content,
      elements: [
        text('title', 'Neural circuits of memory', 60, 30, 48),
        text('left', 'Synapses strengthen', 60, 300, 24),
        text('right', 'Memories last', 700, 300, 24),
      ],
    });
    await page.reload();
    await waitForEditor(page, SCOPE);
    const editor = page.locator(SCOPE);
    const canvas = editor.getByTestId('figura-canvas');
    expect(await canvas.getAttribute('aria-label')).toBe('Slide canvas');

    await editor.getByRole('button', { name: 'Alt text', exact: true }).click();
    await editor.getByLabel('Slide alt text (one sentence)').fill('How memories form');
    await expect.poll(() => canvas.getAttribute('aria-label')).toBe('Slide: How memories form');

    await editor.getByRole('button', { name: 'Draft from the figure' }).click();
    const description = editor.getByLabel('Long description');
    await expect
      .poll(() => description.inputValue())
      .toBe(
        [
          'A figure of 1200 × 600 px titled “Neural circuits of memory”.',
          'It shows, in reading order:',
          '1. The text “Synapses strengthen”.',
          '2. The text “Memories last”.',
        ].join('\n'),
      );
    await description.fill(`${await description.inputValue()}\nMemory needs both.`);
    await expect
      .poll(() => canvas.getAttribute('aria-description'))
      .toContain('Memory needs both.');

    // Select the right-hand label on the canvas and give it its own alt text. The panel opened
    // beside the canvas without moving the slide, so its right part is behind the panel: fit it.
    await editor.getByRole('button', { name: 'Zoom to fit' }).click();
    const point = await documentPointToScreen(page, 800, 315, SCOPE);
    await page.mouse.click(point.x, point.y);
    const elementAlt = editor.getByLabel('Alt text of Memories last');
    await elementAlt.fill('Long-term memory');

    await waitForSaved(page, SCOPE);
    const saved = await api.getContent(creationId, slideId);
    expect(saved.content).toMatchObject({
      alt: 'How memories form',
      description: expect.stringContaining('Memory needs both.'),
    });
    expect(saved.content.elements.find((e) => e.id === 'right')).toMatchObject({
      alt: 'Long-term memory',
    });

    await page.reload();
    await waitForEditor(page, SCOPE);
    expect((await editorDocument(page, SCOPE)).alt).toBe('How memories form');
    expect(await editor.getByTestId('figura-canvas').getAttribute('aria-label')).toBe(
      'Slide: How memories form',
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
