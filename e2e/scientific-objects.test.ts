// Scientific objects drawn from data, in real Chromium: each of the nine inserted from the Insert
// bar's Scientific panel (drawn from its sample), one's data edited in the inspector and undone,
// then the slide saved and exported as SVG and PDF by the server's exporter, which must look like
// the editor's own drawing on a coarse grid (the bounds of export-formats.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { exportSlides, readSlideDocuments } from '@figura/export';
import { SCIENTIFIC_TYPES } from '@figura/sdk-core/model';
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
  editorDocument,
  waitForDrawnElement,
  waitForSaved,
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
afterAll(async () => {
  await opened?.context.close();
});

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
    // Nothing selected, so no handles are in the editor's drawing.
    await page.keyboard.press('Escape');
    const { width, height } = stored;
    const browser = await rgbaOf(await editorDrawing(page, SCOPE, stored), width, height);
    const pdf = await exportSlides([stored], { format: 'pdf' });
    const svg = await exportSlides([stored], { format: 'svg' });
    const drawings = {
      pdf: await rgbaOf(pdfPagePng(pdf.bytes, 96), width, height),
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
});
