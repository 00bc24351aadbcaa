// Sharing and comments in the browser, three people in three browser contexts: the owner shares
// with a commentor and an editor from the editor's Share dialog; the commentor comments on an
// element and cannot move it; the owner sees the comment, moves the element (its marker follows)
// and resolves it; the editor can change the slide.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openEmbeddedCreation } from './support/embed';
import {
  documentPointToScreen,
  drawWithTool,
  editorDocument,
  waitForEditor,
  waitForSaved,
  type DocElement,
} from './support/editor';
import { registerAndGetToken, registerThroughForm } from './support/signon';
import { uniqueEmail, useTestStack } from './support/stack';

const SCOPE = 'figura-editor';
const stack = useTestStack('sharing-comments');

/** Someone registered on the sign-on site (not yet known to the API), with their token. */
async function person(name: string) {
  const email = uniqueEmail(name);
  const token = await registerAndGetToken(stack.urls.signOn, {
    email,
    name,
    password: `${name}-password-1`,
  });
  return { name, email, token };
}

/** The plain-HTML journal example with this person's token, on the creation. */
async function openAs(browser: Browser, token: string, creationId: string) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const query = new URLSearchParams({ api: stack.urls.api, creation: creationId, token });
  await page.goto(`${stack.urls.portal}/examples/plain-html/?${query}`);
  await waitForEditor(page);
  return { context, page, pageErrors };
}

