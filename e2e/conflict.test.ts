// A stale save is refused (409): the editor says so and keeps the user's work.
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import { drawWithTool, editorDocument, waitForSaved } from './support/editor';

const stack = useTestStack('conflict');

describe('a slide changed elsewhere', () => {
  it('shows the conflict and keeps the work in the editor', async () => {
    const { api, creationId, slideId, context, page } = await openEmbeddedCreation(
      stack,
      'conflict',
    );

    // Another tab saves the slide first.
    const current = await api.getContent(creationId, slideId);
    await api.saveContent(creationId, slideId, current.revision, {
      ...current.content,
      elements: [{ type: 'rect', id: 'from-other-tab', left: 10, top: 10, width: 50, height: 50 }],
    });

    await drawWithTool(page, 'Ellipse', { scope: 'figura-editor' });
    const status = page.locator(
      'figura-editor [data-testid="save-status"][data-status="conflict"]',
    );
    await status.waitFor({ timeout: 20000 });
    expect(await status.textContent()).toContain('changed elsewhere');

    // The user's ellipse is still in the editor, and the other tab's save was not overwritten.
    const inEditor = await editorDocument(page, 'figura-editor');
    expect(inEditor.elements.map((e) => e.type)).toEqual(['circle']);
    const stored = await api.getContent(creationId, slideId);
    expect(stored.content.elements.map((e) => e.id)).toEqual(['from-other-tab']);

    // Keeping mine stores the user's version on top of the newer revision.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.locator('figura-editor').getByRole('button', { name: 'Keep mine' }).click();
    await waitForSaved(page, 'figura-editor');
    const after = await api.getContent(creationId, slideId);
    expect(after.content.elements.map((e) => e.type)).toEqual(['circle']);
    await context.close();
  });

  it('keeps the work when a save fails, retries, and stores it once the API answers again', async () => {
    const { api, creationId, slideId, context, page } = await openEmbeddedCreation(
      stack,
      'offline',
    );

    // The network drops every content save (the edge of the world we cannot reach: a real outage).
    const contentSave = `**/user-creations/${creationId}/slide/${slideId}/content`;
    await page.route(contentSave, (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    await drawWithTool(page, 'Rectangle', { scope: 'figura-editor' });
    const failed = page.locator('figura-editor [data-testid="save-status"][data-status="failed"]');
    await failed.waitFor({ timeout: 20000 });
    expect(await failed.textContent()).toContain('Save failed');
    expect((await editorDocument(page, 'figura-editor')).elements.map((e) => e.type)).toEqual([
      'rect',
    ]);
    expect((await api.getContent(creationId, slideId)).content.elements).toEqual([]);

    // The connection returns: retrying stores the work.
    await page.unroute(contentSave);
    await page.locator('figura-editor').getByRole('button', { name: 'Retry now' }).click();
    await waitForSaved(page, 'figura-editor');
    expect((await api.getContent(creationId, slideId)).content.elements.map((e) => e.type)).toEqual(
      ['rect'],
    );
    await context.close();
  });
});
