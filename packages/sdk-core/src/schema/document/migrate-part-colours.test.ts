import * as fabric from 'fabric/node';
import { describe, expect, it } from 'vitest';
import { renderDocumentToCanvas } from '../../render/document';
import { svgColourParts } from '../../svg/recolor';
import { CURRENT_SCHEMA_VERSION, parseSlideDocument, type SlideDocument } from '../index';

// Two halves with ids: version 1 recoloured by id (`partColors`).
const HALVES =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">' +
  '<g id="left"><rect width="5" height="10" fill="#00ff00"/></g>' +
  '<rect id="right" x="5" width="5" height="10" fill="#0000ff"/></svg>';

const box = { left: 0, top: 0, width: 40, height: 40 };
const illustration = (id: string, partColors: Record<string, string>, left = 0) => ({
  type: 'illustration',
  id,
  assetId: 'test/halves',
  svg: HALVES,
  partColors,
  ...box,
  left,
});

/** A document as version 1 stored it: schemaVersion last is how the 0 → 1 migration wrote it. */
const versionOne = {
  width: 200,
  height: 100,
  background: '#ffffff',
  elements: [
    illustration('recoloured', { left: '#ff0000' }),
    illustration('as-drawn', {}, 50),
    {
      type: 'group',
      id: 'g',
      ...box,
      left: 100,
      elements: [illustration('inside', { right: 'yellow', nowhere: '#123456' })],
    },
  ],
  schemaVersion: 1,
};

async function pixels(doc: SlideDocument) {
  const canvas = new fabric.StaticCanvas(undefined, { width: 1, height: 1 });
  await renderDocumentToCanvas(fabric, canvas, doc);
  const context = canvas.getNodeCanvas().getContext('2d');
  return (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data);
}

describe('migration 1 → 2: illustration colours by part id become colours in the SVG', () => {
  it('keeps every drawing the same: the old part colours are baked into the stored SVG', async () => {
    const doc = parseSlideDocument(versionOne);
    expect(doc.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    const [recoloured, asDrawn, group] = doc.elements;
    if (recoloured?.type !== 'illustration' || asDrawn?.type !== 'illustration')
      throw new Error('illustrations expected');
    expect(recoloured).not.toHaveProperty('partColors');
    expect(recoloured.colours).toEqual({});
    expect(recoloured.hueShift).toBe(0);
    expect(svgColourParts(recoloured.svg)).toEqual(expect.arrayContaining(['#ff0000', '#0000ff']));
    expect(asDrawn.svg).not.toContain('style=');

    const pixel = await pixels(doc);
    expect(pixel(10, 20)).toEqual([255, 0, 0, 255]); // the left part in its old override
    expect(pixel(30, 20)).toEqual([0, 0, 255, 255]);
    expect(pixel(60, 20)).toEqual([0, 255, 0, 255]); // no override: as drawn
    expect(pixel(130, 20)).toEqual([255, 255, 0, 255]); // inside a group too
    expect(group?.type).toBe('group');
  });

  it('writes schemaVersion first, which is how the API recognises a current document', () => {
    const doc = parseSlideDocument(versionOne);
    expect(JSON.stringify(doc).startsWith(`{"schemaVersion":${CURRENT_SCHEMA_VERSION},`)).toBe(
      true,
    );
  });

  it('does not apply overrides version 1 could never have stored (markup in a colour)', () => {
    const hostile = {
      ...versionOne,
      elements: [illustration('x', { left: 'red;}</style><script>' })],
    };
    const doc = parseSlideDocument(hostile);
    const [only] = doc.elements;
    expect(only?.type === 'illustration' && only.svg).not.toContain('script');
    expect(only?.type === 'illustration' && svgColourParts(only.svg)).not.toContain('#ff0000');
  });
});
