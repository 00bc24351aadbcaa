// Two people (one account in two browsers) co-edit one slide in the portal: edits converge,
// each sees the other, an offline edit merges on reconnect, and undo never takes back the
// other person's edit.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { editorDocument, waitForEditor } from './support/editor';
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

const button = (page: Page, name: string) =>
  page.locator('.figura-root').getByRole('button', { name, exact: true });

describe('co-editing a slide in the portal', () => {
  let alice: Page;
  let bob: Page;
  let creationId = '';

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
    await alice.getByText('No creations yet').waitFor();
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
    for (const page of [alice, bob]) {
      await page.goto(`${stack.urls.portal}/editor/${creationId}`);
      await waitForEditor(page, 'body');
      await page
        .locator('[data-testid="collab-status"]')
        .filter({ hasText: 'Live' })
        .waitFor({ timeout: 20000 });
    }
  });

  it('shows each person the other in the header, and the other’s pointer on the canvas', async () => {
    await bob.locator('[data-testid="collaborator"]').first().waitFor({ timeout: 15000 });
    expect(await bob.locator('[data-testid="collaborator"]').allTextContents()).toEqual([
      'Alice Author',
    ]);
    const canvas = alice.locator('canvas[data-testid="figura-canvas"]').last();
    const box = (await canvas.boundingBox())!;
    await alice.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await alice.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 10);
    await bob.locator('[data-testid="presence-cursor"]').waitFor({ timeout: 15000 });
    expect(await bob.locator('[data-testid="presence-cursor"]').textContent()).toBe('Alice Author');
  });

  it('brings both people’s edits to both editors', async () => {
    await button(alice, 'Rectangle').click();
    await button(bob, 'Ellipse').click();
    const converged = await until(alice, (current) => current.length === 2, 'both shapes');
    await until(bob, (current) => current.join() === converged.join(), 'the same shapes');
  });

  it('merges edits made offline when the connection is back, losing nothing', async () => {
    const before = await ids(alice);
    await bob.context().setOffline(true);
    await button(bob, 'Rectangle').click();
    await button(alice, 'Ellipse').click();
    // Offline: Bob's editor says so, and his rectangle has not reached Alice.
    await bob
      .locator('[data-testid="collab-status"]')
      .filter({ hasText: 'Reconnecting' })
      .waitFor({ timeout: 20000 });
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

  it('undoes only this person’s own edit', async () => {
    const before = await ids(alice);
    await button(bob, 'Rectangle').click();
    const withBobs = await until(alice, (current) => current.length === before.length + 1, 'add');
    const bobs = withBobs.find((id) => !before.includes(id))!;
    await button(alice, 'Ellipse').click();
    await until(bob, (current) => current.length === before.length + 2, 'both adds');
    // Alice undoes: her ellipse goes, Bob's rectangle stays, in both editors.
    await button(alice, 'Undo').click();
    for (const page of [alice, bob]) {
      const after = await until(page, (current) => current.length === before.length + 1, 'undo');
      expect(after).toContain(bobs);
    }
  });
});
