// The editing surface holds still and keeps its keys: in the portal's editor, the slide's place
// and size on screen change only when the person pans or zooms (not when a panel opens or closes,
// a text is selected or the work is saved), and Ctrl+Z after a panel has closed undoes the last
// canvas edit, never the creation's name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { useTestStack } from './support/stack';
import { signUpToMyCreations } from './support/signon';
import {
  documentPointToScreen,
  drawWithTool,
  editorDocument,
  textToolbar,
  waitForEditor,
  waitForSaved,
  type DocElement,
} from './support/editor';

const stack = useTestStack('steady-canvas');
const SCOPE = 'body';
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await signUpToMyCreations(page, stack.urls, { emailPrefix: 'steady', name: 'Stella Steady' });
  await page.getByRole('button', { name: 'New slide' }).click();
  await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
  await waitForEditor(page, SCOPE);
});

afterAll(async () => {
  await context?.close();
});

/** Where the slide is drawn on screen, once any zoom has settled. */
async function slideRect() {
  await page.waitForFunction(() => {
    const canvas = document.querySelector('canvas[data-testid="figura-canvas"]') as any;
    return canvas?.figuraCanvas?.wrapperEl.style.transform === '';
  });
  // Two frames: a resize is answered (and the slide held in place) before the next paint.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.evaluate(() => {
    const box = document
      .querySelector('canvas[data-testid="figura-canvas"]')!
      .getBoundingClientRect();
    return { left: box.left, top: box.top, width: box.width, height: box.height };
  });
}

const toolbar = () => page.getByRole('toolbar', { name: 'Editor tools' });

describe('a steady canvas', () => {
  it('keeps the slide in place while panels open and close, a text is selected and it saves', async () => {
    await drawWithTool(page, 'Rectangle');
    await waitForSaved(page, SCOPE);
    const start = await slideRect();
    expect(start.width).toBeGreaterThan(300);

    for (const name of [
      'Illustrations',
      'Icon',
      'Shapes',
      'Canvas',
      'Layers',
      'Alt text',
      'Preflight',
      'Comments',
    ]) {
      const button = toolbar().getByRole('button', { name, exact: true });
      await button.click();
      expect(await slideRect(), `${name} opened`).toEqual(start);
      // Its close button says what it closes ("Close layers"), never a bare "Close".
      const dock = page.locator(`${SCOPE} .figura-dock`);
      await dock
        .getByRole('button', { name: /^Close \S/ })
        .first()
        .waitFor();
      expect(await dock.getByRole('button', { name: 'Close', exact: true }).count(), name).toBe(0);
      await button.click();
      expect(await slideRect(), `${name} closed`).toEqual(start);
    }

    // A host opens and closes a panel through the engine (editor.openPanel): the shell shows it
    // as if its button had been pressed, and the slide stays.
    const fromHost = (open: boolean) =>
      page.evaluate((open) => {
        const editor = (document.querySelector('.figura-root') as any).figuraEditor;
        if (open) editor.openPanel('layers');
        else editor.closePanel();
      }, open);
    const layers = page.getByRole('list', { name: 'Layers' });
    await fromHost(true);
    await layers.waitFor();
    expect(await slideRect(), 'Layers opened by the host').toEqual(start);
    await fromHost(false);
    await layers.waitFor({ state: 'detached' });
    expect(await slideRect(), 'Layers closed by the host').toEqual(start);

    // A text box selected: its formatting row appears above the canvas, the slide stays.
    await drawWithTool(page, 'Text', { at: { x: 300, y: 500 } });
    await textToolbar(page, SCOPE).waitFor();
    expect(await slideRect(), 'text selected').toEqual(start);
    await waitForSaved(page, SCOPE);
    expect(await slideRect(), 'saved').toEqual(start);
    // Leave the new text's typing, then the selection.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await textToolbar(page, SCOPE).waitFor({ state: 'detached' });
    expect(await slideRect(), 'text deselected').toEqual(start);
  });
});

