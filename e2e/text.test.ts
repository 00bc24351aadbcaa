// Scientific text: the text toolbar formats characters (H₂O, Ca²⁺, bold), the box (bullets,
// justified, a second font family) and inserts symbols at the caret, with Chromium's focus and
// keyboard; the result saves, reloads identically and the server's PNG draws it as the editor does.
// What each command does to the runs, its undo step and what is stored is tested on the headless
// editor (react-editor's testing/text-commands.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  drawWithTool,
  editorDocument,
  textToolbar,
  waitForSaved,
  zoomTo100,
  type DocElement,
} from './support/editor';
import { openEmbeddedCreation } from './support/embed';
import { pngInkSpan, editorInkSpans, inkDifference, type Band } from './support/ink';
import { decodePng, type DecodedPng } from './support/png';
import { useTestStack } from './support/stack';

const SCOPE = 'figura-editor';
const stack = useTestStack('text');

const BOX = {
  id: 'science',
  type: 'textbox',
  left: 100,
  top: 80,
  width: 700,
  height: 150,
  text: 'H2O\nCa2+\nBinding to helix and sheet domains of membrane proteins',
  fontFamily: 'Inter',
  fontSize: 40,
  fill: '#000000',
  textAlign: 'left',
  // The rest of a parsed textbox (addElement takes a complete element).
  alt: '',
  locked: false,
  hidden: false,
  opacity: 1,
  scaleX: 1,
  scaleY: 1,
  angle: 0,
  flipX: false,
  flipY: false,
  fontWeight: 'normal',
  fontStyle: 'normal',
  underline: false,
  listStyle: 'normal',
  lineHeight: 1.16,
  charSpacing: 0,
  styles: [],
};

/** Runs in the page on the fabric textbox being edited (fabric's caret indexes). */
async function selectCharacters(page: Page, start: number, end: number) {
  await page.evaluate(
    ({ scope, start, end }) => {
      const canvas = (document.querySelector(`${scope} canvas[data-testid="figura-canvas"]`) as any)
        .figuraCanvas;
      const textbox = canvas.getActiveObject();
      if (!textbox?.isEditing) throw new Error('no textbox is being edited');
      textbox.selectionStart = start;
      textbox.selectionEnd = end;
      textbox._updateTextarea();
      canvas.fire('text:selection:changed', { target: textbox });
    },
    { scope: SCOPE, start, end },
  );
}

const textbox = async (page: Page) =>
  (await editorDocument(page, SCOPE)).elements.find((e) => e.id === BOX.id) as DocElement;

const button = (page: Page, name: string) =>
  page.locator(SCOPE).getByRole('button', { name, exact: true });

/** Ink per 10x10 document-pixel cell over the box: a coarse image both renderers must share. */
function inkGrid(pixel: (x: number, y: number) => number[], k: number) {
  const cells: number[] = [];
  for (let y = BOX.top; y < BOX.top + 200; y += 10)
    for (let x = BOX.left - 40; x < BOX.left + BOX.width + 20; x += 10) {
      let ink = 0;
      for (let dy = 0; dy < 10; dy += 2)
        for (let dx = 0; dx < 10; dx += 2) {
          const [r, g, b, a] = pixel(Math.round((x + dx) * k), Math.round((y + dy) * k));
          if (a! > 128 && r! + g! + b! < 384) ink++;
        }
      cells.push(ink / 25);
    }
  return cells;
}

async function editorGrid(page: Page): Promise<number[]> {
  const grid = await page.evaluate(
    ({ scope, box }) => {
      const root = document.querySelector(`${scope} .figura-root`) as any;
      const canvas = root.querySelector('canvas[data-testid="figura-canvas"]') as HTMLCanvasElement;
      const k = canvas.width / root.figuraEditor.getDocument().width;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      const cells: number[] = [];
      for (let y = box.top; y < box.top + 200; y += 10)
        for (let x = box.left - 40; x < box.left + box.width + 20; x += 10) {
          let ink = 0;
          for (let dy = 0; dy < 10; dy += 2)
            for (let dx = 0; dx < 10; dx += 2) {
              const i = (Math.round((y + dy) * k) * canvas.width + Math.round((x + dx) * k)) * 4;
              if (data[i + 3]! > 128 && data[i]! + data[i + 1]! + data[i + 2]! < 384) ink++;
            }
          cells.push(ink / 25);
        }
      return cells;
    },
    { scope: SCOPE, box: BOX },
  );
  return grid;
}

const pngGrid = (png: DecodedPng) => inkGrid((x, y) => png.pixel(x, y), 1);

