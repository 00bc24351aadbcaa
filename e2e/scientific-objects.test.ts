// Scientific objects drawn from data, in real Chromium: each of the nine inserted from the Insert
// bar's Scientific panel (drawn from its sample), one's data edited in the inspector and undone,
// then the slide saved and exported as SVG and PDF by the server's exporter, which must look like
// the editor's own drawing on a coarse grid (the bounds of export-formats.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { exportSlides, readSlideDocuments } from '@figura/export';
import { SCIENTIFIC_TYPES, SLIDE_PIXELS_PER_INCH } from '@figura/sdk-core/model';
import { rgbaOf } from '../packages/export/src/testing/compare.ts';
import { pdfPagePng } from '../packages/export/src/testing/poppler.ts';
import {
  chromiumSvg,
  editorDrawing,
  MAX_CELL_DIFFERENCE,
  MAX_MEAN_DIFFERENCE,
  reportDifference,
} from './support/export-compare';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation, type EmbeddedCreation } from './support/embed';
import {
  documentPointToScreen,
  dragStartOf,
  editorDocument,
  waitForDrawnElement,
  waitForSaved,
  zoomTo100,
  type DocElement,
} from './support/editor';

type SlideDocument = Parameters<typeof exportSlides>[0][number];

const SCOPE = 'figura-editor';
const stack = useTestStack('scientific-objects');
const TYPES = SCIENTIFIC_TYPES;
type Scientific = DocElement & { data: string; svg: string };
const objectsOf = async (page: Page) =>
  (await editorDocument(page, SCOPE)).elements.filter((element) =>
    (TYPES as readonly string[]).includes(element.type),
  ) as Scientific[];

let opened: EmbeddedCreation | undefined;
let seating: EmbeddedCreation | undefined;
afterAll(async () => {
  await opened?.context.close();
  await seating?.context.close();
});

type Slot = { x: number; y: number; angle: number };
type Membrane = DocElement & { slots: Slot[] };
type Protein = DocElement & { seat?: { membraneId: string; slot: number } | null };

/** An element's centre on the slide: its box turned about its top-left corner. */
function centreOf(element: DocElement) {
  const w = (element.width ?? 0) * (element.scaleX ?? 1);
  const h = (element.height ?? 0) * (element.scaleY ?? 1);
  const turn = (Number(element.angle ?? 0) * Math.PI) / 180;
  return {
    x: element.left! + (w / 2) * Math.cos(turn) - (h / 2) * Math.sin(turn),
    y: element.top! + (w / 2) * Math.sin(turn) + (h / 2) * Math.cos(turn),
  };
}