/** Drags an element by (dx, dy) document pixels with the mouse. */
async function dragElement(page: Page, element: DocElement, dx: number, dy: number) {
  const cx = element.left! + element.width! / 2;
  const cy = element.top! + element.height! / 2;
  const from = await documentPointToScreen(page, cx, cy, SCOPE);
  const to = await documentPointToScreen(page, cx + dx, cy + dy, SCOPE);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

async function clickElement(page: Page, element: DocElement) {
  const point = await documentPointToScreen(
    page,
    element.left! + element.width! / 2,
    element.top! + element.height! / 2,
    SCOPE,
  );
  await page.mouse.click(point.x, point.y);
}

async function apiGet(token: string, path: string) {
  const response = await fetch(`${stack.urls.api}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

describe('sharing and comments', () => {
  it('a commentor comments without changing anything; the owner resolves; an editor edits', async () => {
    const owner = await openEmbeddedCreation(stack, 'owner');
    const editorRoot = owner.page.locator(SCOPE);
    await drawWithTool(owner.page, 'Rectangle', { scope: SCOPE });
    await waitForSaved(owner.page, SCOPE);
    const [rect] = (await editorDocument(owner.page, SCOPE)).elements as [DocElement];
    const commentor = await person('Reviewer');
    const editor = await person('Coauthor');

    // The owner shares from the editor: both have no API account yet, so both are pending.
    await editorRoot.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = editorRoot.getByRole('dialog', { name: /^Share/ });
    for (const [who, permission] of [
      [commentor, 'Comment'],
      [editor, 'Edit'],
    ] as const) {
      await dialog.getByLabel('Email').fill(who.email);
      await dialog.getByLabel('Can', { exact: true }).selectOption({ label: permission });
      await dialog.getByRole('button', { name: 'Share', exact: true }).click();
      await dialog.getByRole('status').filter({ hasText: who.email }).waitFor();
    }
    await dialog.getByText('Pending: not signed in yet').nth(1).waitFor();
    await dialog.getByRole('button', { name: 'Close sharing' }).click();

    // The commentor opens it read-only, selects the rectangle, cannot move it, and comments.
    const reviewer = await openAs(stack.browser, commentor.token, owner.creationId);
    const reviewerRoot = reviewer.page.locator(SCOPE);
    await reviewerRoot.getByText('View only: you can comment').waitFor();
    // No tools that change the slide or the slides.
    for (const tool of [
      'Rectangle',
      'Undo',
      'Delete',
      'Add slide',
      'Illustrations',
      'Add a chart',
      'Shapes',
      'Canvas',
      'Layers',
      'Preflight',
      // Nor Share: a commentor may neither share nor see who has access.
      'Share',
    ])
      expect(await reviewerRoot.getByRole('button', { name: tool, exact: true }).count()).toBe(0);
    await dragElement(reviewer.page, rect, 180, 60);
    const unmoved = (await editorDocument(reviewer.page, SCOPE)).elements[0]!;
    expect([unmoved.left, unmoved.top]).toEqual([rect.left, rect.top]);
    await clickElement(reviewer.page, rect);
    // Selected, it shows no properties to change.
    expect(
      await reviewerRoot
        .getByRole('complementary', { name: 'Properties of the selection' })
        .count(),
    ).toBe(0);
    // The dock says what a reviewer can do there, and opening Comments does not move the slide.
    await reviewerRoot.getByText(/^You can comment on this creation/).waitFor();
    const reviewerCanvas = reviewerRoot.locator('canvas[data-testid="figura-canvas"]');
    const canvasBefore = await reviewerCanvas.boundingBox();
    // The dock offers to comment on the selected element by its name; the words typed at once,
    // while the panel is still on its way, go in its field (the "?" opens no shortcuts sheet).
    await reviewerRoot.getByRole('button', { name: 'Comment on Rectangle', exact: true }).click();
    await reviewer.page.keyboard.type('Is this the receptor?');
    const box = reviewerRoot.getByLabel('Comment on Rectangle');
    await box.waitFor();
    expect(await reviewerCanvas.boundingBox()).toEqual(canvasBefore);
    expect(await box.inputValue()).toBe('Is this the receptor?');
    expect(await box.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await reviewerRoot.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0);
    await reviewerRoot.getByRole('button', { name: 'Comment', exact: true }).click();
    await reviewerRoot
      .getByRole('list', { name: 'Comment threads' })
      .getByText('Is this the receptor?')
      .waitFor();
    await reviewerRoot.getByRole('button', { name: '1 comment on Rectangle' }).waitFor();
    const stored = await apiGet(
      commentor.token,
      `/user-creations/${owner.creationId}/slide/${owner.slideId}/content`,
    );
    expect(stored.body.revision).toBe(1);
    expect(stored.body.content.elements[0]).toMatchObject({ left: rect.left, top: rect.top });

    // The owner reloads, sees the marker, moves the rectangle: the marker follows.
    await owner.page.reload();
    await waitForEditor(owner.page);
    const marker = editorRoot.getByRole('button', { name: '1 comment on Rectangle' });
    await marker.waitFor();
    const before = (await marker.boundingBox())!;
    const canvas = (await editorRoot.locator('canvas[data-testid="figura-canvas"]').boundingBox())!;
    const scale = canvas.width / (await editorDocument(owner.page, SCOPE)).width;
    await dragElement(owner.page, rect, 200, 40);
    await waitForSaved(owner.page, SCOPE);
    const moved = (await editorDocument(owner.page, SCOPE)).elements[0]!;
    const after = (await marker.boundingBox())!;
    const dx = (moved.left! - rect.left!) * scale;
    const dy = (moved.top! - rect.top!) * scale;
    expect(dx).toBeGreaterThan(100 * scale);
    // Whole pixels of rounding, and a few more for a loaded machine's layout.
    expect(Math.abs(after.x - before.x - dx)).toBeLessThan(6);
    expect(Math.abs(after.y - before.y - dy)).toBeLessThan(6);

    // The owner resolves the thread: its marker goes, and the API says so.
    await editorRoot.getByRole('button', { name: 'Comments', exact: true }).click();
    await editorRoot.getByRole('button', { name: 'Resolve', exact: true }).click();
    await editorRoot.getByText('Resolved', { exact: true }).waitFor();
    await marker.waitFor({ state: 'detached' });
    const comments = await apiGet(
      commentor.token,
      `/user-creations/${owner.creationId}/slide/${owner.slideId}/comment`,
    );
    expect(comments.body.data).toMatchObject([{ text: 'Is this the receptor?', checked: true }]);

    // The editor can change the slide.
    const coauthor = await openAs(stack.browser, editor.token, owner.creationId);
    await expect(
      coauthor.page.locator(SCOPE).getByText('View only: you can comment').count(),
    ).resolves.toBe(0);
    await dragElement(coauthor.page, moved, -120, 0);
    await waitForSaved(coauthor.page, SCOPE);
    const edited = await apiGet(
      editor.token,
      `/user-creations/${owner.creationId}/slide/${owner.slideId}/content`,
    );
    expect(edited.body.content.elements[0].left).toBeLessThan(moved.left! - 60);

    expect([...owner.pageErrors, ...reviewer.pageErrors, ...coauthor.pageErrors]).toEqual([]);
    await Promise.all([owner.context.close(), reviewer.context.close(), coauthor.context.close()]);
  });

  it('shares from /my-creations with someone new, who finds it under Shared with me', async () => {
    /** A visitor of /my-creations who registers on the sign-on site and lands back there. */
    const signUp = async (name: string, email: string) => {
      const context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${stack.urls.portal}/my-creations`);
      await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
      await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
      await page.waitForURL((url) => url.pathname === '/register');
      await registerThroughForm(page, { email, name, password: `${name} password 42` });
      await page.waitForURL(`${stack.urls.portal}/my-creations`);
      await page.getByRole('heading', { name: 'My creations' }).waitFor();
      return { context, page };
    };
    const owner = await signUp('Lab Head', uniqueEmail('head'));
    await owner.page.getByRole('button', { name: 'New slide' }).click();
    await owner.page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    await owner.page.goto(`${stack.urls.portal}/my-creations`);
    await owner.page.getByRole('button', { name: 'Share Untitled slide' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Share “Untitled slide”' });
    const readerEmail = uniqueEmail('student');
    await dialog.getByLabel('Email').fill(readerEmail);
    await dialog.getByLabel('Can', { exact: true }).selectOption({ label: 'Comment' });
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByText('Pending: not signed in yet').waitFor();
    await dialog.getByRole('status').filter({ hasText: 'we emailed them a link' }).waitFor();
    await owner.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The mail (read from the email stand-in's outbox) links to the creation.
    const outbox = await fetch(`${stack.urls.api}/dev/email-outbox?to=${readerEmail}`);
    const mails = ((await outbox.json()) as { data: { subject: string; link: string }[] }).data;
    const mail = mails.find((item) => item.subject === 'A creation was shared with you on Figura');
    expect(mail?.link).toMatch(new RegExp(`^${stack.urls.portal}/editor/[0-9a-f-]{36}$`));

    // The student signs up with that email: the share is theirs, its card drawn like their own.
    const reader = await signUp('Student', readerEmail);
    const shared = reader.page.getByRole('list', { name: 'Creations shared with me' });
    await shared.getByText('Untitled slide').waitFor();
    await shared.getByText('Shared by Lab Head · you can comment').waitFor();
    await expect
      .poll(() =>
        shared
          .locator('img.creation-thumb')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await reader.page.goto(mail!.link);
    await reader.page.getByText('View only: you can comment').waitFor();
    await Promise.all([owner.context.close(), reader.context.close()]);
  });
});
