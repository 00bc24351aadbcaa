// Trash and versions in the portal: a creation deleted from /my-creations is found in the Trash,
// restored and opened again; edits saved as versions are listed in History with previews, and
// restoring an older one shows it on the canvas while the newer one stays listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { layoutProblems } from './support/page-checks';
import { uniqueEmail, useTestStack } from './support/stack';
import { registerThroughForm } from './support/signon';
import { drawWithTool, editorDocument, waitForSaved } from './support/editor';

const stack = useTestStack('trash-and-history');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  await page.goto(`${stack.urls.portal}/my-creations`);
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
  await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
  await registerThroughForm(page, {
    email: uniqueEmail('trash'),
    name: 'Rosalind Version',
    password: 'correct horse 42',
  });
  await page.waitForURL(`${stack.urls.portal}/my-creations`);
  await page.getByRole('heading', { name: 'Your first figure, four ways in' }).waitFor();
});

afterAll(async () => {
  await context?.close();
});

const elementTypes = async () => (await editorDocument(page)).elements.map((e) => e.type);

describe('versions and the trash', () => {
  let editorUrl = '';

  it('restores an older version from History: the canvas shows it and the newer one stays listed', async () => {
    await page.getByRole('button', { name: 'New slide' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    editorUrl = page.url();
    await page.getByTestId('figura-canvas').waitFor();

    await drawWithTool(page, 'Rectangle', { at: { x: 300, y: 300 } });
    await expect.poll(elementTypes).toEqual(['rect']);
    await waitForSaved(page);
    await drawWithTool(page, 'Ellipse', { at: { x: 800, y: 300 } });
    await expect.poll(elementTypes).toEqual(['rect', 'circle']);
    await waitForSaved(page);

    await page.getByRole('button', { name: 'History', exact: true }).click();
    const versions = page.getByRole('list', { name: 'Saved versions, newest first' });
    await versions.getByText('Version 2').waitFor();
    await versions.getByText('Version 1').waitFor();
    // Beside the editor, inside the window: the editor makes room for it.
    expect((await layoutProblems(page)).overflow).toBe(0);
    const panel = (await page
      .getByRole('complementary', { name: 'Version history' })
      .boundingBox())!;
    expect(panel.x + panel.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // The narrower editor fits its slide again, clear of its own right column (the slide went
    // under the inspector).
    const dock = (await page.locator('.figura-dock').boundingBox())!;
    await expect
      .poll(async () => {
        const slide = (await page.getByTestId('figura-canvas').boundingBox())!;
        return slide.x + slide.width <= dock.x + 1;
      })
      .toBe(true);
    // Each version is drawn small.
    await expect
      .poll(() => versions.locator('img.history-preview').count(), { timeout: 20000 })
      .toBe(2);

    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await expect.poll(elementTypes).toEqual(['rect']);
    // The restore is a new version; the one with the ellipse is still there to go back to.
    await versions.getByText('Version 3').waitFor();
    expect(await versions.getByText('Version 2').count()).toBe(1);
    await page.getByRole('button', { name: 'Restore version 2' }).waitFor();

    // After a reload the canvas still shows the restored version.
    await page.reload();
    await page.getByTestId('figura-canvas').waitFor();
    await expect.poll(elementTypes).toEqual(['rect']);
  });

  it('deletes a creation, finds it in the Trash, restores it and opens it', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    const card = page.getByRole('link', { name: /Untitled slide/ });
    await card.waitFor();
    // Its thumbnail is the first slide, drawn by the server.
    await page.locator('img.creation-thumb').waitFor({ timeout: 30000 });

    // The card's "more" menu, by keyboard: Escape closes it and gives focus back; opened again,
    // focus is on its first action.
    const more = page.getByRole('button', { name: 'More actions for Untitled slide' });
    await more.press('Enter');
    await page.getByRole('menuitem', { name: 'Delete Untitled slide' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Delete Untitled slide' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Delete Untitled slide',
    );
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('moved to the trash').waitFor();
    await page.getByRole('heading', { name: 'Your first figure, four ways in' }).waitFor();

    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    const trash = page.getByRole('list', { name: 'Trash' });
    await trash.getByText('Untitled slide').waitFor();
    expect(await trash.getByText(/Removed for good on/).count()).toBe(1);
    await page.getByRole('button', { name: 'Restore Untitled slide' }).click();
    await page.getByText('The trash is empty.').waitFor();

    await page.getByRole('button', { name: 'All creations' }).click();
    await page.getByRole('link', { name: /Untitled slide/ }).click();
    await page.waitForURL(editorUrl);
    await page.getByTestId('figura-canvas').waitFor();
    await expect.poll(elementTypes).toEqual(['rect']);
  });
});
