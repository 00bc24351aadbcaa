// Every stored element type, created from the editor's UI, moved, saved, and found again with the
// same type and position after a reload and through the API. Undoing and redoing each type's move
// (and a shape parameter's change) runs on the headless editor:
// react-editor/src/testing/history.test.ts.
import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import {
  dragStartOf,
  drawWithTool,
  editorDocument,
  elementCentreOnScreen,
  waitForSaved,
  type DocElement,
  waitForEditor,
} from './support/editor';

const SCOPE = 'figura-editor';
const stack = useTestStack('element-types');

/** A 1 x 1 red PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
/** The stored file the editor makes of it (docs/files.md). */
const TINY_PNG_FILE = `figura-file:${createHash('sha256').update(TINY_PNG).digest('hex')}`;
const CAFFEINE = 'CN1C=NC2=C1C(=O)N(C(=O)N2C)C';

interface Point {
  x: number;
  y: number;
}

/** Where an element is: its box's top-left corner, or a connector's first point. */
function position(element: DocElement): Point {
  if (element.type === 'DynamicLine') return (element.points as Point[])[0]!;
  if (typeof element.x1 === 'number') return { x: element.x1, y: element.y1 as number };
  return { x: element.left!, y: element.top! };
}

function expectAt(element: DocElement | undefined, at: Point) {
  expect(element).toBeDefined();
  const now = position(element!);
  expect(now.x).toBeCloseTo(at.x, 3);
  expect(now.y).toBeCloseTo(at.y, 3);
}

const elements = async (page: Page) => (await editorDocument(page, SCOPE)).elements;
const selection = (page: Page) =>
  page.evaluate(
    (s) => (document.querySelector(`${s} .figura-root`) as any).figuraEditor.getSelection(),
    SCOPE,
  ) as Promise<string[]>;

/** Drags an element by (dx, dy) document pixels from the centre of its box. */
async function dragElement(page: Page, element: DocElement, dx: number, dy: number) {
  const from = await dragStartOf(page, element.id, SCOPE);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx * from.scale, from.y + dy * from.scale, { steps: 6 });
  await page.mouse.up();
}

interface Case {
  type: string;
  /** Adds the element through the UI. */
  create: (ui: Ui) => Promise<void>;
  /** Thin lines are nudged with the keyboard; everything else is dragged. */
  move: 'drag' | 'nudge';
  /** What else the stored element must hold. */
  check?: (element: DocElement) => void;
}

interface Ui {
  page: Page;
  editor: Locator;
  button: (name: string) => Locator;
  /** Draws with a toolbar tool: the tool, then a click on the slide at `at` (slide px). */
  draw: (tool: string, at: Point) => Promise<void>;
  /** A choice of the "Shapes" panel (opened when closed). */
  addFromPanel: (name: string | null) => Promise<void>;
}

