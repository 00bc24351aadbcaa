import type { Page } from 'playwright-core';

export interface DocElement {
  id: string;
  type: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  scaleX?: number;
  scaleY?: number;
  text?: string;
  iconName?: string;
  [key: string]: unknown;
}
export interface Doc {
  width: number;
  height: number;
  elements: DocElement[];
  alt?: string;
  description?: string;
  /** A slide the builder made: the sample words it put in fields left empty, by element id. */
  builder?: { placeholders: Record<string, string> };
}

/**
 * The selector of an editor that takes input: its first slide drawn and checked (until then the
 * editor is inert, and keys or clicks sent to it go nowhere).
 */
export const editorReady = (scope = 'figura-editor') =>
  `${scope} .figura-shell[data-checked="true"]`;

/** Waits until the editor in `scope` takes input (see editorReady). */
export async function waitForEditor(page: Page, scope = 'figura-editor'): Promise<void> {
  await page.locator(editorReady(scope)).waitFor();
}

/**
 * The text formatting toolbar, shown above the canvas while a text box is selected. Its code
 * loads on first use, and when it appears it pushes the slides and the canvas down (45 px): wait
 * for it after selecting a text box, before aiming the mouse at anything below it.
 */
export function textToolbar(page: Page, scope = 'body') {
  return page.locator(scope).getByRole('toolbar', { name: 'Text formatting' });
}

/** The document the editor holds, read through the editor object on `.figura-root` (a test hook). */
export async function editorDocument(page: Page, scope = 'body'): Promise<Doc> {
  await page.waitForFunction(
    (s) =>
      Boolean((document.querySelector(`${s} .figura-root`) as any)?.figuraEditor?.getDocument?.()),
    scope,
  );
  return page.evaluate(
    (s) =>
      JSON.parse(
        JSON.stringify(
          (document.querySelector(`${s} .figura-root`) as any).figuraEditor.getDocument(),
        ),
      ),
    scope,
  );
}

/**
 * Waits until the canvas draws the element `id` (an element in the document may still be on its
 * way to the canvas: a chart or an image is built asynchronously). Test builds only.
 */
export async function waitForDrawnElement(page: Page, id: string, scope = 'body') {
  await page.waitForFunction(
    ({ s, elementId }) => {
      const canvas = document.querySelector(`${s} canvas[data-testid="figura-canvas"]`) as any;
      const objects: { figuraId?: string }[] = canvas?.figuraCanvas?.getObjects() ?? [];
      return objects.some((object) => object.figuraId === elementId);
    },
    { s: scope, elementId: id },
  );
}

/** Screen position of a point given in document coordinates, from the canvas element's box. */
export async function documentPointToScreen(page: Page, x: number, y: number, scope = 'body') {
  return page.evaluate(
    ({ x, y, s }) => {
      const root = document.querySelector(`${s} .figura-root`) as any;
      const editor = root.figuraEditor;
      if (typeof editor.documentToScreen === 'function') return editor.documentToScreen(x, y);
      const canvas = root.querySelector('canvas[data-testid="figura-canvas"]') as HTMLCanvasElement;
      const box = canvas.getBoundingClientRect();
      const doc = editor.getDocument();
      return {
        x: box.left + (x * box.width) / doc.width,
        y: box.top + (y * box.height) / doc.height,
      };
    },
    { x, y, s: scope },
  );
}

/**
 * The drawn canvas's RGBA pixels over a rectangle given in document coordinates (at least one
 * pixel), as the user sees them.
 */
export async function canvasPixels(
  page: Page,
  rect: { left: number; top: number; width: number; height: number },
  scope = 'body',
): Promise<number[]> {
  const from = await documentPointToScreen(page, rect.left, rect.top, scope);
  const to = await documentPointToScreen(
    page,
    rect.left + rect.width,
    rect.top + rect.height,
    scope,
  );
  return page.evaluate(
    ({ s, from, to }) => {
      const canvas = document.querySelector(
        `${s} canvas[data-testid="figura-canvas"]`,
      ) as HTMLCanvasElement;
      const box = canvas.getBoundingClientRect();
      const ratio = canvas.width / box.width;
      const data = canvas
        .getContext('2d')!
        .getImageData(
          (from.x - box.left) * ratio,
          (from.y - box.top) * ratio,
          Math.max(1, Math.round((to.x - from.x) * ratio)),
          Math.max(1, Math.round((to.y - from.y) * ratio)),
        ).data;
      return Array.from(data);
    },
    { s: scope, from, to },
  );
}

/**
 * Draws with one of the toolbar's draw tools (Text, Rectangle, Ellipse, Line, Arrow) as a person
 * does: picks the tool, then clicks the slide at `at` (slide px; default: the middle of the part
 * in view). Resolves with the element drawn.
 */
