// The Illustrations panel on a journal page under its strict Content-Security-Policy: search the
// library by meaning, place an item, recolour one of its parts, save, reload, and find the new
// colour in the server's PNG export; the credits line names the item's CC-BY author.
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import {
  documentPointToScreen,
  editorDocument,
  waitForEditor,
  waitForSaved,
  type DocElement,
} from './support/editor';
import { openOnJournal, strictJournalPolicy, useJournalServer } from './support/journal';
import { decodePng, type DecodedPng } from './support/png';

const journal = useJournalServer('library-panel');
const stack = useTestStack('library-panel');
const SCOPE = 'figura-editor';

/** The item placed: a neuron found for "nerve cell", CC-BY, drawn in flat colours. */
const ITEM = {
  id: 'bioicons/sensory-neuron',
  title: 'Sensory neuron',
  author: 'Marnie-Maddock',
  aspect: 88.592 / 30.88,
};
/** The part recoloured: the neuron's orange body. */
const PART = '#ffb000';
const NEW_COLOUR = '#ff00ff';

const isMagenta = ([r, g, b, a]: [number, number, number, number]) =>
  a > 200 && r > 220 && g < 60 && b > 220;

/** Pixels of the new colour inside and outside a box (in export pixels), sampled every 2 px. */
function countNewColour(
  png: DecodedPng,
  box: { left: number; top: number; right: number; bottom: number },
) {
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < png.height; y += 2) {
    for (let x = 0; x < png.width; x += 2) {
      if (!isMagenta(png.pixel(x, y))) continue;
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) inside++;
      else outside++;
    }
  }
  return { inside, outside };
}

