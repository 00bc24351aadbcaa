import * as fabric from 'fabric/node';
import { describe, expect, it } from 'vitest';
import { elementSchema, parseSlideDocument, type FiguraElement } from '../schema';
import { renderDocumentToCanvas } from './document';
import { listIndent, listMarkers } from './list-textbox';
import { createFabricObject, updateFabricObject } from './objects';
import { elementPatchFromFabric } from './patch';

const textbox = (extra: Record<string, unknown>) =>
  elementSchema.parse({
    id: 't',
    type: 'textbox',
    left: 10,
    top: 10,
    width: 380,
    height: 40,
    fontSize: 24,
    fill: '#000000',
    text: 'Cells\nProteins',
    ...extra,
  });

/** Columns (x) of the canvas that hold dark ink inside a horizontal band. */
async function inkColumns(element: FiguraElement, band: { top: number; height: number }) {
  const doc = parseSlideDocument({
    schemaVersion: 1,
    width: 400,
    height: 200,
    background: '#ffffff',
    elements: [element],
  });
  const canvas = new fabric.StaticCanvas(undefined, { width: 1, height: 1 });
  await renderDocumentToCanvas(fabric, canvas, doc);
  const context = canvas.getNodeCanvas().getContext('2d');
  const data = context.getImageData(0, band.top, 400, band.height).data;
  const columns = new Set<number>();
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) columns.add((i / 4) % 400);
  return [...columns].sort((a, b) => a - b);
}

describe('list markers', () => {
  it('numbers non-empty paragraphs and bullets them', () => {
    expect(listMarkers(['a', '', 'b'], 'numered')).toEqual(['1.', null, '2.']);
    expect(listMarkers(['a', 'b'], 'bullet')).toEqual(['•', '•']);
    expect(listMarkers(['a'], 'normal')).toEqual([null]);
    expect(listIndent('normal', 20, 3)).toBe(0);
    expect(listIndent('numered', 20, 12)).toBeGreaterThan(listIndent('numered', 20, 3));
  });

  it('draws a marker in a hanging indent without changing the text', async () => {
    const plain = await inkColumns(textbox({}), { top: 10, height: 28 });
    const bullets = await inkColumns(textbox({ listStyle: 'bullet' }), { top: 10, height: 28 });
    const indent = listIndent('bullet', 24, 2);
    // The text moves right by the indent; the bullet is drawn left of it.
    expect(bullets.at(-1)! - plain.at(-1)!).toBeCloseTo(indent, -0.5);
    expect(bullets[0]).toBeLessThan(plain[0]! + indent - 4);
    const object = (await createFabricObject(
      fabric,
      textbox({ listStyle: 'numered' }),
    )) as fabric.Textbox;
    expect(object.text).toBe('Cells\nProteins');
  });

  it('wraps within the indented width and keeps justified lines inside the box', async () => {
    const long = textbox({
      text: 'word '.repeat(30).trim(),
      listStyle: 'bullet',
      textAlign: 'justify',
    });
    const object = (await createFabricObject(fabric, long)) as fabric.Textbox;
    const indent = listIndent('bullet', 24, 1);
    expect(object._textLines.length).toBeGreaterThan(1);
    for (let i = 0; i < object._textLines.length; i++) {
      expect(object.getLineWidth(i)).toBeLessThanOrEqual(380 + 0.5);
      expect(object._getLineLeftOffset(i)).toBeCloseTo(indent, 5);
    }
    const columns = await inkColumns(long, { top: 10, height: 90 });
    expect(columns.at(-1)!).toBeLessThanOrEqual(10 + 380 + 1);
  });

  it('switches lists on and off in place', async () => {
    const before = textbox({});
    const after = textbox({ listStyle: 'numered' });
    const object = (await createFabricObject(fabric, before)) as fabric.Textbox;
    expect(object._getLineLeftOffset(0)).toBe(0);
    expect(updateFabricObject(fabric, object, before, after)).toBe(true);
    expect(object._getLineLeftOffset(0)).toBeCloseTo(listIndent('numered', 24, 2), 5);
  });
});

describe('scientific text round trip', () => {
  it('keeps subscripts, superscripts and per-character styles through fabric and the schema', async () => {
    // "H2O Ca2+" over two lines: style indexes skip the line break, as fabric counts them.
    const styles = [
      { start: 1, end: 2, style: { fontSize: 14.4, deltaY: 2.64 } },
      { start: 5, end: 7, style: { fontSize: 14.4, deltaY: -8.4 } },
      { start: 3, end: 5, style: { fontWeight: 'bold', fill: '#ff0000', underline: true } },
    ].sort((a, b) => a.start - b.start);
    const element = textbox({ text: 'H2O\nCa2+', styles });
    const object = (await createFabricObject(fabric, element)) as fabric.Textbox;
    expect(object.getStyleAtPosition(1)).toMatchObject({ deltaY: 2.64 });
    // Position 7 is "+" (the line break counts as a caret position).
    expect(object.getStyleAtPosition(7)).toMatchObject({ deltaY: -8.4 });
    const patch = elementPatchFromFabric(fabric, object, element) as Record<string, unknown>;
    expect(patch.styles).toEqual(styles);
    expect(elementSchema.parse({ ...element, ...patch })).toEqual({
      ...element,
      height: patch.height,
    });
  });
});