export async function drawWithTool(
  page: Page,
  tool: string,
  options: { scope?: string; at?: { x: number; y: number } } = {},
): Promise<DocElement> {
  const { scope = 'body', at } = options;
  const before = (await editorDocument(page, scope)).elements.length;
  await page.locator(scope).getByRole('button', { name: tool, exact: true }).click();
  await page.locator(`${scope} .figura-canvas-area`).scrollIntoViewIfNeeded();
  const point = at
    ? await documentPointToScreen(page, at.x, at.y, scope)
    : await page.evaluate((s) => {
        const root = document.querySelector(`${s} .figura-root`)!;
        const canvas = root.querySelector('canvas[data-testid="figura-canvas"]')!;
        const area = root.querySelector('.figura-canvas-area')!;
        const [c, a] = [canvas.getBoundingClientRect(), area.getBoundingClientRect()];
        // The part of the slide in view: inside its area and inside the window.
        const left = Math.max(c.left, a.left, 0);
        const top = Math.max(c.top, a.top, 0);
        const right = Math.min(c.right, a.right, window.innerWidth);
        const bottom = Math.min(c.bottom, a.bottom, window.innerHeight);
        return { x: (left + right) / 2, y: (top + bottom) / 2 };
      }, scope);
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction(
    ({ s, count }) =>
      (document.querySelector(`${s} .figura-root`) as any).figuraEditor.getDocument().elements
        .length > count,
    { s: scope, count: before },
  );
  return (await editorDocument(page, scope)).elements.at(-1)!;
}

/** The centre of an element's box (its scale applied) on screen. */
export async function elementCentreOnScreen(page: Page, element: DocElement, scope = 'body') {
  const width = (element.width ?? 0) * (element.scaleX ?? 1);
  const height = (element.height ?? 0) * (element.scaleY ?? 1);
  return documentPointToScreen(page, element.left! + width / 2, element.top! + height / 2, scope);
}

/**
 * Where to press to drag the element `id` (the centre of its box on screen), and the screen
 * pixels per document pixel, for moving it by document pixels.
 */
export async function dragStartOf(page: Page, id: string, scope = 'body') {
  // A new element may still be on its way to the canvas (charts and images are built
  // asynchronously): pressing there before would take hold of what lies beneath it.
  await waitForDrawnElement(page, id, scope);
  // A panel that just opened or closed resizes the canvas area, and the canvas settles some
  // frames later (more on a busy machine): aim once the element's place on screen has stayed put
  // for several frames in a row.
  const centre = async () => {
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const element = (await editorDocument(page, scope)).elements.find((e) => e.id === id);
    if (!element) throw new Error(`No element ${id} in the document`);
    return elementCentreOnScreen(page, element, scope);
  };
  let from = await centre();
  for (let tries = 0, still = 0; tries < 60 && still < 4; tries++) {
    await page.waitForTimeout(50);
    const again = await centre();
    still = again.x === from.x && again.y === from.y ? still + 1 : 0;
    from = again;
  }
  const origin = await documentPointToScreen(page, 0, 0, scope);
  const scale = ((await documentPointToScreen(page, 100, 0, scope)).x - origin.x) / 100;
  return { ...from, scale };
}

/**
 * Waits until everything the editor holds is stored. Asks the editor itself first: the status
 * line is redrawn a frame after a change, so right after one it may still show the last "saved".
 */
export async function waitForSaved(page: Page, scope = 'body') {
  await page.waitForFunction(
    (s) => {
      const editor = (document.querySelector(`${s} .figura-root`) as any)?.figuraEditor;
      return editor?.getSaveState?.().status === 'saved';
    },
    scope,
    { timeout: 20000 },
  );
  await page
    .locator(`${scope} [data-testid="save-status"][data-status="saved"]`)
    .waitFor({ timeout: 20000 });
}

/**
 * Downloads the open slide as the Download dialog offers it first (PNG at the slide's size):
 * the toolbar's Download, then the dialog's. Resolves with the download.
 */
export async function downloadFromDialog(page: Page, scope = 'body') {
  const root = page.locator(scope);
  await root.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = root.getByRole('dialog', { name: 'Download' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  return download;
}

/**
 * Zooms the editor to 100 % with its own zoom buttons and waits until the canvas is drawn there
 * (no CSS transform of a zoom in progress, then a frame): the editor's drawing at the slide's own
 * size, to hold against an export pixel for pixel.
 */
export async function zoomTo100(page: Page, scope = 'body') {
  const editor = page.locator(scope);
  const label = editor.getByLabel('Zoom level');
  const shown = async () => (await label.textContent())?.trim() ?? '';
  for (let step = 0; step < 12 && (await shown()) !== '100%'; step++) {
    const before = await shown();
    const name = parseFloat(before) < 100 ? 'Zoom in' : 'Zoom out';
    await editor.getByRole('button', { name, exact: true }).click();
    await page.waitForFunction(
      ({ scope, before }) =>
        document.querySelector(`${scope} output[aria-label="Zoom level"]`)?.textContent?.trim() !==
        before,
      { scope, before },
    );
  }
  if ((await shown()) !== '100%')
    throw new Error(`The editor did not reach 100 % (${await shown()})`);
  await page.waitForFunction(
    (scope) =>
      (document.querySelector(`${scope} canvas[data-testid="figura-canvas"]`) as any).figuraCanvas
        .wrapperEl.style.transform === '',
    scope,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}