describe('the Illustrations panel', () => {
  it('finds a neuron for "nerve cell", places, recolours, saves, reloads, exports and credits it', async () => {
    const { api, creationId, slideId, context, page, pageErrors, editor, button, violations } =
      await openOnJournal(stack, journal, 'library', { policy: strictJournalPolicy(stack.urls) });

    await button('Illustrations').click();
    await editor.getByLabel('Search illustrations').fill('nerve cell');
    const results = editor.getByRole('group', { name: 'Illustrations found' });
    const neuron = results.locator(`[data-item-id="${ITEM.id}"]`);
    await neuron.waitFor();
    // Each result names its licence and author; its thumbnail arrives as a data: URL (the page
    // allows images only from data:).
    expect(await neuron.getAttribute('aria-label')).toBe(
      `${ITEM.title}: CC-BY 4.0, by ${ITEM.author}`,
    );
    await expect
      .poll(() =>
        neuron
          .locator('img')
          .evaluate(
            (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.slice(0, 5),
          )
          .catch(() => false),
      )
      .toBe('data:');

    await neuron.click();
    await expect.poll(async () => (await editorDocument(page, SCOPE)).elements.length).toBe(1);
    const [placed] = (await editorDocument(page, SCOPE)).elements;
    expect(placed).toMatchObject({
      type: 'illustration',
      name: ITEM.title,
      assetId: ITEM.id,
      author: { name: ITEM.author },
      licence: { spdx: 'CC-BY-4.0' },
    });
    expect(placed!.width! / placed!.height!).toBeCloseTo(ITEM.aspect, 1);

    // Recolour one part with its swatch in the properties of the selected illustration.
    const properties = editor.getByTestId('illustration-properties');
    await properties.getByLabel(`: ${PART}`, { exact: false }).fill(NEW_COLOUR);
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements[0]?.colours)
      .toEqual({ [PART]: NEW_COLOUR });

    // The credits line names the CC-BY author of the item on the slide.
    await properties.getByRole('button', { name: 'Add credits line' }).click();
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.map((e) => e.type))
      .toEqual(['illustration', 'textbox']);
    const credits = (await editorDocument(page, SCOPE)).elements[1]!;
    expect(credits.text).toContain(`${ITEM.title} by ${ITEM.author}`);
    expect(credits.text).toContain('CC-BY 4.0');
    await waitForSaved(page, SCOPE);

    // Reloaded, the element is there with its new colour.
    await page.reload();
    await waitForEditor(page, SCOPE);
    const reloaded = (await editorDocument(page, SCOPE)).elements.find(
      (e) => e.type === 'illustration',
    ) as DocElement;
    expect(reloaded).toMatchObject({ id: placed!.id, colours: { [PART]: NEW_COLOUR } });
    const stored = await api.getContent(creationId, slideId);
    expect(stored.content.elements[0]).toMatchObject({ colours: { [PART]: NEW_COLOUR } });

    // The server's PNG draws the new colour where the part is, and nowhere else.
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
    const png = decodePng(Buffer.from(await response.arrayBuffer()));
    const scale = png.width / (await editorDocument(page, SCOPE)).width;
    const box = {
      left: reloaded.left! * scale,
      top: reloaded.top! * scale,
      right: (reloaded.left! + reloaded.width!) * scale,
      bottom: (reloaded.top! + reloaded.height!) * scale,
    };
    const magenta = countNewColour(png, box);
    expect(magenta.inside).toBeGreaterThan(100);
    expect(magenta.outside).toBe(0);

    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('moves through the results with the arrows, places with Enter and by dragging onto the slide', async () => {
    const { context, page, pageErrors, editor, button } = await openOnJournal(
      stack,
      journal,
      'library-keys',
      { policy: strictJournalPolicy(stack.urls) },
    );
    await button('Illustrations').click();
    const search = editor.getByLabel('Search illustrations');
    await search.fill('Mus musculus');
    const results = editor.getByRole('group', { name: 'Illustrations found' });
    const cells = results.locator('.figura-library-cell');
    // The first results (shown while the index loads) give way to the search's.
    await expect
      .poll(() =>
        cells
          .first()
          .getAttribute('data-item-id')
          .catch(() => null),
      )
      .toMatch(/mouse|mice|rodent/i);
    await cells.nth(1).waitFor();
    const [first, second] = await Promise.all(
      [0, 1].map((index) => cells.nth(index).getAttribute('data-item-id')),
    );

    // From the search box into the grid, one to the right, Enter places it.
    await search.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-item-id'))).toBe(
      second,
    );
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.map((e) => e.assetId))
      .toEqual([second]);

    // Dragged onto the slide, the first result is centred where it was dropped.
    const canvas = editor.locator('.figura-canvas-area');
    const target = await documentPointToScreen(page, 200, 150, SCOPE);
    const area = (await canvas.boundingBox())!;
    await cells.nth(0).dragTo(canvas, {
      targetPosition: { x: target.x - area.x, y: target.y - area.y },
    });
    await expect
      .poll(async () => (await editorDocument(page, SCOPE)).elements.map((e) => e.assetId))
      .toEqual([second, first]);
    const dropped = (await editorDocument(page, SCOPE)).elements[1]!;
    expect(dropped.left! + dropped.width! / 2).toBeCloseTo(200, -1);
    expect(dropped.top! + dropped.height! / 2).toBeCloseTo(150, -1);

    // A category narrows the results to its items: as many as the list says it holds.
    await search.fill('');
    const categories = editor.getByLabel('Category');
    const option = (await categories.locator('option').nth(1).textContent())!;
    const [, count] = /\((\d+)\)$/.exec(option)!;
    await categories.selectOption({ label: option });
    const status = editor.locator('.figura-library-panel [role="status"]');
    await expect
      .poll(() => status.textContent())
      .toBe(count === '1' ? '1 illustration' : `${count} illustrations`);

    // A misspelt search that finds nothing offers the words put right, and takes them on a click.
    await categories.selectOption({ index: 0 });
    await search.fill('mitocondira');
    await editor.getByRole('button', { name: 'Did you mean “mitochondria”?' }).click();
    await expect.poll(() => search.inputValue()).toBe('mitochondria');
    await expect
      .poll(() =>
        cells
          .first()
          .getAttribute('data-item-id')
          .catch(() => null),
      )
      .toMatch(/mitochondri/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
