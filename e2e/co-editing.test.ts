// Two people (one account in two browsers) co-edit one slide in the portal: edits converge,
// each sees the other, an offline edit merges on reconnect, undo never takes back the other
// person's edit, a comment shows in the other browser at once, and every element type stays
// drawn on every canvas through remote moves, reloads, reconnects and a third person joining.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultElement, createEmptyDocument } from '@figura/sdk-core/schema';
import { apiClient } from './support/api';
import {
  dragStartOf,
  drawWithTool,
  editorDocument,
  waitForEditor,
  type Doc,
} from './support/editor';
import { cachesPending, elementInk } from './support/ink';
import { registerThroughForm } from './support/signon';
import { uniqueEmail, useTestStack } from './support/stack';

const stack = useTestStack('co-editing');
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
});

const ids = async (page: Page) => (await editorDocument(page)).elements.map((e) => e.id).sort();

/** Waits until `check` holds for the editor's document in `page` (edits arrive over the room). */
async function until(page: Page, check: (elementIds: string[]) => boolean, what: string) {
  const deadline = Date.now() + 20000;
  for (;;) {
    const current = await ids(page);
    if (check(current)) return current;
    if (Date.now() > deadline) throw new Error(`${what}: the editor holds ${current.join(', ')}`);
    await page.waitForTimeout(100);
  }
}

/** The API token the portal keeps in its token cookie ("<access token>|<user id>"). */
async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(stack.urls.portal)).find((c) => c.name === 'figura_auid');
  if (!cookie) throw new Error('no token cookie');
  return decodeURIComponent(cookie.value).split('|')[0]!;
}

/** Every stored element type, each in a cell of its own (the async ones included). */
const EVERY_TYPE = [
  'rect',
  'circle',
  'line',
  'arrow',
  'right_angle_line',
  'DynamicLine',
  'textbox',
  'shape',
  'dynamic_shape',
  'path',
  'polygon',
  'icon',
  'illustration',
  'svg_part',
  'group',
  'upload',
  'generation',
  'molecule',
  'chart',
] as const;

const everyType = () =>
  EVERY_TYPE.map((type, index) =>
    createDefaultElement(
      type,
      {
        left: 40 + (index % 5) * 300,
        top: 40 + Math.floor(index / 5) * 240,
        width: 240,
        height: 180,
      },
      `every-${type}`,
    ),
  );

/** Opens the creation's editor in `page` and waits until its room is live. */
async function openLive(page: Page, id: string) {
  await page.goto(`${stack.urls.portal}/editor/${id}`);
  await waitForEditor(page, 'body');
  const live = page.locator('[data-testid="collab-status"]').filter({ hasText: 'Live' });
  await live.waitFor({ timeout: 20000 });
  // "Live" alone said nothing to a newcomer: its tooltip says what it means.
  expect(await live.getAttribute('title')).toBe(
    'Everyone who has this creation open sees your changes as you make them, and you see theirs.',
  );
}

/** Where the slide's canvas is on screen. */
const slideBox = (page: Page) =>
  page.locator('canvas[data-testid="figura-canvas"]').last().boundingBox();

/** JSON with every object's keys in order: documents compared by what they hold. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

/**
 * Every page's editor holds the stored slide, its canvas has an object for each element and
 * nothing else, and each element draws (its ink, once idle, at least 80 % of what it draws with
 * caches off: a group whose idle-time cache went wrong drew an empty box).
 */
