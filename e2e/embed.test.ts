// A journal's plain HTML page embeds <figura-editor> with one script tag; an edit made in it is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, uniqueEmail, type TestStack } from './support/stack';
import { registerAndGetToken } from './support/signon';
import { apiClient } from './support/api';
import { editorDocument, waitForSaved } from './support/editor';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(1);
});
afterAll(async () => {
  await stack?.stop();
});

describe('<figura-editor> on a plain HTML page', () => {
  it('loads an existing creation and saves an edit, announcing figura-change and figura-save', async () => {
    const token = await registerAndGetToken(stack.urls.signOn, {
      email: uniqueEmail('journal'),
      name: 'Journal Author',
      password: 'journal-password-1',
    });
    const api = apiClient(stack.urls.api, token);
    const creation = await api.createCreation({ type: 'abstract', name: 'Embedded abstract' });
    const slideId = creation.slides[0]!.id;

    const context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(
      `${stack.urls.portal}/examples/plain-html/?api=${encodeURIComponent(stack.urls.api)}&creation=${creation.id}&token=${token}`,
    );
    await page.locator('figura-editor [data-testid="figura-canvas"]').waitFor();
    expect((await editorDocument(page, 'figura-editor')).elements).toHaveLength(0);

    await page
      .locator('figura-editor')
      .getByRole('button', { name: 'Rectangle', exact: true })
      .click();
    await waitForSaved(page, 'figura-editor');

    const stored = await api.getContent(creation.id, slideId);
    expect(stored.revision).toBeGreaterThan(0);
    expect(stored.content.elements.map((e) => e.type)).toEqual(['rect']);

    const events = await page.evaluate(() =>
      (window as any).figuraEvents.map((e: { type: string }) => e.type),
    );
    expect(events).toContain('figura-change');
    expect(events).toContain('figura-save');
    expect(errors).toEqual([]);
    await context.close();
  });
});