describe('one keyboard scope', () => {
  it('undoes the last canvas edit with Ctrl+Z after a panel closed, and leaves the name alone', async () => {
    const name = page.getByLabel('Creation name');
    const original = await name.inputValue();
    await name.fill('PD-1 blockade restores T-cell killing');
    await name.press('Enter');
    await waitForSaved(page, SCOPE);

    const before = (await editorDocument(page, SCOPE)).elements.length;
    await drawWithTool(page, 'Ellipse', { at: { x: 900, y: 150 } });

    // Open the layers panel and close it with its own button: focus goes back to the Layers
    // button that opened it, and the editor's keys still act on the slide.
    const layers = toolbar().getByRole('button', { name: 'Layers', exact: true });
    await layers.click();
    await page.getByRole('button', { name: 'Close layers' }).click();
    expect(await layers.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await editorDocument(page, SCOPE)).elements.length).toBe(before);
    expect(await name.inputValue()).toBe('PD-1 blockade restores T-cell killing');

    // The rename is the step before: the next Ctrl+Z takes it back, Ctrl+Y brings it again.
    await page.keyboard.press('Control+z');
    await expect.poll(() => name.inputValue()).toBe(original);
    await page.keyboard.press('Control+y');
    await expect.poll(() => name.inputValue()).toBe('PD-1 blockade restores T-cell killing');

    await page.reload();
    await waitForEditor(page, SCOPE);
    expect(await page.getByLabel('Creation name').inputValue()).toBe(
      'PD-1 blockade restores T-cell killing',
    );
  });
});

/** Whether an element's box, on screen, lies inside the canvas area (what the person sees). */
async function inSight(element: DocElement) {
  const width = (element.width ?? 0) * (element.scaleX ?? 1);
  const height = (element.height ?? 0) * (element.scaleY ?? 1);
  const from = await documentPointToScreen(page, element.left!, element.top!, SCOPE);
  const to = await documentPointToScreen(page, element.left! + width, element.top! + height, SCOPE);
  const area = await page.locator('.figura-canvas-area').boundingBox();
  return (
    from.x >= area!.x - 1 &&
    from.y >= area!.y - 1 &&
    to.x <= area!.x + area!.width + 1 &&
    to.y <= area!.y + area!.height + 1
  );
}

const overlaps = (a: DocElement, b: DocElement) =>
  a.left! < b.left! + b.width! * (b.scaleX ?? 1) &&
  b.left! < a.left! + a.width! * (a.scaleX ?? 1) &&
  a.top! < b.top! + b.height! * (b.scaleY ?? 1) &&
  b.top! < a.top! + a.height! * (a.scaleY ?? 1);