async function expectDrawnAsStored(pages: Page[], stored: () => Promise<Doc>, step: string) {
  const deadline = Date.now() + 20000;
  for (;;) {
    const want = canonical((await stored()).elements);
    const held = await Promise.all(
      pages.map(async (page) => canonical((await editorDocument(page)).elements)),
    );
    if (held.every((doc) => doc === want)) break;
    if (Date.now() > deadline) {
      const differing = held.find((doc) => doc !== want) ?? '';
      const at = [...want].findIndex((char, index) => char !== differing[index]);
      throw new Error(
        `${step}: an editor does not hold the stored slide: …${want.slice(at - 80, at + 80)}… ` +
          `but …${differing.slice(at - 80, at + 80)}…`,
      );
    }
    await pages[0]!.waitForTimeout(200);
  }
  const ids = (await stored()).elements.map((e) => e.id).sort();
  for (const [index, page] of pages.entries()) {
    // Idle: the deferred bitmap caches built (a test hook counts those still waiting) and the
    // asynchronous elements drawn, so each element's ink is all there. Polled, both at once.
    await expect
      .poll(
        async () => {
          const pending = await cachesPending(page);
          const ink = await elementInk(page);
          const faint = ids
            .filter((id) => ink.drawn[id]! < ink.reference[id]! * 0.8 || ink.reference[id] === 0)
            .map((id) => `${id}: ${ink.drawn[id]} of ${ink.reference[id]}`);
          return { pending, objects: [...ink.objects].sort(), faint };
        },
        { message: `${step}, page ${index}`, timeout: 15000 },
      )
      .toEqual({ pending: 0, objects: ids, faint: [] });
  }
}

const button = (page: Page, name: string) =>
  page.locator('.figura-root').getByRole('button', { name, exact: true });

