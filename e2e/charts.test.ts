// A chart from the scientist's own data, in real Chromium: a table pasted from a spreadsheet
// (labels + replicate columns) becomes a bar chart with SD error bars; a value and the y-axis
// title are edited; it is saved, reloaded, and the server's PNG download draws it.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation, type EmbeddedCreation } from './support/embed';
import { editorDocument, waitForEditor, waitForSaved, type DocElement } from './support/editor';
import { decodePng, type DecodedPng } from './support/png';

const SCOPE = 'figura-editor';
const stack = useTestStack('charts');

/** What Excel or Google Sheets put on the clipboard for a 3-column selection. */
const TABLE = 'Group\tRep 1\tRep 2\r\nControl\t4.1\t3.9\r\nDrug A\t6.2\t7.0\r\n';
/** The default palette's first colour (Okabe-Ito blue), the bars' colour. */
const BAR_BLUE: [number, number, number] = [0x00, 0x72, 0xb2];

const chartOf = async (page: Page) =>
  (await editorDocument(page, SCOPE)).elements.find((e) => e.type === 'chart') as DocElement & {
    data: { series: string[]; rows: { label: string; values: (number | null)[] }[] };
    svg: string;
    textSizes: { titles: number };
  };
const count = (svg: string, cls: string) => svg.split(`class="${cls}"`).length - 1;

/** Pixels within `box` close to `colour` (the rendering blends edges; 40 per channel is lenient). */
function pixelsNear(png: DecodedPng, colour: [number, number, number], box: Box) {
  let found = 0;
  for (let y = Math.max(0, box.top); y < Math.min(png.height, box.top + box.height); y += 1) {
    for (let x = Math.max(0, box.left); x < Math.min(png.width, box.left + box.width); x += 1) {
      const [r, g, b, a] = png.pixel(x, y);
      if (a > 200 && [r, g, b].every((value, i) => Math.abs(value - colour[i]!) < 40)) found++;
    }
  }
  return found;
}
interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

let opened: EmbeddedCreation | undefined;
afterAll(async () => {
  await opened?.context.close();
});

describe('charts from the user data', () => {
  it('pastes a table into a bar chart with error bars, edits it, saves, reloads and exports it', async () => {
    opened = await openEmbeddedCreation(stack, 'charts');
    const { page, api, creationId, slideId, pageErrors } = opened;
    const editor = page.locator(SCOPE);

    // Place a chart from the Shapes panel: it is selected and its properties open.
    await editor.getByRole('button', { name: 'Shapes', exact: true }).click();
    await editor.getByRole('button', { name: 'Chart', exact: true }).click();
    const panel = editor.getByTestId('chart-properties');
    await panel.waitFor();
    const placed = await chartOf(page);
    const box = {
      left: placed.left!,
      top: placed.top!,
      width: placed.width!,
      height: placed.height!,
    };

    // Paste the spreadsheet's cells into the grid.
    await panel.getByRole('textbox', { name: 'Labels' }).focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const event = new ClipboardEvent('paste', {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
      });
      document.activeElement!.dispatchEvent(event);
    }, TABLE);
    await expect.poll(async () => (await chartOf(page)).data.rows.length).toBe(2);
    let chart = await chartOf(page);
    expect(chart).toMatchObject({
      chartKind: 'bar',
      replicates: 2,
      errorBars: 'sd',
      xTitle: 'Group',
      data: {
        series: ['Rep 1', 'Rep 2'],
        rows: [
          { label: 'Control', values: [4.1, 3.9] },
          { label: 'Drug A', values: [6.2, 7] },
        ],
      },
      ...box,
    });
    expect(count(chart.svg, 'figura-chart-bar')).toBe(2);
    expect(count(chart.svg, 'figura-chart-error')).toBe(2);

    // A cell that is not a number is flagged and changes nothing; a number redraws the chart.
    const cell = panel.getByRole('textbox', { name: 'Row 1, Rep 1' });
    await cell.fill('4,1x');
    await expect.poll(() => cell.getAttribute('aria-invalid')).toBe('true');
    await panel.getByRole('alert').getByText('is not a number').waitFor();
    expect((await chartOf(page)).data.rows[0]!.values).toEqual([4.1, 3.9]);
    await cell.fill('5.3');
    await expect.poll(async () => (await chartOf(page)).data.rows[0]!.values).toEqual([5.3, 3.9]);
    await expect.poll(() => cell.getAttribute('aria-invalid')).toBe('false');
    // Enter moves down a row, as in a spreadsheet.
    await cell.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Row 2, Rep 1');

    // The y-axis title with a subscript: drawn as text, the 2 as its own smaller run.
    await panel.getByLabel('Y-axis title').fill('CO_2 uptake');
    await expect.poll(async () => (await chartOf(page)).yTitle).toBe('CO_2 uptake');
    chart = await chartOf(page);
    // The subscript at 0.6 of the titles' size (which starts readable on the slide shown).
    const subscript = />CO<\/text><text[^>]*font-size="([\d.]+)"[^>]*>2<\/text>/.exec(chart.svg);
    expect(Number(subscript?.[1])).toBeCloseTo(chart.textSizes.titles * 0.6, 1);
    expect(chart).toMatchObject(box);

    // Saved, and the same after a reload.
    await waitForSaved(page, SCOPE);
    const before = await chartOf(page);
    await page.reload();
    await waitForEditor(page);
    const after = await chartOf(page);
    expect(after).toEqual(before);

    // The server's PNG download draws the bars where the chart sits, and nowhere else.
    const token = new URL(page.url()).searchParams.get('token')!;
    const response = await fetch(
      `${stack.urls.api}/user-creations/${creationId}/slide/${slideId}/download`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ format: 'png' }),
      },
    );
    expect(response.status).toBe(200);
    const png = decodePng(Buffer.from(await response.arrayBuffer()));
    const chartBox = {
      left: Math.round(box.left),
      top: Math.round(box.top),
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
    // Two bars of about a fifth of the box each; a tenth of the box is a safe floor.
    expect(pixelsNear(png, BAR_BLUE, chartBox)).toBeGreaterThan((box.width * box.height) / 10);
    const leftOfChart = { left: 0, top: 0, width: chartBox.left - 2, height: png.height };
    expect(pixelsNear(png, BAR_BLUE, leftOfChart)).toBe(0);
    // The editor drew it too: the bars' blue is on its canvas.
    const shot = decodePng(await editor.getByTestId('figura-canvas').screenshot());
    const canvasBox = { left: 0, top: 0, width: shot.width, height: shot.height };
    expect(pixelsNear(shot, BAR_BLUE, canvasBox)).toBeGreaterThan(500);

    expect((await api.getContent(creationId, slideId)).content.elements).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