describe('draw tools', () => {
  it('draws a rectangle over the dragged box and places text where the slide is clicked', async () => {
    await toolbar().getByRole('button', { name: 'Rectangle', exact: true }).click();
    expect(
      await toolbar()
        .getByRole('button', { name: 'Rectangle', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // Over the canvas, what the next press does; gone once the tool has drawn.
    const hint = page.locator('.figura-tool-hint');
    expect(await hint.textContent()).toBe(
      'Drag to draw a rectangle, or click to place one. Esc puts the tool down.',
    );
    // In the canvas's foot, under the fitted slide and beside the zoom bar: at the top it covered
    // a tall slide's first lines.
    const hintBox = (await hint.boundingBox())!;
    const fitted = await slideRect();
    expect(hintBox.y).toBeGreaterThanOrEqual(fitted.top + fitted.height);
    const zoomBar = (await page.locator('.figura-zoom-bar').boundingBox())!;
    expect(hintBox.x).toBeGreaterThanOrEqual(zoomBar.x + zoomBar.width);
    const from = await documentPointToScreen(page, 500, 350, SCOPE);
    const to = await documentPointToScreen(page, 700, 450, SCOPE);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    // The dashed outline shows what will be drawn.
    await page.locator('.figura-draw-preview').waitFor();
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    const drawn = (await editorDocument(page, SCOPE)).elements.at(-1)!;
    expect(drawn.type).toBe('rect');
    // Within a pixel of the drag (the screen's pixels are coarser than the slide's).
    expect(Math.abs(drawn.left! - 500)).toBeLessThan(3);
    expect(Math.abs(drawn.top! - 350)).toBeLessThan(3);
    expect(Math.abs(drawn.width! * (drawn.scaleX ?? 1) - 200)).toBeLessThan(5);
    expect(Math.abs(drawn.height! * (drawn.scaleY ?? 1) - 100)).toBeLessThan(5);
    expect(await page.locator('.figura-draw-preview').count()).toBe(0);
    expect(await hint.textContent()).toBe('');

    // T, then a click: new text starting there, open for typing.
    await page.locator('.figura-canvas-area').focus();
    await page.keyboard.press('t');
    const at = await documentPointToScreen(page, 250, 150, SCOPE);
    await page.mouse.click(at.x, at.y);
    await textToolbar(page, SCOPE).waitFor();
    await page.keyboard.type('CD8+ T cell');
    await page.keyboard.press('Escape');
    const text = (await editorDocument(page, SCOPE)).elements.at(-1)!;
    expect(text).toMatchObject({ type: 'textbox', text: 'CD8+ T cell' });
    expect(Math.abs(text.left! - 250)).toBeLessThan(3);
    expect(text.top!).toBeLessThan(150);
    expect(text.top! + text.height! * (text.scaleY ?? 1)).toBeGreaterThan(150);
    await page.keyboard.press('Escape');

    // A double-click keeps Arrow for several; Escape puts it down.
    const arrowButton = toolbar().getByRole('button', { name: 'Arrow', exact: true });
    expect(await arrowButton.getAttribute('title')).toContain('Double-click');
    await arrowButton.dblclick();
    await expect.poll(() => arrowButton.getAttribute('class')).toContain('figura-tool-kept');
    const before = (await editorDocument(page, SCOPE)).elements.length;
    for (const y of [470, 540]) {
      const start = await documentPointToScreen(page, 820, y, SCOPE);
      const end = await documentPointToScreen(page, 1080, y, SCOPE);
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(end.x, end.y, { steps: 5 });
      await page.mouse.up();
    }
    const arrows = (await editorDocument(page, SCOPE)).elements.slice(before);
    expect(arrows.map((element) => element.type)).toEqual(['arrow', 'arrow']);
    expect(await arrowButton.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => arrowButton.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the Insert bar and the inspector', () => {
  it('adds a chart into free space in view, selected, its properties docked at the right', async () => {
    // The Shapes panel open: the slide's right part is behind it.
    await toolbar().getByRole('button', { name: 'Shapes', exact: true }).click();
    const before = (await editorDocument(page, SCOPE)).elements;
    await toolbar().getByRole('button', { name: 'Add a chart' }).click();
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.length)
      .toBe(before.length + 1);
    const chart = (await editorDocument(page, SCOPE)).elements.at(-1)!;
    expect(chart.type).toBe('chart');
    expect(await inSight(chart)).toBe(true);
    for (const other of before.filter((e) => e.width !== undefined))
      expect(overlaps(chart, other), `chart over ${other.type}`).toBe(false);
    const inspector = page.getByRole('complementary', { name: 'Properties of the selection' });
    await inspector.getByTestId('chart-properties').waitFor();
    await toolbar().getByRole('button', { name: 'Shapes', exact: true }).click();
  });

  it('fills a rectangle from the Style tab and moves it from the Position tab', async () => {
    const drawn = await drawWithTool(page, 'Rectangle', { at: { x: 1000, y: 120 } });
    const inspector = page.getByRole('complementary', { name: 'Properties of the selection' });
    const tabs = inspector.getByRole('tablist', { name: 'Properties' });
    const start = await slideRect();
    expect(await tabs.getByRole('tab', { name: 'Style' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await inspector.getByLabel('Fill', { exact: true }).fill('#d62728');
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.at(-1)!.fill)
      .toBe('#d62728');

    await tabs.getByRole('tab', { name: 'Position' }).click();
    const x = inspector.getByLabel('X', { exact: true });
    await x.fill('40');
    await x.press('Enter');
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.at(-1)!.left)
      .toBe(40);
    expect(await slideRect(), 'tabs changed').toEqual(start);
    await page.locator('.figura-canvas-area').focus();
    await page.keyboard.press('Control+z');
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.at(-1)!.left)
      .toBe(drawn.left);
    await tabs.getByRole('tab', { name: 'Style' }).click();
  });

  it('shows a notice over the canvas, the slide held still, until it is dismissed', async () => {
    const start = await slideRect();
    const toggle = page.getByRole('button', { name: 'Shapes', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByLabel('Image file').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    const notice = page.getByRole('alert').filter({ hasText: 'This image could not be read.' });
    await notice.waitFor();
    await toggle.click();
    expect(await slideRect(), 'the notice moved the slide').toEqual(start);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    expect(await notice.count()).toBe(0);
    expect(await slideRect()).toEqual(start);
  });

  it("removes a photo's backdrop in a worker, the slide held still", async () => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const photo = new PNG({ width: 80, height: 60 });
    for (let y = 0; y < 60; y++)
      for (let x = 0; x < 80; x++) {
        const inDisc = Math.hypot(x - 40, y - 30) <= 20;
        photo.data.set(inDisc ? [30, 60, 190, 255] : [248, 247, 244, 255], (y * 80 + x) * 4);
      }
    const toggle = page.getByRole('button', { name: 'Shapes', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'disc.png', mimeType: 'image/png', buffer: PNG.sync.write(photo) });
    const source = async () => String((await editorDocument(page, SCOPE)).elements.at(-1)?.src);
    await expect.poll(source).toMatch(/^figura-file:[0-9a-f]{64}$/);
    const original = await source();
    await toggle.click();
    const start = await slideRect();
    const fields = page.getByRole('group', { name: 'Remove background' });
    await fields.getByRole('button', { name: 'Remove background' }).click();
    await expect.poll(source).not.toBe(original);
    expect(await source()).toMatch(/^figura-file:[0-9a-f]{64}$/);
    expect(workers.filter((url) => url.includes('background-removal'))).toHaveLength(1);
    expect(await slideRect(), 'the removal moved the slide').toEqual(start);
    await page.locator('.figura-canvas-area').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(source).toBe(original);
  });
});

describe('a part of the editor or a page that cannot be loaded', () => {
  it('says so in its place, and the editor goes on working', async () => {
    const fresh = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const own = await fresh.newPage();
    await signUpToMyCreations(own, stack.urls, { emailPrefix: 'offline', name: 'Otto Offline' });
    await own.getByRole('button', { name: 'New slide' }).click();
    await own.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    await waitForEditor(own, SCOPE);
    // The Layers panel's file is gone (a deploy replaced it) or the connection dropped.
    await own.route(/\/assets\/LayersPanel-[^/]*\.js$/, (route) => route.abort());
    await own
      .getByRole('toolbar', { name: 'Editor tools' })
      .getByRole('button', { name: 'Layers', exact: true })
      .click();
    const failed = own.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await failed.waitFor();
    expect(await failed.getByRole('button', { name: 'Reload the page' }).count()).toBe(1);
    // The toolbar and the canvas are still there and still edit the slide.
    await drawWithTool(own, 'Rectangle');
    await expect.poll(async () => (await editorDocument(own, SCOPE)).elements.length).toBe(1);
    // Once the file can be fetched, "Try again" shows the panel: no reload (which would drop
    // what is not saved yet).
    await own.unroute(/\/assets\/LayersPanel-[^/]*\.js$/);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await own.getByRole('complementary', { name: 'Layers' }).waitFor();
    // A dialog says so as a dialog (it did not push the canvas up), and comes by itself when
    // the connection is back.
    await own.route(/\/assets\/DownloadDialog-[^/]*\.js$/, (route) => route.abort());
    await own.getByRole('button', { name: 'Download', exact: true }).click();
    const dialogFailed = own.getByRole('dialog', { name: 'Could not be loaded' });
    await dialogFailed.getByRole('button', { name: 'Close' }).waitFor();
    await own.unroute(/\/assets\/DownloadDialog-[^/]*\.js$/);
    await own.evaluate(() => window.dispatchEvent(new Event('online')));
    await own.getByRole('dialog', { name: 'Download' }).waitFor();
    await own.keyboard.press('Escape');
    // A whole page of the portal likewise: a sentence and a reload, not a blank window.
    await own.route(/\/assets\/GalleryPage[^/]*\.js$/, (route) => route.abort());
    await own.goto(`${stack.urls.portal}/gallery`);
    const pageFailed = own.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await pageFailed.waitFor();
    expect(await pageFailed.getByRole('button', { name: 'Reload the page' }).count()).toBe(1);
    expect(
      await pageFailed.getByRole('link', { name: 'Go to My creations' }).getAttribute('href'),
    ).toBe('/my-creations');
    await own.unroute(/\/assets\/GalleryPage[^/]*\.js$/);
    await pageFailed.getByRole('button', { name: 'Try again' }).click();
    await own.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor();
    await fresh.close();
  });
});

describe('on a phone', () => {
  it('fits the window: the sections sit behind Menu, the editor below a one-line header, Undo and Download in view, the slide whole with a selection', async () => {
    const phone = await stack.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const small = await phone.newPage();
    await signUpToMyCreations(small, stack.urls, { emailPrefix: 'phone', name: 'Pia Phone' });
    const wide = () => small.evaluate(() => document.documentElement.scrollWidth);
    expect(await wide()).toBeLessThanOrEqual(390);
    const menu = small.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    // The gallery's code arrives late: the page being left stays on screen meanwhile.
    let releaseGallery = () => {};
    const galleryHeld = new Promise<void>((resolve) => (releaseGallery = resolve));
    await small.route(/\/assets\/GalleryPage[^/]*\.js$/, async (route) => {
      await galleryHeld;
      await route.continue();
    });
    await menu.click();
    await small
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Gallery' })
      .click();
    await small.waitForURL((url) => url.pathname.startsWith('/gallery'));
    // Following a link closes the menu.
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    // Opened while the gallery still loads, the menu is still open in the gallery's header.
    await menu.click();
    releaseGallery();
    await small
      .getByRole('heading', { name: /gallery/i })
      .first()
      .waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await small
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'My creations' })
      .click();
    await small.getByRole('button', { name: 'New slide' }).click();
    await small.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    await waitForEditor(small, SCOPE);
    expect(await wide()).toBeLessThanOrEqual(390);
    // The header keeps one line (a long name cut short, History and Menu); the toolbar's lines scroll
    // sideways (wrapped, they took 312 px) but for history and the creation's actions, which
    // stay in view: Undo and Download sat beyond the scroll.
    const name = small.getByRole('banner').getByRole('textbox').first();
    await name.fill('PD-1 blockade restores T-cell killing of tumour cells');
    await name.press('Enter');
    const header = (await small.locator('.portal-header').boundingBox())!;
    expect(header.height).toBeLessThan(64);
    const toolbar = (await small.locator('.figura-toolbar').boundingBox())!;
    expect(toolbar.height).toBeLessThan(150);
    for (const name of ['Undo', 'Download']) {
      const button = (await small.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width).toBeLessThanOrEqual(390);
    }
    const slide = (await small.locator('canvas[data-testid="figura-canvas"]').boundingBox())!;
    expect(slide.y + slide.height).toBeLessThanOrEqual(844);
    // The editor has the screen under the header: the zoom bar shows, below the slide, and the
    // page does not scroll (the editor took a whole screen below the header, its foot unseen).
    const zoomBar = (await small.locator('.figura-zoom-bar').boundingBox())!;
    expect(zoomBar.y + zoomBar.height).toBeLessThanOrEqual(844);
    expect(zoomBar.y).toBeGreaterThanOrEqual(slide.y + slide.height);
    expect(await small.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      846,
    );
    // Selecting opens the properties under the canvas without taking its room: the slide stays
    // where it was, whole in view (the dock grew and hid the slide's lower half).
    const frame = () => small.locator('.figura-canvas-frame').boundingBox();
    const frameBefore = (await frame())!;
    await drawWithTool(small, 'Rectangle');
    await small.locator('.figura-inspector .figura-tab-list').waitFor();
    expect(await frame()).toEqual(frameBefore);
    const slideAfter = (await small.locator('canvas[data-testid="figura-canvas"]').boundingBox())!;
    expect(slideAfter).toEqual(slide);
    expect(slideAfter.y + slideAfter.height).toBeLessThanOrEqual(
      frameBefore.y + frameBefore.height,
    );
    await phone.close();
  });

  it('on a 1280 px window the editor header keeps the whole name, the actions their words, Escape closes the menu, two rows of illustrations show, and the inspector beside them', async () => {
    const laptop = await stack.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const narrow = await laptop.newPage();
    await signUpToMyCreations(narrow, stack.urls, { emailPrefix: 'laptop', name: 'Lea Laptop' });
    // On My creations the sections fit the row.
    expect(await narrow.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    await narrow.getByRole('button', { name: 'New slide' }).click();
    await narrow.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    await waitForEditor(narrow, SCOPE);
    const name = narrow.getByRole('banner').getByRole('textbox').first();
    await name.fill('PD-1 blockade restores T-cell killing');
    await name.press('Enter');
    // The creation's own line takes the room: the sections go behind Menu, the name is not cut.
    expect(await name.evaluate((input) => input.scrollWidth - input.clientWidth)).toBeLessThan(2);
    // The toolbar's first row keeps one line (48 px Insert buttons), and Comments, Share,
    // Preflight and Download keep their words (glyphs alone said little).
    const firstRow = narrow.locator('.figura-toolbar-row').first();
    expect((await firstRow.boundingBox())!.height).toBeLessThan(64);
    for (const action of ['Comments', 'Share', 'Preflight', 'Download']) {
      await firstRow.getByRole('button', { name: action }).getByText(action).waitFor();
    }
    const menu = narrow.getByRole('button', { name: 'Menu' });
    await menu.click();
    await narrow.getByRole('navigation', { name: 'Sections' }).waitFor();
    await narrow.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    // The Illustrations panel's search and category share one row: the results keep the height,
    // two and a half rows of thumbnails (112 px each) on a 720 px screen (about 330 px measured;
    // 230, two rows cut, with a labelled field each).
    await narrow.getByRole('button', { name: 'Illustrations', exact: true }).click();
    await narrow.getByLabel('Search illustrations').fill('T cell');
    const found = narrow.getByRole('group', { name: 'Illustrations found' });
    await found.locator('[data-item-id]').first().waitFor();
    const search = (await narrow.getByLabel('Search illustrations').boundingBox())!;
    const category = (await narrow.getByLabel('Category').boundingBox())!;
    expect(Math.abs(search.y - category.y)).toBeLessThan(4);
    expect((await found.boundingBox())!.height).toBeGreaterThanOrEqual(2.5 * 112);
    // Once one is placed (and selected), panel and inspector share the column: a row of results
    // and the inspector's fields both show (the inspector had one field's height).
    await found.locator('[data-item-id]').first().click();
    const inspector = narrow.getByRole('complementary', { name: 'Properties of the selection' });
    await inspector.getByRole('tab', { name: 'Position' }).click();
    expect((await inspector.boundingBox())!.height).toBeGreaterThan(200);
    expect((await found.boundingBox())!.height).toBeGreaterThanOrEqual(112);
    const width = (await inspector.getByLabel('Width').boundingBox())!;
    const shown = (await inspector.boundingBox())!;
    expect(width.y + width.height).toBeLessThanOrEqual(shown.y + shown.height);
    await laptop.close();
  });
});
