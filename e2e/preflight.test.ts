// The Preflight panel as an author uses it before submitting to a journal: pick Cell, read the
// small-text problem, click it to find the label, enlarge the label, and see the problem go.
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
  schemaVersion: 3,
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
  it('finds a 5 pt label for Cell, selects it on click, and clears once it is enlarged', async () => {
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
    // Another journal first: a square slide is not a 16:9 visual abstract.
    await profile.selectOption({ label: 'Visual abstract (16:9)' });
    const problems = panel.getByRole('list', { name: 'Problems' });
    await expect.poll(() => problems.locator('[data-check="pixel-size"]').count()).toBe(1);

    await profile.selectOption({ label: 'Cell' });
    const small = problems.getByRole('button', {
      name: /Text “p < 0\.05” is 5 pt at print size; Cell asks for at least 12 pt\./,
    });
    await small.waitFor();
    expect(await problems.locator('[data-check="pixel-size"]').count()).toBe(0);
    // Where Cell's rules come from, to read them in full.
    const source = panel.getByRole('link', { name: /^Rules from Cell Press.s author guidelines$/ });
    expect(await source.getAttribute('href')).toMatch(/^https:\/\/www\.cell\.com\//);
    // With the label too small, "Export every file" asks first; "Fix first" writes nothing.
    await panel.getByRole('button', { name: 'Export every file' }).click();
    const question = panel.getByRole('alertdialog', { name: 'Required problems are open' });
    await question.waitFor();
    expect(await question.textContent()).toContain(
      '1 required problem is open: Cell will not accept these files.',
    );
    await question.getByRole('button', { name: 'Fix first' }).click();
    expect(await question.count()).toBe(0);
    expect(await panel.getByText(/Exporting/).count()).toBe(0);

    await small.click();
    expect(await selection(page)).toEqual(['label']);
    // And from the keyboard: Enter on the focused problem selects it (it does not start editing
    // the selected text).
    await page.evaluate(
      (s) => (document.querySelector(`${s} .figura-root`) as any).figuraEditor.select([]),
      SCOPE,
    );
    await small.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => selection(page)).toEqual(['label']);
    await page.keyboard.press('Enter');
    expect(await selection(page)).toEqual(['label']);
    expect(await small.evaluate((button) => button.ownerDocument.activeElement === button)).toBe(
      true,
    );

    // The profile stays chosen when the panel closes and opens again.
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await editor.getByRole('button', { name: 'Preflight', exact: true }).click();
    await expect.poll(() => profile.inputValue()).toBe('cell');

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
