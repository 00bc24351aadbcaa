// The builder's frame mode, for journal pages that cannot load Figura's script: the example
// journal's /iframe.html frames Figura's /embed/abstract-builder.html and talks to it with
// postMessage (docs/frame-protocol.md). Only the parent page at the origin the frame's address
// names, and that the token's journal allows, is heard and answered.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  SIX_TOPICS,
  attachedFile,
  makeAbstract,
  openSubmission,
  tiffFacts,
} from './support/builder';
import { useTestStack } from './support/stack';

const stack = useTestStack('abstract-builder-frame');

/** The messages the journal's page heard from the frame (frame-host.js keeps their events). */
const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { figuraMessages: string[] }).figuraMessages);

/** Posts a protocol message to the builder's frame as the journal's page does. */
const post = (page: Page, message: Record<string, unknown>, targetOrigin: string) =>
  page.evaluate(
    ([data, origin]) =>
      (document.getElementById('builder-frame') as HTMLIFrameElement).contentWindow!.postMessage(
        data,
        origin as string,
      ),
    [message, targetOrigin] as const,
  );

const builderFrame = (page: Page): Frame =>
  page.frames().find((frame) => frame.url().includes('/embed/abstract-builder.html'))!;

describe('the builder in a frame', () => {
  it('makes the same abstract and hands the TIFF to the page through postMessage', async () => {
    const { page, violations, pageErrors } = await openSubmission(stack, '/iframe.html');
    const frame = page.frameLocator('#builder-frame');
    await frame.getByRole('tablist').waitFor({ timeout: 30000 });
    await expect.poll(() => heard(page)).toEqual(['init', 'load']);
    await makeAbstract(frame, SIX_TOPICS, 'Green and pale lime');
    // The page hears the work as it changes…
    await expect.poll(async () => (await heard(page)).includes('save')).toBe(true);
    // …and asks for the file, as a page with its own "Attach" button would.
    await post(page, { figura: 1, action: 'export' }, new URL(stack.urls.portal).origin);
    await expect
      .poll(() => page.locator('#attached').textContent(), { timeout: 60000 })
      .toMatch(
        /^attached: Gut microbes shape vaccine responses\.tiff, [\d.]+ KB, 1200x1200 px, 300 dpi$/,
      );
    const file = await attachedFile(page);
    expect(tiffFacts(file.bytes)).toEqual({ width: 1200, height: 1200, dpi: 300 });
    expect(await heard(page)).toContain('export');

    // No policy violation in the journal's page nor in Figura's frame.
    expect(await violations()).toEqual([]);
    expect(
      await builderFrame(page).evaluate(
        () => (window as unknown as { policyViolations?: string[] }).policyViolations ?? [],
      ),
    ).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('ignores, and never answers, messages from any other origin', async () => {
    const { page } = await openSubmission(stack, '/iframe.html');
    const frame = page.frameLocator('#builder-frame');
    await frame.getByRole('tablist').waitFor({ timeout: 30000 });
    await expect.poll(() => heard(page)).toEqual(['init', 'load']);
    // On the export step, where an export that started would show (its button busy).
    await frame.getByRole('tab', { name: 'Preview and export', exact: true }).click();
    const exportButton = frame.getByRole('button', { name: 'Check and export the TIFF' });
    await exportButton.waitFor();
    const token = (await frame.locator('figura-abstract-builder').getAttribute('token'))!;
    // Every token the builder is given from now on.
    await builderFrame(page).evaluate(() => {
      const builder = document.querySelector('figura-abstract-builder')!;
      const given: (string | null)[] = [];
      (window as unknown as { givenTokens: (string | null)[] }).givenTokens = given;
      new MutationObserver(() => given.push(builder.getAttribute('token'))).observe(builder, {
        attributes: true,
        attributeFilter: ['token'],
      });
    });

    // Another frame in the page, at Figura's own origin but neither the parent nor the journal's
    // origin: asks for the file, gives a token, asks to load anew.
    await page.evaluate((url) => {
      const other = document.createElement('iframe');
      other.src = url;
      document.body.append(other);
    }, `${stack.urls.portal}/embed/locales/en/builder.json`);
    await expect
      .poll(() => page.frames().some((candidate) => candidate.url().endsWith('builder.json')))
      .toBe(true);
    const other = page.frames().find((candidate) => candidate.url().endsWith('builder.json'))!;
    await other.evaluate(() => {
      const target = window.parent.frames[0]!;
      target.postMessage({ figura: 1, action: 'export' }, '*');
      target.postMessage({ figura: 1, action: 'token', token: 'from-elsewhere' }, '*');
      target.postMessage({ figura: 1, action: 'load', token: 'from-elsewhere' }, '*');
    });
    // Then the journal's page gives its own token again: once the frame has taken it, it has
    // read the other frame's messages, which came first.
    await post(page, { figura: 1, action: 'token', token }, new URL(stack.urls.portal).origin);
    const given = () =>
      builderFrame(page).evaluate(
        () => (window as unknown as { givenTokens: (string | null)[] }).givenTokens,
      );
    await expect.poll(given).toEqual([token]);
    expect(await exportButton.getAttribute('aria-busy')).toBe('false');
    expect(await heard(page)).toEqual(['init', 'load']);
    expect(await frame.locator('figura-abstract-builder').count()).toBe(1);
    expect(await page.locator('#attached').textContent()).toBe('No file attached yet.');
  });

  it('stays silent for a page whose origin the token’s journal does not list', async () => {
    // The same journal page from another origin (127.0.0.1 rather than localhost): the frame's
    // address names it, so the frame says `init` to it, but the partner does not embed from it.
    const elsewhere = stack.urls.journal.replace('//localhost:', '//127.0.0.1:');
    const context = await stack.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${elsewhere}/iframe.html?submission=MS-ELSEWHERE-${Date.now()}`);
    const frame = page.frameLocator('#builder-frame');
    await expect
      .poll(() => frame.getByRole('alert').textContent(), { timeout: 30000 })
      .toBe('This journal does not embed the builder from this page’s address.');
    expect(await heard(page)).toEqual(['init']);
    expect(await frame.locator('figura-abstract-builder').count()).toBe(0);
    await context.close();
  });
});