const CASES: Case[] = [
  // The draw tools: the tool, then a click on the slide (spots apart from one another).
  { type: 'rect', create: ({ draw }) => draw('Rectangle', { x: 150, y: 100 }), move: 'drag' },
  { type: 'circle', create: ({ draw }) => draw('Ellipse', { x: 450, y: 100 }), move: 'drag' },
  { type: 'line', create: ({ draw }) => draw('Line', { x: 800, y: 80 }), move: 'nudge' },
  { type: 'arrow', create: ({ draw }) => draw('Arrow', { x: 1000, y: 540 }), move: 'nudge' },
  {
    type: 'textbox',
    create: async ({ draw, page }) => {
      await draw('Text', { x: 200, y: 520 });
      await page.keyboard.press('Escape'); // done typing: the text stays selected
    },
    move: 'nudge',
  },
  {
    type: 'icon',
    create: async ({ button, editor }) => {
      await button('Icon').click();
      await editor.getByLabel('Search icons').fill('virus');
      await button('Virus (Health Icons)').click();
      await button('Close icons').click();
    },
    move: 'drag',
    check: (e) => expect(e.iconName).toBe('virus'),
  },
  {
    type: 'shape',
    create: ({ addFromPanel }) => addFromPanel('Triangle'),
    move: 'drag',
    check: (e) => expect(e.shapeKind).toBe('triangle'),
  },
  {
    type: 'dynamic_shape',
    create: ({ addFromPanel }) => addFromPanel('Star'),
    move: 'drag',
    check: (e) => {
      expect(e.kind).toBe('star');
      expect((e.params as { points?: number }).points).toBe(7);
    },
  },
  { type: 'polygon', create: ({ addFromPanel }) => addFromPanel('Polygon'), move: 'drag' },
  {
    type: 'path',
    create: ({ addFromPanel }) => addFromPanel('Blob'),
    move: 'drag',
    check: (e) => expect(e.d).toMatch(/^M 50 2 C/),
  },
  { type: 'DynamicLine', create: ({ addFromPanel }) => addFromPanel('Polyline'), move: 'nudge' },
  {
    type: 'right_angle_line',
    create: ({ addFromPanel }) => addFromPanel('Elbow connector'),
    move: 'nudge',
  },
  {
    type: 'upload',
    create: async ({ editor, addFromPanel }) => {
      await addFromPanel(null);
      await editor.getByLabel('Image file').setInputFiles({
        name: 'dot.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
    },
    move: 'drag',
    check: (e) => {
      // Inside the slide until the upload ends, then the stored file (same bytes either way).
      expect([`data:image/png;base64,${TINY_PNG.toString('base64')}`, TINY_PNG_FILE]).toContain(
        e.src,
      );
      expect([e.naturalWidth, e.naturalHeight, e.fileName]).toEqual([1, 1, 'dot.png']);
    },
  },
  {
    type: 'molecule',
    create: async ({ editor, addFromPanel }) => {
      await addFromPanel('Molecule');
      const dialog = editor.getByRole('complementary', { name: 'Add molecule' });
      await dialog.getByRole('radio', { name: 'SMILES' }).check();
      await dialog.getByRole('textbox', { name: 'SMILES' }).fill(CAFFEINE);
      await dialog.getByRole('img', { name: /^Structure of / }).waitFor();
      await dialog.getByRole('button', { name: 'Add molecule', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    },
    move: 'drag',
    check: (e) => {
      // Stored in canonical form, with a molfile to re-edit and the structure drawn.
      expect(e.smiles).toMatch(/^[A-Za-z0-9()=[\]@+\-#/\\]+$/);
      expect(e.molfile).toMatch(/V2000/);
      expect(e.svg).toMatch(/<text[^>]*>N<\/text>/);
    },
  },
  {
    type: 'chart',
    create: async ({ addFromPanel, editor }) => {
      await addFromPanel('Chart');
      // The chart's panel (loaded on first use) takes room from the canvas once it opens.
      await editor.getByTestId('chart-properties').waitFor();
    },
    move: 'drag',
    check: (e) => expect(e.chartKind).toBe('bar'),
  },
  {
    type: 'illustration',
    create: ({ addFromPanel }) => addFromPanel('Illustration'),
    move: 'drag',
    check: (e) => expect(e.svg).toContain('id="nucleus"'),
  },
  {
    type: 'svg_part',
    create: ({ addFromPanel }) => addFromPanel('SVG part'),
    move: 'drag',
    check: (e) => expect(e.partId).toBe('nucleus'),
  },
  {
    type: 'generation',
    // Drawn by the local image-generation stand-in the stack runs, stored as a file.
    create: async ({ editor, page, addFromPanel }) => {
      await addFromPanel('Generated image');
      const form = editor.getByRole('region', { name: 'Generate an image' });
      await form.getByLabel('Describe the picture').fill('Mitochondria in 3D');
      await form.getByLabel('Shape').selectOption('landscape');
      await form.getByRole('button', { name: 'Generate' }).click();
      await expect
        .poll(async () => (await elements(page)).some((e) => e.type === 'generation'))
        .toBe(true);
      // Selected, its provenance in the inspector.
      const inspector = editor.getByRole('complementary', { name: 'Properties of the selection' });
      await inspector.getByText('figura-stand-in-1', { exact: true }).waitFor();
    },
    move: 'drag',
    check: (e) => {
      expect(e.prompt).toBe('Mitochondria in 3D');
      expect(e.src).toMatch(/^figura-file:[0-9a-f]{64}$/);
      expect([e.naturalWidth, e.naturalHeight]).toEqual([1536, 1024]);
      // Its provenance: the service (the stand-in's host) and the model it named.
      expect(e.provider).toMatch(/^localhost:\d+$/);
      expect(e.model).toBe('figura-stand-in-1');
    },
  },
];

describe('every element type from the editor UI', () => {
  it('creates, moves, saves and reloads each type', async () => {
    const { api, creationId, slideId, context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'element-types',
    );
    const editor = page.locator(SCOPE);
    const button = (name: string) => editor.getByRole('button', { name, exact: true });
    const canvasArea = editor.locator('.figura-canvas-area');
    const ui: Ui = {
      page,
      editor,
      button,
      draw: async (tool, at) => void (await drawWithTool(page, tool, { scope: SCOPE, at })),
      async addFromPanel(name) {
        const toggle = button('Shapes');
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await editor.getByRole('heading', { name: 'Shapes', exact: true }).waitFor();
        if (name) await button(name).click();
      },
    };
    const expected: { id: string; type: string; at: Point }[] = [];

    // group: two shapes on the empty canvas, shift-clicked, then Ctrl+G.
    await drawWithTool(page, 'Rectangle', { scope: SCOPE, at: { x: 350, y: 300 } });
    await drawWithTool(page, 'Ellipse', { scope: SCOPE, at: { x: 800, y: 300 } });
    const [rect, ellipse] = await elements(page);
    // The ellipse first: it sits above the rectangle, where the rectangle's rotation handle
    // would be once the rectangle is selected.
    let point = await elementCentreOnScreen(page, ellipse!, SCOPE);
    await page.mouse.click(point.x, point.y);
    point = await elementCentreOnScreen(page, rect!, SCOPE);
    await page.keyboard.down('Shift');
    await page.mouse.click(point.x, point.y);
    await page.keyboard.up('Shift');
    expect([...(await selection(page))].sort()).toEqual([rect!.id, ellipse!.id].sort());
    await page.keyboard.press('Control+g');
    await expect.poll(async () => (await elements(page)).map((e) => e.type)).toEqual(['group']);
    const group = (await elements(page))[0]!;
    expect((group.elements as DocElement[]).map((e) => e.id)).toEqual([rect!.id, ellipse!.id]);
    await dragElement(page, group, 60, 40);
    const movedGroup = (await elements(page))[0]!;
    expect(position(movedGroup).x).toBeGreaterThan(position(group).x + 30);
    expected.push({ id: group.id, type: 'group', at: position(movedGroup) });

    for (const testCase of CASES) {
      const count = (await elements(page)).length;
      await testCase.create(ui);
      await expect
        .poll(async () => (await elements(page)).length, { message: testCase.type })
        .toBe(count + 1);
      let added = (await elements(page)).at(-1)!;
      expect(added.type).toBe(testCase.type);
      // Selected as it lands (some types are drawn first and selected a frame later).
      await expect.poll(() => selection(page), { message: testCase.type }).toEqual([added.id]);

      if (testCase.type === 'dynamic_shape') {
        // The shape's own field, typed into in the browser.
        await editor.getByLabel('Star points value').fill('7');
        await expect
          .poll(async () => ((await elements(page)).at(-1)!.params as any).points)
          .toBe(7);
        added = (await elements(page)).at(-1)!;
      }

      const before = position(added);
      if (testCase.move === 'drag') {
        await dragElement(page, added, 60, 40);
      } else {
        await canvasArea.focus();
        await page.keyboard.press('Shift+ArrowRight');
      }
      const moved = (await elements(page)).find((e) => e.id === added.id)!;
      const after = position(moved);
      if (testCase.move === 'drag') {
        expect(after.x, testCase.type).toBeGreaterThan(before.x + 30);
        expect(after.y, testCase.type).toBeGreaterThan(before.y + 20);
      } else {
        expect(after.x, testCase.type).toBeCloseTo(before.x + 10, 3);
        expect(after.y, testCase.type).toBeCloseTo(before.y, 3);
      }
      testCase.check?.(moved);
      expected.push({ id: added.id, type: testCase.type, at: after });
    }

    // Images: too large is refused with a message; SVG is sanitised on the way in.
    await ui.addFromPanel(null);
    const count = (await elements(page)).length;
    await editor.getByLabel('Image file').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5_300_000),
    });
    const refusal = editor.getByRole('alert').filter({ hasText: 'images can be at most' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('huge.png');
    await editor.getByLabel('Image file').setInputFiles({
      name: 'drawing.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)">' +
          '<script>alert(1)</script><rect width="40" height="20" fill="red"/></svg>',
      ),
    });
    await expect.poll(async () => (await elements(page)).length).toBe(count + 1);
    const svgUpload = (await elements(page)).at(-1)!;
    const svgText = (await api.imageBytes(String(svgUpload.src))).toString();
    expect(svgText).toContain('<rect');
    expect(svgText).not.toMatch(/script|onload/i);
    expect([svgUpload.naturalWidth, svgUpload.naturalHeight]).toEqual([40, 20]);

    // Saved as shown: the API and a reloaded editor hold every type at its moved position.
    expect(new Set(expected.map((e) => e.type)).size).toBe(CASES.length + 1);
    await waitForSaved(page, SCOPE);
    const stored = (await api.getContent(creationId, slideId)).content
      .elements as unknown as DocElement[];
    await page.reload();
    await waitForEditor(page, SCOPE);
    const reloaded = await elements(page);
    for (const { id, type, at } of expected) {
      for (const source of [stored, reloaded]) {
        const element = source.find((e) => e.id === id);
        expect(element?.type, type).toBe(type);
        expectAt(element, at);
      }
    }
    expect(reloaded.find((e) => e.type === 'molecule')!.molfile).toMatch(/V2000/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