describe('scientific objects drawn from data', () => {
  it('inserts each from its sample, edits and undoes its data, and exports it as drawn', async () => {
    opened = await openEmbeddedCreation(stack, 'scientific');
    const { page, api, creationId, slideId } = opened;
    const editor = page.locator(SCOPE);
    // A poster-sized slide: the nine go into free space side by side, as a person would lay them.
    const token = await page.evaluate(() => new URL(location.href).searchParams.get('token'));
    const resized = await fetch(`${stack.urls.api}/user-creations/${creationId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ width: 1800, height: 1400 }),
    });
    expect(resized.status).toBe(200);
    await page.reload();
    await editor.locator('canvas[data-testid="figura-canvas"]').waitFor();

    // The Insert bar's Scientific panel: one card per object, each drawn as its sample.
    await editor.getByRole('button', { name: /^Scientific objects drawn from data/ }).click();
    const panel = editor.getByRole('complementary', { name: 'Scientific objects' });
    await expect.poll(() => panel.locator('.figura-scientific-preview svg').count()).toBe(9);
    for (const [index, type] of TYPES.entries()) {
      await panel.locator(`[data-testid="scientific-${type}"]`).click();
      await expect.poll(async () => (await objectsOf(page)).length).toBe(index + 1);
      const added = (await objectsOf(page)).at(-1)!;
      expect(added.type).toBe(type);
      await waitForDrawnElement(page, added.id, SCOPE);
      // Inserted selected: its data is in the inspector.
      await expect
        .poll(() =>
          editor.getByTestId('scientific-properties').getByRole('heading').first().count(),
        )
        .toBe(1);
    }

    // The timeline (selected last): new data re-draws it; data that cannot be read says where.
    const data = editor.getByRole('textbox', { name: 'Data' });
    const before = (await objectsOf(page)).at(-1)!;
    await data.fill('time,label,kind\n0,Implant,other\n7,Anti-PD-1,treatment\n14,MRI,imaging');
    await expect.poll(async () => (await objectsOf(page)).at(-1)!.data).toContain('MRI');
    expect((await objectsOf(page)).at(-1)!.svg).toContain('MRI');
    await data.fill('time,label,kind\nweek two,MRI,imaging');
    await editor
      .getByRole('status')
      .filter({ hasText: /^Line 2: / })
      .waitFor();
    expect((await objectsOf(page)).at(-1)!.data).toContain('MRI');
    // Undo (the toolbar's, focus outside the field) takes the edit back to the sample.
    await editor.getByRole('button', { name: /^Undo/ }).click();
    await expect.poll(async () => (await objectsOf(page)).at(-1)!.data).toBe(before.data);
    // The field follows: the sample again, and no message left from the text that was undone.
    await expect.poll(() => data.inputValue()).toBe(before.data);
    expect(
      await editor
        .getByRole('status')
        .filter({ hasText: /^Line / })
        .count(),
    ).toBe(0);

    await waitForSaved(page, SCOPE);
    const [stored] = readSlideDocuments(
      (await api.getContent(creationId, slideId)).content,
    ) as SlideDocument[];
    if (!stored) throw new Error('The stored slide is not a slide document');
    expect(stored.elements.map((element) => element.type)).toEqual([...TYPES]);
    // Nothing selected, so no handles are in the editor's drawing; drawn at the slide's own size
    // (a poster downscaled to the screen would blur its finest lines and dots).
    await page.keyboard.press('Escape');
    await zoomTo100(page, SCOPE);
    const { width, height } = stored;
    const browser = await rgbaOf(await editorDrawing(page, SCOPE, stored), width, height);
    const pdf = await exportSlides([stored], { format: 'pdf' });
    const svg = await exportSlides([stored], { format: 'svg' });
    const drawings = {
      // Rasterised at twice the size and scaled down: poppler widens hairlines to a whole pixel at
      // 1x, which darkened the plasmid's fan of leader lines (worst cell 16.0; 12.7 supersampled).
      pdf: await rgbaOf(pdfPagePng(pdf.bytes, SLIDE_PIXELS_PER_INCH * 2), width, height),
      svg: await rgbaOf(await chromiumSvg(page, svg.bytes.toString('utf8'), stored), width, height),
    };
    for (const [format, drawn] of Object.entries(drawings)) {
      const difference = reportDifference(`scientific ${format}`, browser, drawn);
      expect(difference.worst, `${format}: worst cell at ${difference.worstAt}`).toBeLessThan(
        MAX_CELL_DIFFERENCE,
      );
      expect(difference.mean, format).toBeLessThan(MAX_MEAN_DIFFERENCE);
    }
    // Vector in both: the SVG keeps the objects' own text, the PDF its text as text.
    expect(svg.bytes.toString('utf8')).toContain('pUC19');
  });

  it('seats a protein dropped on a membrane’s slot; it follows the membrane, undone in one step', async () => {
    seating = await openEmbeddedCreation(stack, 'seats');
    const { page } = seating;
    const editor = page.locator(SCOPE);
    const button = (name: string) => editor.getByRole('button', { name, exact: true });
    const find = async <T extends DocElement>(type: string) =>
      (await editorDocument(page, SCOPE)).elements.find((element) => element.type === type) as
        T | undefined;

    await editor.getByRole('button', { name: /^Scientific objects drawn from data/ }).click();
    await editor.locator('[data-testid="scientific-membrane"]').click();
    await expect.poll(async () => (await find<Membrane>('membrane'))?.slots.length).toBe(3);
    const membrane = (await find<Membrane>('membrane'))!;
    await waitForDrawnElement(page, membrane.id, SCOPE);
    await expect.poll(() => editor.getByTestId('membrane-seats').textContent()).toMatch(/^0 of 3 /);
    await button('Close the scientific objects panel').click();

    await button('Icon').click();
    await editor.getByLabel('Search icons').fill('virus');
    await button('Virus (Health Icons)').click();
    await button('Close icons').click();
    await expect.poll(async () => (await find<Protein>('icon'))?.id).toBeTruthy();
    const icon = (await find<Protein>('icon'))!;

    // Dragged by the mouse onto the middle slot (the TCR's), a little off its centre: it snaps in.
    const slot = membrane.slots[1]!;
    const from = await dragStartOf(page, icon.id, SCOPE);
    const to = await documentPointToScreen(
      page,
      membrane.left! + slot.x + 6,
      membrane.top! + slot.y - 4,
      SCOPE,
    );
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(async () => (await find<Protein>('icon'))?.seat)
      .toEqual({ membraneId: membrane.id, slot: 1 });
    const seated = (await find<Protein>('icon'))!;
    expect(centreOf(seated).x).toBeCloseTo(membrane.left! + slot.x, 1);
    expect(centreOf(seated).y).toBeCloseTo(membrane.top! + slot.y, 1);

    // Round a cell, the slot moves and turns: the protein with it, as one undo step.
    await page.mouse.click(
      (await documentPointToScreen(page, membrane.left! + 12, membrane.top! + slot.y, SCOPE)).x,
      (await documentPointToScreen(page, membrane.left! + 12, membrane.top! + slot.y, SCOPE)).y,
    );
    await expect.poll(() => editor.getByTestId('membrane-seats').textContent()).toMatch(/^1 of 3 /);
    await editor.getByRole('combobox', { name: 'Shape' }).selectOption('cell');
    await expect.poll(async () => (await find<Membrane>('membrane'))?.slots[1]?.angle).not.toBe(0);
    const round = (await find<Membrane>('membrane'))!;
    const followed = (await find<Protein>('icon'))!;
    expect(followed.angle).toBeCloseTo(round.slots[1]!.angle, 3);
    expect(centreOf(followed).x).toBeCloseTo(round.left! + round.slots[1]!.x, 1);
    expect(centreOf(followed).y).toBeCloseTo(round.top! + round.slots[1]!.y, 1);

    await editor.getByRole('button', { name: /^Undo/ }).click();
    await expect.poll(async () => (await find<Protein>('icon'))?.angle ?? 0).toBeCloseTo(0, 6);
    expect(centreOf((await find<Protein>('icon'))!).x).toBeCloseTo(membrane.left! + slot.x, 1);
  });
});