describe('co-editing a slide in the portal', () => {
  let alice: Page;
  let bob: Page;
  let creationId = '';
  let slideAlone: unknown;
  let slideWithBob: unknown;

  beforeAll(async () => {
    const first = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
    contexts.push(first);
    alice = await first.newPage();
    await alice.goto(`${stack.urls.portal}/my-creations`);
    await alice.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await alice.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
    await registerThroughForm(alice, {
      email: uniqueEmail('coedit'),
      name: 'Alice Author',
      password: 'correct horse battery staple',
    });
    await alice.waitForURL(`${stack.urls.portal}/my-creations`);
    await alice.getByRole('heading', { name: 'Your first figure, four ways in' }).waitFor();
    const creation = await apiClient(stack.urls.api, await tokenOf(first)).createCreation({
      name: 'Shared',
    });
    creationId = creation.id;
    // The same person in a second browser: the session's cookies carried over.
    const second = await stack.browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: await first.storageState(),
    });
    contexts.push(second);
    bob = await second.newPage();
    // At 1280 x 720 the header has little room to spare: the slide must not move as Bob joins.
    await alice.setViewportSize({ width: 1280, height: 720 });
    await openLive(alice, creationId);
    slideAlone = await slideBox(alice);
    await openLive(bob, creationId);
    await alice.locator('[data-testid="collaborator"]').first().waitFor({ timeout: 15000 });
    slideWithBob = await slideBox(alice);
    await alice.setViewportSize({ width: 1400, height: 900 });
  });

  it('shows each person the other over the canvas, and the other’s pointer on it', async () => {
    // In the toolbar the name wrapped the bar to a new row and re-fitted the slide.
    expect(slideWithBob).toEqual(slideAlone);
    await bob.locator('[data-testid="collaborator"]').first().waitFor({ timeout: 15000 });
    expect(await bob.locator('[data-testid="collaborator"]').allTextContents()).toEqual([
      'Alice Author',
    ]);
    // A round badge with the initials; the full name in its tooltip.
    const badge = bob.locator('[data-testid="collaborator"]').first();
    expect(await badge.getAttribute('data-initials')).toBe('AA');
    expect(await badge.getAttribute('title')).toBe('Alice Author');
    const canvas = alice.locator('canvas[data-testid="figura-canvas"]').last();
    const box = (await canvas.boundingBox())!;
    await alice.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await alice.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 10);
    await bob.locator('[data-testid="presence-cursor"]').waitFor({ timeout: 15000 });
    expect(await bob.locator('[data-testid="presence-cursor"]').textContent()).toBe('Alice Author');
  });

  it('brings both people’s edits to both editors', async () => {
    await drawWithTool(alice, 'Rectangle', { at: { x: 300, y: 150 } });
    await drawWithTool(bob, 'Ellipse', { at: { x: 800, y: 150 } });
    const converged = await until(alice, (current) => current.length === 2, 'both shapes');
    await until(bob, (current) => current.join() === converged.join(), 'the same shapes');
  });

  it('merges edits made offline when the connection is back, losing nothing', async () => {
    const before = await ids(alice);
    // At 1280 x 720, "Reconnecting…" beside "Saved" wrapped the toolbar and re-fitted the slide.
    const wide = await slideBox(bob);
    await bob.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(() => slideBox(bob)).not.toEqual(wide);
    const online = await slideBox(bob);
    await bob.context().setOffline(true);
    await drawWithTool(bob, 'Rectangle', { at: { x: 300, y: 420 } });
    await drawWithTool(alice, 'Ellipse', { at: { x: 800, y: 420 } });
    // Offline: Bob's editor says so, and his rectangle has not reached Alice.
    await bob
      .locator('[data-testid="collab-status"]')
      .filter({ hasText: 'Reconnecting' })
      .waitFor({ timeout: 20000 });
    expect(await slideBox(bob)).toEqual(online);
    await bob.setViewportSize({ width: 1400, height: 900 });
    expect(await ids(alice)).toHaveLength(before.length + 1);
    expect(await ids(bob)).toHaveLength(before.length + 1);
    await bob.context().setOffline(false);
    const merged = await until(alice, (current) => current.length === before.length + 2, 'all');
    await until(bob, (current) => current.join() === merged.join(), 'the same after reconnecting');
    // The server stores the room: the API has every element too.
    const api = apiClient(stack.urls.api, await tokenOf(alice.context()));
    const creation = await api.getCreation(creationId);
    const deadline = Date.now() + 20000;
    for (;;) {
      const stored = await api.getContent(creationId, creation.slides[0]!.id);
      const storedIds = stored.content.elements.map((e) => e.id).sort();
      if (storedIds.join() === merged.join()) break;
      if (Date.now() > deadline) throw new Error(`stored ${storedIds.join(', ')}`);
      await alice.waitForTimeout(200);
    }
  });

  it('shows a co-author’s comment in the owner’s editor within a second, with author and time', async () => {
    // Carol, another person, has the creation shared with her as editor.
    const context = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
    contexts.push(context);
    const carol = await context.newPage();
    const email = uniqueEmail('coauthor');
    await carol.goto(`${stack.urls.signOn}/register?continue=${stack.urls.portal}/my-creations`);
    await registerThroughForm(carol, {
      email,
      name: 'Carol Coauthor',
      password: 'correct horse battery staple',
    });
    await carol.waitForURL(`${stack.urls.portal}/my-creations`);
    await apiClient(stack.urls.api, await tokenOf(alice.context())).share(
      creationId,
      email,
      'editor',
    );
    await openLive(carol, creationId);

    const comments = (page: Page) => page.locator('.figura-root .figura-comments');
    await carol.locator('.figura-root').getByRole('button', { name: 'Comments' }).click();
    // The new-thread form (on the slide, or on the selected element).
    await comments(carol)
      .locator('.figura-comment-form textarea')
      .first()
      .fill('Check the scale bar');
    // Timed in the pages (the machine's clock, read when each page changes), not by polling
    // from the test: how long Alice's editor took to show what Carol's had just shown.
    const shownAt = (page: Page, selector: string, text: string) =>
      page.evaluate(
        ({ selector, text }) =>
          new Promise<number>((resolve) => {
            const found = () =>
              [...document.querySelectorAll(selector)].some((node) =>
                (node.getAttribute('aria-label') ?? node.textContent ?? '').includes(text),
              );
            if (found()) return resolve(Date.now());
            const watch = new MutationObserver(() => {
              if (!found()) return;
              watch.disconnect();
              resolve(Date.now());
            });
            watch.observe(document, { subtree: true, childList: true, attributes: true });
          }),
        { selector, text },
      );
    const posted = shownAt(carol, '.figura-comment-text', 'Check the scale bar');
    const arrived = shownAt(alice, '.figura-root button', 'Comments, 1 unread');
    await comments(carol).getByRole('button', { name: 'Comment', exact: true }).click();
    const arrivedMs = (await arrived) - (await posted);
    // Alice's panel is closed: the Comments button counts it as unread.
    const unread = alice
      .locator('.figura-root')
      .getByRole('button', { name: 'Comments, 1 unread' });
    await unread.waitFor({ timeout: 5000 });
    await unread.click();
    const comment = comments(alice).locator('.figura-comment', { hasText: 'Check the scale bar' });
    await comment.waitFor();
    expect(await comment.locator('.figura-comment-author').textContent()).toMatch(
      /^Carol Coauthor \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    // Read now that the panel is open.
    await alice
      .locator('.figura-root')
      .getByRole('button', { name: 'Comments', exact: true })
      .waitFor();
    expect(arrivedMs).toBeLessThan(1000);
    await comments(alice).getByRole('button', { name: 'Close the comments' }).click();
    await context.close();
  });

  it('undoes only this person’s own edit', async () => {
    const before = await ids(alice);
    await drawWithTool(bob, 'Rectangle', { at: { x: 150, y: 300 } });
    const withBobs = await until(alice, (current) => current.length === before.length + 1, 'add');
    const bobs = withBobs.find((id) => !before.includes(id))!;
    await drawWithTool(alice, 'Ellipse', { at: { x: 1000, y: 300 } });
    await until(bob, (current) => current.length === before.length + 2, 'both adds');
    // Alice undoes: her ellipse goes, Bob's rectangle stays, in both editors.
    await button(alice, 'Undo').click();
    for (const page of [alice, bob]) {
      const after = await until(page, (current) => current.length === before.length + 1, 'undo');
      expect(after).toContain(bobs);
    }
  });
  describe('every element type, on every canvas', () => {
    let everyId = '';
    let stored: () => Promise<Doc>;

    beforeAll(async () => {
      const api = apiClient(stack.urls.api, await tokenOf(alice.context()));
      const creation = await api.createCreation({ name: 'Every type' });
      everyId = creation.id;
      const slideId = creation.slides[0]!.id;
      const { revision } = await api.getContent(everyId, slideId);
      await api.saveContent(everyId, slideId, revision, {
        ...createEmptyDocument(1600, 1000),
        elements: everyType(),
      });
      stored = async () => (await api.getContent(everyId, slideId)).content as unknown as Doc;
      for (const page of [alice, bob]) await openLive(page, everyId);
    });

    it('stays drawn through a remote move, a reload, a reconnect and a third person', async () => {
      await expectDrawnAsStored([alice, bob], stored, 'opened');

      // Alice drags the chart; Bob's canvas follows.
      const from = await dragStartOf(alice, 'every-chart');
      await alice.mouse.move(from.x, from.y);
      await alice.mouse.down();
      await alice.mouse.move(from.x + 40 * from.scale, from.y + 20 * from.scale, { steps: 6 });
      await alice.mouse.up();
      await expectDrawnAsStored([alice, bob], stored, 'after a remote move');

      // Bob reloads while Alice stays.
      await openLive(bob, everyId);
      await expectDrawnAsStored([alice, bob], stored, 'after a reload');

      // Bob loses the connection while Alice moves the molecule, then comes back.
      await bob.context().setOffline(true);
      const molecule = await dragStartOf(alice, 'every-molecule');
      await alice.mouse.move(molecule.x, molecule.y);
      await alice.mouse.down();
      await alice.mouse.move(molecule.x - 30 * molecule.scale, molecule.y + 10 * molecule.scale, {
        steps: 6,
      });
      await alice.mouse.up();
      await bob.context().setOffline(false);
      await expectDrawnAsStored([alice, bob], stored, 'after a reconnect');

      // A third person joins.
      const third = await stack.browser.newContext({
        viewport: { width: 1400, height: 900 },
        storageState: await alice.context().storageState(),
      });
      contexts.push(third);
      const carol = await third.newPage();
      await openLive(carol, everyId);
      await expectDrawnAsStored([alice, bob, carol], stored, 'after a third person joined');
    });
  });
});
