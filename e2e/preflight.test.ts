// The Preflight panel as an author uses it before submitting to a journal: read Cell's small-text
// problem, reach the label from it with the keyboard, enlarge the label, set the texts in Cell's
// typeface, and export every file and the submission package.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import { readZip } from './support/zip';
import { editorDocument, textToolbar, waitForEditor, waitForSaved } from './support/editor';
import { downloadedBytes } from './support/download';

const SCOPE = 'figura-editor';
const stack = useTestStack('preflight');

/** A square figure: a headline, and a label of 20.8 px, 5 pt when Cell prints 1200 px as 4 in. */
const FIGURE = {
  schemaVersion: 4,
  width: 1200,
  height: 1200,
  background: '#ffffff',
  elements: [
    {
      type: 'textbox',
      id: 'title',
      left: 100,
      top: 100,
      width: 1000,
      height: 112,
      text: 'Mitochondria drive apoptosis',
      fontSize: 96,
    },
    {
      type: 'textbox',
      id: 'label',
      left: 400,
      top: 700,
      width: 400,
      height: 25,
      text: 'p < 0.05',
      fontSize: 20.8,
    },
  ],
};

const selection = (page: Page) =>
  page.evaluate(
    (s) => (document.querySelector(`${s} .figura-root`) as any).figuraEditor.getSelection(),
    SCOPE,
  ) as Promise<string[]>;

describe('the Preflight panel', () => {
  it('finds a 5 pt label for Cell, reaches it from the keyboard, and exports once it is mended', async () => {
    const { api, creationId, slideId, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'preflight-author',
    );
    const { revision } = await api.getContent(creationId, slideId);
    await api.saveContent(creationId, slideId, revision, FIGURE);
    await page.reload();
    await waitForEditor(page, SCOPE);
    const editor = page.locator(SCOPE);

    await editor.getByRole('button', { name: 'Preflight', exact: true }).click();
    const panel = editor.getByRole('complementary', { name: 'Preflight' });
    const profile = panel.getByLabel('Journal profile');
    // The slide has Cell's size: Cell is chosen. Other journals, the required-problem count that
    // "Export every file" asks about, and selecting from a click are checked on the headless
    // editor (packages/react-editor/src/testing/preflight-fixes.test.ts).
    await expect.poll(() => profile.inputValue()).toBe('cell');
    const problems = panel.getByRole('list', { name: 'Problems' });
    const small = problems.getByRole('button', {
      name: /Text “p < 0\.05” is 5 pt at print size; Cell asks for at least 12 pt\./,
    });
    await small.waitFor();
    // Where Cell's rules come from, to read them in full.
    const source = panel.getByRole('link', { name: /^Rules from Cell Press.s author guidelines$/ });
    expect(await source.getAttribute('href')).toMatch(/^https:\/\/www\.cell\.com\//);

    // From the keyboard: Enter on the focused problem selects its element (it does not start
    // editing the selected text).
    expect(await selection(page)).toEqual([]);
    await small.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => selection(page)).toEqual(['label']);
    await page.keyboard.press('Enter');
    expect(await selection(page)).toEqual(['label']);
    expect(await small.evaluate((button) => button.ownerDocument.activeElement === button)).toBe(
      true,
    );

    // Enlarge the label from the text toolbar, as the author would: 60 px is 14.4 pt.
    const fontSize = textToolbar(page, SCOPE).getByLabel('Font size');
    await fontSize.fill('60');
    await fontSize.press('Enter');
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements[1]?.fontSize)
      .toBe(60);
    // Cell asks for Arial: each text, in Inter, is set in Arimo (drawn like it) in one click.
    const setFace = panel.getByRole('button', { name: "Fix: set it in Cell's typeface" });
    await expect.poll(() => setFace.count()).toBe(2);
    await setFace.first().click();
    await expect.poll(() => setFace.count()).toBe(1);
    await setFace.first().click();
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.map((e) => e.fontFamily))
      .toEqual(['Arimo', 'Arimo']);
    await expect.poll(() => problems.count()).toBe(0);
    await expect
      .poll(() => panel.getByRole('status').textContent())
      .toBe('Passed: this figure meets what Cell requires.');

    // One click exports every file Cell asks for: TIFF, PDF and JPG at 1200 × 1200 px, 300 dpi.
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await panel.getByRole('button', { name: 'Export every file', exact: true }).click();
    await expect
      .poll(() => [...downloads].sort(), { timeout: 30_000 })
      .toEqual([
        "preflight-author's abstract cell 1200x1200.jpg",
        "preflight-author's abstract cell 1200x1200.pdf",
        "preflight-author's abstract cell 1200x1200.tiff",
      ]);
    expect(await panel.getByText(/— coming/).count()).toBe(0);

    // The submission package: one ZIP with the files by the journal's names, and the rest.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      panel.getByRole('button', { name: 'Download the submission package', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("preflight-author's abstract cell package.zip");
    const zip = readZip(await downloadedBytes(download));
    expect(Object.keys(zip).sort()).toEqual([
      'alt-text.txt',
      'credits.txt',
      'figure.json',
      "preflight-author's abstract cell.jpg",
      "preflight-author's abstract cell.pdf",
      "preflight-author's abstract cell.tiff",
      'preflight.json',
      'preflight.txt',
    ]);
    expect(JSON.parse(new TextDecoder().decode(zip['preflight.json']))).toMatchObject({
      meetsProfile: true,
    });
    await expect
      .poll(() => panel.getByText('The submission package is downloaded.').count())
      .toBe(1);
    await waitForSaved(page, SCOPE);
    expect(pageErrors).toEqual([]);
  });
});
