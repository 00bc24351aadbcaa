// The builder's frame mode, for journal pages that cannot load Figura's script: the example
// journal's /iframe.html frames Figura's /embed/abstract-builder.html and talks to it with
// postMessage (docs/frame-protocol.md). Only the parent page at the origin the frame's address
// names, and that the token's journal allows, is heard and answered: the frame page's and the
// channel's unit tests check who is ignored (web-components/src/frame/frame-page.test.ts,
// sdk-core/src/frame/protocol.test.ts), the API's which origins a token's journal lists
// (apps/api/test/embed-partner.test.ts).
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
});
