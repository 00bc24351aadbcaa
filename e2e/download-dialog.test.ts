// The editor's Download dialog: PNG at 300 dpi arrives at the pixel size the dialog shows, every
// slide as a ZIP shows its progress, a PDF holds every slide, a slide over the export budget says
// why with "Try again",
// and the dialog keeps the keyboard inside it.
import { describe, expect, it } from 'vitest';
import { openEmbeddedCreation } from './support/embed';
import { decodePng } from './support/png';
import { useTestStack } from './support/stack';
import { downloadedBytes } from './support/download';

const stack = useTestStack('download-dialog');
const SCOPE = 'figura-editor';

/** Local file headers in a ZIP: one per file it holds. */
function zipEntries(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf('PK\x03\x04'); at >= 0; at = bytes.indexOf('PK\x03\x04', at + 4))
    count++;
  return count;
}

describe('the Download dialog', () => {
  it('downloads PNG at 300 dpi at the size it shows, and keeps the keyboard inside', async () => {
    const { page, context, pageErrors } = await openEmbeddedCreation(stack, 'dpi');
    const editor = page.locator(SCOPE);
    // A short window: the dialog's fields scroll, its Download button stays in view.
    await page.setViewportSize({ width: 1280, height: 400 });
    await editor.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = editor.getByRole('dialog', { name: 'Download' });
    const submitBox = (await dialog
      .getByRole('button', { name: 'Download', exact: true })
      .boundingBox())!;
    const dialogBox = (await dialog.boundingBox())!;
    expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height + 1);
    expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(400);
    const format = dialog.getByLabel('Format');
    await expect
      .poll(() =>
        format.evaluate((el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement),
      )
      .toBe(true);
    // Focus goes round inside the dialog: back from its first control (the close button) to its
    // last (Download), and on from the last to the first.
    const focused = (locator: typeof format) =>
      locator.evaluate((el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement);
    const close = dialog.getByRole('button', { name: 'Close the Download dialog' });
    const submit = dialog.getByRole('button', { name: 'Download', exact: true });
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(close)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(submit)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(close)).toBe(true);

    expect(await dialog.getByText(/× .* px$/).textContent()).toBe('1200 × 600 px');
    await dialog.getByLabel('Resolution (dpi)').fill('300');
    await expect.poll(() => dialog.getByText(/× .* px$/).textContent()).toBe('5000 × 2500 px');
    const [download] = await Promise.all([page.waitForEvent('download'), submit.click()]);
    expect(download.suggestedFilename()).toBe("dpi's abstract.png");
    const png = decodePng(await downloadedBytes(download));
    expect([png.width, png.height]).toEqual([5000, 2500]);
    await dialog.getByText('Downloaded.').waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the progress of every slide as a ZIP, makes a PDF, and says why a slide cannot be drawn', async () => {
    const { api, creationId, page, context } = await openEmbeddedCreation(stack, 'slides');
    for (let i = 0; i < 2; i++) await api.addSlide(creationId);
    await page.reload();
    await page.locator(SCOPE).locator('[data-checked="true"]').waitFor();
    const editor = page.locator(SCOPE);
    await editor.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = editor.getByRole('dialog', { name: 'Download' });
    await dialog.getByLabel('All slides').check();
    await dialog.getByText('All slides as images come as one ZIP file').waitFor();

    // Every status the dialog shows, as it shows it.
    await dialog.evaluate((node) => {
      const seen: string[] = [];
      (window as unknown as { figuraProgress: string[] }).figuraProgress = seen;
      new MutationObserver(() => {
        const status = node.querySelector('[role="status"]');
        const bar = status?.querySelector('progress');
        if (bar) seen.push(`${bar.getAttribute('aria-valuenow')} ${status!.textContent}`);
      }).observe(node, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("slides's abstract.zip");
    expect(zipEntries(await downloadedBytes(download))).toBe(3);
    await dialog.getByText('Downloaded.').waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { figuraProgress: string[] }).figuraProgress,
    );
    // The job was shown before it was done (queued or drawing), and the bar ended full.
    expect(seen.some((entry) => /Waiting for the server|Drawing/.test(entry))).toBe(true);
    expect(seen.at(-1)).toBe('100 Downloaded.');
    await expect
      .poll(() => dialog.getByRole('progressbar').getAttribute('aria-valuenow'))
      .toBe('100');

    // PDF: every slide, one page each (vector, fonts embedded: @figura/export).
    await dialog.getByLabel('Format').selectOption('pdf');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const pdfBytes = (await downloadedBytes(pdf)).toString('latin1');
    expect(pdfBytes.startsWith('%PDF-')).toBe(true);
    expect(pdfBytes.match(/\/Type \/Page[^s]/g)?.length).toBe(3);
    expect(pdf.suggestedFilename()).toBe("slides's abstract.pdf");
    // A print PDF is a .pdf too: its name says which, so neither replaces the other.
    await dialog.getByLabel('Format').selectOption('pdfx');
    const [print] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(print.suggestedFilename()).toBe("slides's abstract (print).pdf");

    // A slide over the export budget: the dialog says why, and "Try again" asks again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const [first] = (await api.getCreation(creationId)).slides;
    const stored = await api.getContent(creationId, first!.id);
    const long = (id: string, top: number) => ({
      id,
      type: 'textbox',
      text: 'word '.repeat(12_000),
      left: 10,
      top,
      width: 1100,
      height: 200,
      fontSize: 4,
    });
    await api.saveContent(creationId, first!.id, stored.revision, {
      ...stored.content,
      elements: [long('a', 10), long('b', 300)],
    });
    await page.reload();
    await page.locator(SCOPE).locator('[data-checked="true"]').waitFor();
    await editor.getByRole('button', { name: 'Download', exact: true }).click();
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toMatch(/^The download failed: .*characters of text/);
    // "Try again" asks the server again (the job's retry route, or the download itself).
    const [again] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && /\/(retry|download)$/.test(response.url()),
      ),
      dialog.getByRole('button', { name: 'Try again' }).click(),
    ]);
    expect([202, 422]).toContain(again.status());
    await expect
      .poll(() => alert.textContent())
      .toMatch(/^The download failed: .*characters of text/);
    await context.close();
  });
});
