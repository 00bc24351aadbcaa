// A stale save is refused (409): the editor says so and keeps the user's work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, uniqueEmail, type TestStack } from './support/stack';
import { registerAndGetToken } from './support/signon';
import { apiClient } from './support/api';
import { editorDocument, waitForSaved } from './support/editor';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(2);
});
afterAll(async () => {
  await stack?.stop();
});

describe('a slide changed elsewhere', () => {
  it('shows the conflict and keeps the work in the editor', async () => {
    const token = await registerAndGetToken(stack.urls.signOn, {
      email: uniqueEmail('conflict'),
      name: 'Two Tabs',
      password: 'two-tabs-password',
    });
    const api = apiClient(stack.urls.api, token);
    const creation = await api.createCreation({ type: 'abstract', name: 'Shared slide' });
    const slideId = creation.slides[0]!.id;

    const context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
    const page = await context.newPage();
    await page.goto(
      `${stack.urls.portal}/examples/plain-html/?api=${encodeURIComponent(stack.urls.api)}&creation=${creation.id}&token=${token}`,
    );
    await page.locator('figura-editor [data-testid="figura-canvas"]').waitFor();

    // Another tab saves the slide first.
    const current = await api.getContent(creation.id, slideId);
    await api.saveContent(creation.id, slideId, current.revision, {
      ...current.content,
      elements: [{ type: 'rect', id: 'from-other-tab', left: 10, top: 10, width: 50, height: 50 }],
    });

    await page
      .locator('figura-editor')
      .getByRole('button', { name: 'Ellipse', exact: true })
      .click();
    const status = page.locator(
      'figura-editor [data-testid="save-status"][data-status="conflict"]',
    );
    await status.waitFor({ timeout: 20000 });
    expect(await status.textContent()).toContain('changed elsewhere');

    // The user's ellipse is still in the editor, and the other tab's save was not overwritten.
    const inEditor = await editorDocument(page, 'figura-editor');
    expect(inEditor.elements.map((e) => e.type)).toEqual(['circle']);
    const stored = await api.getContent(creation.id, slideId);
    expect(stored.content.elements.map((e) => e.id)).toEqual(['from-other-tab']);

    // Keeping mine stores the user's version on top of the newer revision.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.locator('figura-editor').getByRole('button', { name: 'Keep mine' }).click();
    await waitForSaved(page, 'figura-editor');
    const after = await api.getContent(creation.id, slideId);
    expect(after.content.elements.map((e) => e.type)).toEqual(['circle']);
    await context.close();
  });

  it('keeps the work when a save fails, retries, and stores it once the API answers again', async () => {
    const token = await registerAndGetToken(stack.urls.signOn, {
      email: uniqueEmail('offline'),
      name: 'Flaky Network',
      password: 'flaky-network-1',
    });
    const api = apiClient(stack.urls.api, token);
    const creation = await api.createCreation({ type: 'abstract', name: 'Train ride' });
    const slideId = creation.slides[0]!.id;

    const context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
    const page = await context.newPage();
    await page.goto(
      `${stack.urls.portal}/examples/plain-html/?api=${encodeURIComponent(stack.urls.api)}&creation=${creation.id}&token=${token}`,
    );
    await page.locator('figura-editor [data-testid="figura-canvas"]').waitFor();

    // The network drops every content save (the edge of the world we cannot reach: a real outage).
    const contentSave = `**/user-creations/${creation.id}/slide/${slideId}/content`;
    await page.route(contentSave, (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page
      .locator('figura-editor')
      .getByRole('button', { name: 'Rectangle', exact: true })
      .click();
    const failed = page.locator('figura-editor [data-testid="save-status"][data-status="failed"]');
    await failed.waitFor({ timeout: 20000 });
    expect(await failed.textContent()).toContain('Save failed');
    expect((await editorDocument(page, 'figura-editor')).elements.map((e) => e.type)).toEqual([
      'rect',
    ]);
    expect((await api.getContent(creation.id, slideId)).content.elements).toEqual([]);

    // The connection returns: retrying stores the work.
    await page.unroute(contentSave);
    await page.locator('figura-editor').getByRole('button', { name: 'Retry now' }).click();
    await waitForSaved(page, 'figura-editor');
    expect(
      (await api.getContent(creation.id, slideId)).content.elements.map((e) => e.type),
    ).toEqual(['rect']);
    await context.close();
  });
});
