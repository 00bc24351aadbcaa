// The foundation journey of a scientist, in real Chromium against the built product:
// sign up on the sign-on site -> /my-creations -> new graphical abstract -> add "Hello cells" and
// a Health Icons icon -> saved -> reload -> same elements at the same places -> download a PNG.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { uniqueEmail, useTestStack } from './support/stack';
import { registerThroughForm } from './support/signon';
import {
  documentPointToScreen,
  downloadFromDialog,
  drawWithTool,
  editorDocument,
  textToolbar,
  waitForSaved,
  type DocElement,
} from './support/editor';
import { countDarkPixels, decodePng } from './support/png';
import { downloadedBytes } from './support/download';

const stack = useTestStack('journey');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await stack.browser.newContext({
    viewport: { width: 1400, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
});

const placement = (element: DocElement) => ({
  type: element.type,
  left: element.left,
  top: element.top,
  width: element.width,
  height: element.height,
  scaleX: element.scaleX,
  scaleY: element.scaleY,
  text: element.text,
  iconName: element.iconName,
});

describe('a scientist signs up, draws a graphical abstract and gets it back', () => {
  let creationUrl = '';

  it('sends a visitor to the sign-on site and lands on /my-creations after registering', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await registerThroughForm(page, {
      email: uniqueEmail('journey'),
      name: 'Ada Cell',
      password: 'correct horse 42',
    });
    await page.waitForURL(`${stack.urls.portal}/my-creations`);
    await page.getByRole('heading', { name: 'My creations' }).waitFor();
    // A new account starts with an empty list (once it has loaded).
    await page.getByRole('heading', { name: 'Your first figure, four ways in' }).waitFor();
  });

  it('creates a graphical abstract and adds a textbox and an icon that save', async () => {
    await page.getByRole('button', { name: 'New graphical abstract' }).click();
    // It offers the guided builder or a blank canvas: this journey draws on a blank one.
    await page.getByRole('button', { name: 'Blank canvas' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    creationUrl = page.url();
    await page.getByTestId('figura-canvas').waitFor();
    const empty = await editorDocument(page);
    expect([empty.width, empty.height]).toEqual([1200, 600]);
    expect(empty.elements).toHaveLength(0);

    // The Text tool, then a click on the slide: new text there, open for typing; leave it.
    await drawWithTool(page, 'Text');
    await textToolbar(page).waitFor();
    await page.keyboard.press('Escape');
    const [textbox] = (await editorDocument(page)).elements;
    expect(textbox!.type).toBe('textbox');
    // Edit the text as a person does: double-click into it, select all, type, leave with Escape.
    const centre = await documentPointToScreen(
      page,
      textbox!.left! + (textbox!.width! * (textbox!.scaleX ?? 1)) / 2,
      textbox!.top! + (textbox!.height! * (textbox!.scaleY ?? 1)) / 2,
    );
    await page.mouse.dblclick(centre.x, centre.y);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Hello cells');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() =>
      (document.querySelector('.figura-root') as any).figuraEditor
        .getDocument()
        .elements.some((e: any) => e.type === 'textbox' && e.text === 'Hello cells'),
    );

    await page.getByRole('button', { name: 'Icon', exact: true }).click();
    await page.getByLabel('Search icons').fill('virus');
    await page.getByRole('button', { name: 'Virus (Health Icons)', exact: true }).click();
    await page.waitForFunction(() =>
      (document.querySelector('.figura-root') as any).figuraEditor
        .getDocument()
        .elements.some((e: any) => e.type === 'icon'),
    );
    await waitForSaved(page);
  });

  it('finds both elements at the same places after a reload', async () => {
    const before = await editorDocument(page);
    await page.reload();
    await page.getByTestId('figura-canvas').waitFor();
    const after = await editorDocument(page);
    expect(after.elements.map(placement)).toEqual(before.elements.map(placement));
    expect(after.elements.map((e) => e.type).sort()).toEqual(['icon', 'textbox']);
    expect(after.elements.find((e) => e.type === 'textbox')!.text).toBe('Hello cells');
    expect(after.elements.find((e) => e.type === 'icon')!.iconName).toBe('virus');
    expect(page.url()).toBe(creationUrl);
  });

  it('downloads a real PNG of the creation size that shows the text', async () => {
    const doc = await editorDocument(page);
    const textbox = doc.elements.find((e) => e.type === 'textbox')!;
    const download = await downloadFromDialog(page);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const png = decodePng(bytes);
    expect([png.width, png.height]).toEqual([1200, 600]);
    const textArea = {
      left: Math.round(textbox.left!),
      top: Math.round(textbox.top!),
      width: Math.round(textbox.width! * (textbox.scaleX ?? 1)),
      height: Math.round(textbox.height! * (textbox.scaleY ?? 1)),
    };
    // The text's box holds dark ink and no part of the icon; an empty corner has none.
    const icon = doc.elements.find((e) => e.type === 'icon')!;
    const iconRight = icon.left! + icon.width! * (icon.scaleX ?? 1);
    const iconBottom = icon.top! + icon.height! * (icon.scaleY ?? 1);
    const apart =
      icon.left! >= textArea.left + textArea.width ||
      iconRight <= textArea.left ||
      icon.top! >= textArea.top + textArea.height ||
      iconBottom <= textArea.top;
    expect(apart).toBe(true);
    expect(countDarkPixels(png, textArea)).toBeGreaterThan(150);
    expect(countDarkPixels(png, { left: 5, top: 560, width: 60, height: 35 })).toBe(0);
  });

  it('renames the creation in the header and lists it under its new name on /my-creations', async () => {
    const name = page.getByLabel('Creation name');
    await name.fill('Cell signalling abstract');
    await name.press('Enter');
    await page.waitForFunction(() => document.title.startsWith('Cell signalling abstract'));
    const download = await downloadFromDialog(page);
    expect(download.suggestedFilename()).toBe('Cell signalling abstract.png');
    // Sharing names it so too.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share “Cell signalling abstract”' });
    await share.waitFor();
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'hidden' });

    await page
      .getByRole('link', { name: /My creations/ })
      .first()
      .click();
    await page.waitForURL(`${stack.urls.portal}/my-creations`);
    await page.getByRole('list', { name: 'Creations' }).getByRole('link').first().waitFor();
    const cards = page.getByRole('list', { name: 'Creations' }).getByRole('link');
    expect(await cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Cell signalling abstract');
  });

  it('starts a blank abstract at the size a journal asks for, checked for that journal', async () => {
    await page.getByRole('button', { name: 'New graphical abstract' }).click();
    const journal = page.getByRole('combobox', { name: 'Blank, sized for a journal…' });
    await expect.poll(() => journal.isEnabled()).toBe(true);
    await journal.selectOption('acs-toc');
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    await page.getByTestId('figura-canvas').waitFor();
    const blank = await editorDocument(page);
    expect([blank.width, blank.height]).toEqual([975, 525]);
    await page.getByRole('button', { name: 'Preflight', exact: true }).click();
    const profile = page
      .getByRole('complementary', { name: 'Preflight' })
      .getByLabel('Journal profile');
    expect(await profile.inputValue()).toBe('acs-toc');
  });

  it('finds a creation by name on /my-creations and orders the list by name or by last edit', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    const names = () =>
      page.getByRole('list', { name: 'Creations' }).locator('.creation-name').allTextContents();
    // Last edited first: the journal's blank abstract, then the renamed one.
    await expect.poll(names).toHaveLength(2);
    const [newest] = await names();
    expect(newest).not.toBe('Cell signalling abstract');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name (A–Z)' });
    await expect.poll(names).toEqual(['Cell signalling abstract', newest]);

    await page.getByRole('searchbox', { name: 'Search my creations' }).fill('SIGNALLING');
    await expect.poll(names).toEqual(['Cell signalling abstract']);
    await page.getByRole('searchbox', { name: 'Search my creations' }).fill('kinase');
    await page.getByText('No creation here is called anything like “kinase”.').waitFor();
    await page.getByRole('searchbox', { name: 'Search my creations' }).fill('');
    await expect.poll(names).toHaveLength(2);
  });

  it('signs out with Log out, in one click, at the sign-on site too', async () => {
    // Still on /my-creations. (A cross-site GET of the logout route signs nobody out: the
    // sign-on site's logout.test.ts.)
    await page.getByRole('heading', { name: 'My creations' }).waitFor();
    await page.getByRole('link', { name: 'Log out' }).click();
    // Signed out at the sign-on site too: back on /my-creations, the portal asks to sign in.
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await page.getByRole('heading', { name: 'Sign in to Figura' }).waitFor();
    const cookies = await context.cookies();
    const names = cookies.map((cookie) => cookie.name);
    expect(names).not.toContain('figura_sso_session');
    expect(names).not.toContain('figura_auid');
  });
});