describe('scientific text', () => {
  it('formats characters and the box, inserts symbols, reloads identically and exports as drawn', async () => {
    const { page, creationId, slideId, pageErrors, context } = await openEmbeddedCreation(
      stack,
      'text-author',
    );
    await page.evaluate(
      ({ scope, box }) => {
        const editor = (document.querySelector(`${scope} .figura-root`) as any).figuraEditor;
        editor.addElement(box);
        editor.select([box.id]);
      },
      { scope: SCOPE, box: BOX },
    );
    const toolbar = textToolbar(page, SCOPE);
    await toolbar.waitFor();

    // Enter edits the text, all of it selected; the toolbar then acts on selected characters.
    await page.locator(`${SCOPE} .figura-canvas-area`).focus();
    await page.keyboard.press('Enter');
    await selectCharacters(page, 1, 2); // the 2 of H2O
    await button(page, 'Subscript').click();
    await selectCharacters(page, 6, 8); // the 2+ of Ca2+ (the line break counts)
    await button(page, 'Superscript').click();
    await selectCharacters(page, 0, 1);
    await page.keyboard.press('Control+b');
    // Ctrl+B's command loads on first use: wait for it before moving the caret on.
    await expect
      .poll(async () => (await textbox(page)).styles)
      .toContainEqual({
        start: 0,
        end: 1,
        style: { fontWeight: 'bold' },
      });

    // A symbol lands at the caret, and typing carries on after it.
    await selectCharacters(page, 20, 20); // before "helix"
    await button(page, 'Symbols').click();
    // Every symbol in sight: the palette stays inside the inspector's column (hung from the Ω
    // button it ran past the window's edge and cut off most symbols).
    const palette = await page.locator(SCOPE).getByRole('group', { name: 'Symbols' }).boundingBox();
    const dock = await page.locator(`${SCOPE} .figura-dock`).boundingBox();
    expect(palette!.x).toBeGreaterThanOrEqual(dock!.x);
    expect(palette!.x + palette!.width).toBeLessThanOrEqual(dock!.x + dock!.width);
    await page
      .locator(SCOPE)
      .getByRole('button', { name: /^Insert α/ })
      .click();
    await page.keyboard.type('-');
    await page.keyboard.press('Escape'); // leaves editing, keeps the textbox selected
    await expect
      .poll(async () => (await textbox(page)).text)
      .toBe('H2O\nCa2+\nBinding to α-helix and sheet domains of membrane proteins');

    // Whole-box formatting once editing is over.
    await button(page, 'Bulleted list').click();
    await button(page, 'Justify').click();
    await toolbar.getByLabel('Font family').selectOption('Noto Serif');
    const formatted = await textbox(page);
    expect(formatted).toMatchObject({
      text: 'H2O\nCa2+\nBinding to α-helix and sheet domains of membrane proteins',
      listStyle: 'bullet',
      textAlign: 'justify',
      fontFamily: 'Noto Serif',
      styles: [
        { start: 0, end: 1, style: { fontWeight: 'bold' } },
        { start: 1, end: 2, style: { fontSize: 24, deltaY: 4.4 } },
        { start: 5, end: 7, style: { fontSize: 24, deltaY: -14 } },
      ],
    });

    // Saved and reloaded, it is the same document.
    await waitForSaved(page, SCOPE);
    await page.reload();
    await page
      .locator(`${SCOPE} canvas[data-testid="figura-canvas"][data-fonts="ready"]`)
      .waitFor();
    expect(await textbox(page)).toEqual(formatted);
    // The second family is really another font here (the comparison below means something).
    // Widths cannot tell: "Binding to α-helix" measured 338 px in Noto Serif and 328 px in Inter,
    // whose α came from the machine's fonts (this page has no Greek face of Inter; 323 px with
    // Liberation Sans installed). Drawn from the same origin, most of their ink differs: measured
    // 0.80 of it, where the same font gives 0. Latin text only, so no glyph is the machine's.
    const difference = await inkDifference(
      page,
      'Binding to helix and sheet domains',
      '40px "Noto Serif"',
      '40px Inter',
    );
    expect(difference).toBeGreaterThan(0.4);
    // Both were measured in their bundled faces, loaded in this page, not in a fallback font.
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, '')),
    );
    expect(loaded).toEqual(expect.arrayContaining(['Inter', 'Noto Serif']));

    // The server's PNG of the slide against the editor's own drawing at 100 %.
    await zoomTo100(page, SCOPE);
    const token = new URL(page.url()).searchParams.get('token')!;
    const response = await fetch(
      `${stack.urls.api}/user-creations/${creationId}/slide/${slideId}/download`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ format: 'png', scale: 1 }),
      },
    );
    expect(response.status).toBe(200);
    const pngBytes = Buffer.from(await response.arrayBuffer());
    const png = decodePng(pngBytes);
    // Each line (with its bullet) inks the same columns...
    const bands: Band[] = [0, 1, 2, 3].map((line) => ({
      top: BOX.top + line * 46.4 + 4,
      height: 40,
    }));
    const editorSpans = await editorInkSpans(page, bands, SCOPE);
    for (const [index, band] of bands.entries()) {
      const fromPng = pngInkSpan(png, band);
      const fromEditor = editorSpans[index]!;
      const label = `line ${index}: editor ${JSON.stringify(fromEditor)}, PNG ${JSON.stringify(fromPng)}`;
      // Bullets hang left of the text; the wrapped line has none, but its indent.
      if (index < 3) expect(fromEditor.left, label).toBeLessThan(BOX.left + 20);
      else expect(fromEditor.left, label).toBeGreaterThan(BOX.left + 30);
      expect(Math.abs(fromEditor.left - fromPng.left), label).toBeLessThanOrEqual(3);
      expect(Math.abs(fromEditor.right - fromPng.right), label).toBeLessThanOrEqual(3);
    }
    // Justified: the wrapped line of the third paragraph reaches the right edge, its last does not.
    expect(editorSpans[2]!.right).toBeGreaterThan(BOX.left + BOX.width - 6);
    expect(editorSpans[3]!.right).toBeLessThan(BOX.left + BOX.width - 20);
    // ...and the two images agree cell by cell (10 px cells; edges antialias differently).
    const fromEditor = await editorGrid(page);
    const fromPng = pngGrid(png);
    const diffs = fromEditor.map((value, index) => Math.abs(value - fromPng[index]!));
    const mean = diffs.reduce((sum, diff) => sum + diff, 0) / diffs.length;
    expect(fromEditor.filter((v) => v > 0).length).toBeGreaterThan(100);
    // (Measured: mean 0.005, largest 0.2; a glyph or a line out of place costs far more.)
    expect(mean, `mean cell difference ${mean}`).toBeLessThan(0.02);
    expect(Math.max(...diffs)).toBeLessThanOrEqual(0.4);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps a clicked label on one line while it is typed (another face too), saved at a pause and when the editor goes', async () => {
    const { page, pageErrors, context, api, creationId, slideId } = await openEmbeddedCreation(
      stack,
      'label-author',
    );
    const words = 'Infected mouse → T cell response';
    const label = await drawWithTool(page, 'Text', { scope: SCOPE, at: { x: 40, y: 200 } });
    // A pause mid-label saves what is typed so far; typing goes on where it left off.
    await page.keyboard.type(words.slice(0, 15));
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.at(-1)?.text, {
        timeout: 5000,
      })
      .toBe(words.slice(0, 15));
    await page.keyboard.type(words.slice(15));
    await page.keyboard.press('Escape');
    await waitForSaved(page, SCOPE);
    // "→" is in a face of its own (not Latin's): the label is fitted again once it is in, and
    // what is saved (what exports draw) is one line as wide as the words.
    const saved = (await editorDocument(page, SCOPE)).elements.find((e) => e.id === label.id)!;
    expect(saved).toMatchObject({ text: words, autoWidth: true });
    const oneLine = Number(saved.fontSize) * Number(saved.lineHeight);
    expect(saved.height, JSON.stringify(saved)).toBeLessThan(oneLine * 1.4);
    const shownLines = await page.evaluate((scope) => {
      const canvas = (document.querySelector(`${scope} canvas[data-testid="figura-canvas"]`) as any)
        .figuraCanvas;
      return canvas.getObjects().find((o: any) => o.text?.includes('→')).textLines.length;
    }, SCOPE);
    expect(shownLines).toBe(1);

    // Leaving mid-word (the editor taken off the page, as a link to another page does) keeps
    // the words: they are saved as the editor lets go.
    const left = await drawWithTool(page, 'Text', { scope: SCOPE, at: { x: 40, y: 500 } });
    await page.keyboard.type('Typed then left');
    await page.evaluate((scope) => document.querySelector(scope)!.remove(), SCOPE);
    await expect
      .poll(
        async () =>
          ((await api.getContent(creationId, slideId)).content.elements as DocElement[]).find(
            (e) => e.id === left.id,
          )?.text,
        { timeout: 5000 },
      )
      .toBe('Typed then left');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
