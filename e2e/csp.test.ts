// A journal page that embeds <figura-editor> under a strict Content-Security-Policy: served by
// the journal's own server from its own origin, the embed loaded from Figura's host. Nothing
// unsafe is allowed; the policies below hold exactly what Figura needs (docs/embedding.md).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import {
  type DocElement,
  documentPointToScreen,
  downloadFromDialog,
  drawWithTool,
  editorDocument,
  waitForSaved,
} from './support/editor';
import { openOnJournal, strictJournalPolicy, useJournalServer } from './support/journal';

const journal = useJournalServer('csp');
const stack = useTestStack('csp');
const SCOPE = 'figura-editor';
const NONCE = 'cjRuZDBtLW5vbmNl';

/** A 1 x 1 red PNG (an upload: the document stores it as a data: URL). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * strictJournalPolicy with nonces instead of sources for scripts and styles ('strict-dynamic'
 * would allow more: scripts added by trusted scripts).
 */
function noncePolicy(): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${NONCE}'`,
    `style-src 'nonce-${NONCE}'`,
    `font-src ${stack.urls.portal}`,
    `connect-src ${stack.urls.portal} ${stack.urls.api}`,
    'img-src data:',
  ].join('; ');
}

/** Styles only the editor's stylesheet sets: a flex toolbar on its own background. */
async function toolbarStyle(page: Page, scope = SCOPE) {
  return page
    .locator(`${scope} .figura-toolbar`)
    .first()
    .evaluate((toolbar) => {
      const style = getComputedStyle(toolbar);
      return { display: style.display, background: style.backgroundColor };
    });
}
const STYLED_TOOLBAR = { display: 'flex', background: 'rgb(245, 247, 250)' };

describe("<figura-editor> under a journal's strict Content-Security-Policy", () => {
  it('is styled, edits, saves and downloads, and the page logs no policy violation', async () => {
    const { api, creationId, slideId, context, page, pageErrors, editor, button, violations } =
      await openOnJournal(stack, journal, 'csp', { policy: strictJournalPolicy(stack.urls) });
    expect(await toolbarStyle(page)).toEqual(STYLED_TOOLBAR);

    // Add a rectangle and move it with the mouse.
    const rect = await drawWithTool(page, 'Rectangle', { scope: SCOPE, at: { x: 300, y: 200 } });
    const from = await documentPointToScreen(page, rect.left! + 20, rect.top! + 20, SCOPE);
    const to = await documentPointToScreen(page, rect.left! + 120, rect.top! + 80, SCOPE);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    const [moved] = (await editorDocument(page, SCOPE)).elements;
    expect(Math.abs(moved!.left! - (rect.left! + 100))).toBeLessThan(2);
    expect(Math.abs(moved!.top! - (rect.top! + 60))).toBeLessThan(2);

    // Text typed through fabric's hidden text area, an icon from the picker, a shape and an
    // upload from the lazily loaded Shapes panel (its own stylesheet), then a second slide
    // (thumbnails are PNG data: URLs) and a PNG download.
    await drawWithTool(page, 'Text', { scope: SCOPE, at: { x: 800, y: 450 } }); // open for typing
    await page.keyboard.type('Under policy');
    await page.keyboard.press('Escape');
    await button('Icon').click();
    // An emoji: another set's buckets, drawn in its own colours.
    await editor.getByLabel('Search icons').fill('microscope');
    await button('Microscope (Emoji)').click();
    await button('Close icons').click();
    await button('Shapes').click();
    // The panel opens in the dock, the stylesheet's column of 300 px.
    await editor.locator('.figura-add-panel').waitFor();
    const dock = editor.locator('.figura-dock');
    expect(await dock.evaluate((element) => element.getBoundingClientRect().width)).toBe(300);
    await button('Star').click();
    await editor
      .getByLabel('Image file')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.map((e) => e.type))
      .toEqual(['rect', 'textbox', 'icon', 'dynamic_shape', 'upload']);
    await waitForSaved(page, SCOPE);
    await button('Add slide').click();
    await editor.getByRole('option', { name: 'Slide 2', exact: true }).waitFor();
    await expect
      .poll(() =>
        editor
          .locator('img.figura-slide-thumbnail')
          .evaluateAll((images) =>
            images.map((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toEqual([true, true]);
    const download = await downloadFromDialog(page, SCOPE);
    expect(download.suggestedFilename()).toMatch(/\.png$/);

    const stored = await api.getContent(creationId, slideId);
    expect(stored.content.elements.map((e) => e.type)).toEqual([
      'rect',
      'textbox',
      'icon',
      'dynamic_shape',
      'upload',
    ]);
    const [storedRect, storedText] = stored.content.elements as DocElement[];
    expect(storedRect!.left).toBeCloseTo(moved!.left!, 3);
    expect(storedText!.text).toBe('Under policy');
    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    { browser: 'that adopts constructed stylesheets', adopts: true },
    { browser: 'without constructed stylesheets (a <style> carries the nonce)', adopts: false },
  ])(
    "takes the page's nonce under a nonce-based policy, in a browser $browser",
    async ({ adopts }) => {
      const { api, creationId, slideId, context, page, pageErrors, button, violations } =
        await openOnJournal(
          stack,
          journal,
          'nonce',
          { policy: noncePolicy(), nonce: NONCE },
          async (page) => {
            // Browsers before Safari 16.4 and Firefox 101.
            if (!adopts)
              await page.addInitScript(() => {
                delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
              });
          },
        );
      expect(await toolbarStyle(page)).toEqual(STYLED_TOOLBAR);
      const styleElements = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('style')].map((style) => (style as HTMLElement).nonce),
        );
      expect(await page.evaluate(() => 'adoptedStyleSheets' in document)).toBe(adopts);
      expect(await styleElements()).toEqual(adopts ? [] : [NONCE]);
      // The Shapes panel's stylesheet, added later, gets the same treatment.
      await button('Shapes').click();
      expect(
        await page
          .locator(`${SCOPE} .figura-add-grid`)
          .first()
          .evaluate((element) => getComputedStyle(element).display),
      ).toBe('grid');
      expect(await styleElements()).toEqual(adopts ? [] : [NONCE, NONCE]);

      await drawWithTool(page, 'Rectangle', { scope: SCOPE });
      await waitForSaved(page, SCOPE);
      const stored = await api.getContent(creationId, slideId);
      expect(stored.content.elements.map((e) => e.type)).toEqual(['rect']);
      expect(await violations()).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
