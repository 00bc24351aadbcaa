import * as fabric from 'fabric/node';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_SCHEMA_VERSION,
  STORED_ELEMENT_TYPES,
  createDefaultElement,
  parseSlideDocument,
  type FiguraElementInput,
} from '../schema';
import { renderDocumentToCanvas } from './document';

const RED = [255, 0, 0, 255];
const WHITE = [255, 255, 255, 255];
const RED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">' +
  '<rect width="10" height="10" fill="#ff0000"/></svg>';

async function render(elements: FiguraElementInput[], width = 200, height = 100) {
  const doc = parseSlideDocument({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    width,
    height,
    elements,
  });
  const canvas = new fabric.StaticCanvas(undefined, { width: 1, height: 1 });
  await renderDocumentToCanvas(fabric, canvas, doc);
  const context = canvas.getNodeCanvas().getContext('2d');
  return (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data);
}

function redPngDataUrl(): string {
  const canvas = new fabric.StaticCanvas(undefined, {
    width: 4,
    height: 4,
    backgroundColor: '#ff0000',
  });
  canvas.renderAll();
  return canvas.toDataURL({ format: 'png', multiplier: 1 });
}

const red = { fill: '#ff0000' };
const box = { left: 20, top: 10, width: 60, height: 80 };

describe('every element type draws with fabric/node', () => {
  it('draws a library shape from its path, filling its box', async () => {
    const pixel = await render([{ type: 'shape', id: 's', shapeKind: 'triangle', ...box, ...red }]);
    expect(pixel(50, 85)).toEqual(RED); // the base spans the box
    expect(pixel(50, 14)).toEqual(RED); // the apex is at the top centre
    expect(pixel(24, 14)).toEqual(WHITE); // beside the apex is empty
  });

  it('draws dynamic shapes from their parameters', async () => {
    const pixel = await render([
      {
        type: 'dynamic_shape',
        id: 'r',
        kind: 'rounded_rect',
        params: { cornerRadius: 0.5 },
        ...box,
        ...red,
      },
      {
        type: 'dynamic_shape',
        id: 'p',
        kind: 'block_arrow',
        params: { headLength: 0.5, shaftWidth: 0.2 },
        left: 100,
        top: 10,
        width: 80,
        height: 80,
        ...red,
      },
    ]);
    expect(pixel(50, 50)).toEqual(RED);
    expect(pixel(21, 11)).toEqual(WHITE); // the rounded corner is cut
    expect(pixel(110, 50)).toEqual(RED); // the shaft
    expect(pixel(110, 30)).toEqual(WHITE); // a thin shaft leaves room above it
    expect(pixel(145, 20)).toEqual(RED); // the head is wide
  });

  it('fits path data and polygons into their box', async () => {
    const pixel = await render([
      {
        type: 'path',
        id: 'p',
        d: 'M 1000 1000 L 1010 1000 L 1010 1010 L 1000 1010 Z',
        ...box,
        ...red,
      },
      {
        type: 'polygon',
        id: 'q',
        points: [
          { x: 0, y: 0 },
          { x: 2, y: 0 },
          { x: 0, y: 2 },
        ],
        left: 100,
        top: 10,
        width: 80,
        height: 80,
        ...red,
      },
    ]);
    expect(pixel(22, 12)).toEqual(RED);
    expect(pixel(78, 88)).toEqual(RED);
    expect(pixel(105, 15)).toEqual(RED);
    expect(pixel(175, 85)).toEqual(WHITE); // beyond the hypotenuse
  });

  it('draws a DynamicLine through its points without filling the area it bends around', async () => {
    const pixel = await render([
      {
        type: 'DynamicLine',
        id: 'd',
        points: [
          { x: 10, y: 90 },
          { x: 100, y: 10 },
          { x: 190, y: 90 },
        ],
        stroke: '#ff0000',
        headEnd: 'triangle',
      },
    ]);
    expect(pixel(55, 50)).toEqual(RED);
    expect(pixel(145, 50)).toEqual(RED);
    expect(pixel(100, 70)).toEqual(WHITE);
  });

  it('routes a right-angle line horizontal-vertical-horizontal at its mid ratio', async () => {
    const pixel = await render([
      {
        type: 'right_angle_line',
        id: 'e',
        x1: 10,
        y1: 10,
        x2: 190,
        y2: 90,
        midRatio: 0.25,
        stroke: '#ff0000',
        headEnd: 'none',
      },
    ]);
    expect(pixel(30, 10)).toEqual(RED);
    expect(pixel(55, 50)).toEqual(RED); // the vertical leg at 10 + 180 * 0.25
    expect(pixel(150, 90)).toEqual(RED);
    expect(pixel(100, 50)).toEqual(WHITE);
  });

  it('draws each arrow head style at the end point', async () => {
    const arrow = (id: string, y: number, headEnd: string) => ({
      type: 'arrow' as const,
      id,
      x1: 10,
      y1: y,
      x2: 150,
      y2: y,
      stroke: '#ff0000',
      strokeWidth: 4,
      headEnd: headEnd as 'none',
    });
    const pixel = await render(
      [
        arrow('c', 15, 'circle'),
        arrow('b', 45, 'bar'),
        arrow('o', 75, 'open'),
        arrow('n', 95, 'none'),
      ],
      200,
      110,
    );
    expect(pixel(145, 15 + 3)).toEqual(RED); // a solid disc wider than the shaft
    expect(pixel(148, 45 + 6)).toEqual(RED); // a bar across the end
    expect(pixel(130, 45 + 6)).toEqual(WHITE);
    expect(pixel(138, 75 + 5)).toEqual(RED); // one wing of the open head
    expect(pixel(130, 75)).toEqual(RED);
    expect(pixel(145, 95 + 5)).toEqual(WHITE); // no head
  });

  it('draws SVG-based elements: svg parts in their colour, illustrations recoloured by colour part, molecules and charts', async () => {
    const illustration =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">' +
      '<rect width="5" height="10" fill="#00ff00"/>' +
      '<rect x="5" width="5" height="10" fill="#0000ff"/></svg>';
    const pixel = await render(
      [
        {
          type: 'svg_part',
          id: 'p',
          svg: RED_SVG.replace('#ff0000', '#000000'),
          fill: '#ff0000',
          left: 0,
          top: 0,
          width: 40,
          height: 40,
        },
        {
          type: 'illustration',
          id: 'i',
          assetId: 'test/halves',
          svg: illustration,
          colours: { '#00ff00': '#ff0000' },
          left: 50,
          top: 0,
          width: 40,
          height: 40,
        },
        {
          type: 'molecule',
          id: 'm',
          smiles: 'C',
          svg: RED_SVG,
          left: 100,
          top: 0,
          width: 40,
          height: 40,
        },
        {
          type: 'chart',
          id: 'c',
          chartKind: 'bar',
          data: { series: ['a'], rows: [{ label: 'x', values: [1] }] },
          svg: RED_SVG,
          left: 150,
          top: 0,
          width: 40,
          height: 40,
        },
      ],
      200,
      100,
    );
    expect(pixel(20, 20)).toEqual(RED);
    expect(pixel(60, 20)).toEqual(RED); // the recoloured colour part
    expect(pixel(80, 20)).toEqual([0, 0, 255, 255]); // the colour left as drawn
    expect(pixel(120, 20)).toEqual(RED);
    expect(pixel(170, 20)).toEqual(RED);
  });

  it('draws uploads and generated images from data: URLs, scaled into the box', async () => {
    const png = redPngDataUrl();
    const svg = `data:image/svg+xml;base64,${btoa(RED_SVG)}`;
    const pixel = await render([
      {
        type: 'upload',
        id: 'u',
        src: png,
        naturalWidth: 4,
        naturalHeight: 4,
        left: 0,
        top: 0,
        width: 60,
        height: 60,
      },
      {
        type: 'upload',
        id: 's',
        src: svg,
        naturalWidth: 10,
        naturalHeight: 10,
        left: 70,
        top: 0,
        width: 40,
        height: 40,
      },
      {
        type: 'generation',
        id: 'g',
        src: png,
        prompt: 'red',
        naturalWidth: 4,
        naturalHeight: 4,
        left: 120,
        top: 0,
        width: 40,
        height: 40,
      },
    ]);
    expect(pixel(55, 55)).toEqual(RED);
    expect(pixel(65, 30)).toEqual(WHITE);
    expect(pixel(105, 35)).toEqual(RED);
    expect(pixel(155, 35)).toEqual(RED);
  });

  it('draws an image that cannot be decoded as a placeholder instead of failing the slide', async () => {
    const pixel = await render([
      {
        type: 'upload',
        id: 'u',
        src: 'data:image/png;base64,AAAA',
        naturalWidth: 4,
        naturalHeight: 4,
        left: 0,
        top: 0,
        width: 40,
        height: 40,
      },
      { type: 'rect', id: 'r', left: 100, top: 0, width: 40, height: 40, ...red },
    ]);
    expect(pixel(20, 20)).toEqual([228, 231, 235, 255]);
    expect(pixel(120, 20)).toEqual(RED);
  });

  it('lays a group out in its own space, then moves, turns and flips it as one', async () => {
    const child = {
      type: 'rect' as const,
      id: 'c',
      left: 0,
      top: 0,
      width: 20,
      height: 10,
      ...red,
    };
    const plain = await render([
      { type: 'group', id: 'g', left: 100, top: 20, width: 40, height: 40, elements: [child] },
    ]);
    expect(plain(110, 25)).toEqual(RED);
    expect(plain(130, 25)).toEqual(WHITE);
    // Turned 90° about its top-left: the child hangs below (100, 20), to the left.
    const turned = await render([
      {
        type: 'group',
        id: 'g',
        left: 100,
        top: 20,
        width: 40,
        height: 40,
        angle: 90,
        elements: [child],
      },
    ]);
    expect(turned(95, 30)).toEqual(RED);
    expect(turned(110, 25)).toEqual(WHITE);
    // Flipped horizontally about the box's centre: the child moves to the box's right edge.
    const flipped = await render([
      {
        type: 'group',
        id: 'g',
        left: 100,
        top: 20,
        width: 40,
        height: 40,
        flipX: true,
        elements: [child],
      },
    ]);
    expect(flipped(130, 25)).toEqual(RED);
    expect(flipped(110, 25)).toEqual(WHITE);
    // Nested, scaled, with a child reaching outside the box.
    const nested = await render([
      {
        type: 'group',
        id: 'outer',
        left: 10,
        top: 10,
        width: 20,
        height: 20,
        scaleX: 2,
        scaleY: 2,
        elements: [
          {
            type: 'group',
            id: 'inner',
            left: 10,
            top: 0,
            width: 10,
            height: 10,
            elements: [{ ...child, left: 30 }],
          },
        ],
      },
    ]);
    expect(nested(10 + 2 * 45, 10 + 2 * 5)).toEqual(RED);
    expect(nested(10 + 2 * 35, 10 + 2 * 5)).toEqual(WHITE);
  });

  it('renders the default of every type without errors and paints in each box', async () => {
    const elements = STORED_ELEMENT_TYPES.map((type, index) =>
      createDefaultElement(
        type,
        {
          left: (index % 5) * 100 + 10,
          top: Math.floor(index / 5) * 100 + 10,
          width: 80,
          height: 80,
        },
        `e${index}`,
      ),
    );
    const pixel = await render(elements, 500, 400);
    elements.forEach((element, index) => {
      const x0 = (index % 5) * 100 + 10;
      const y0 = Math.floor(index / 5) * 100 + 10;
      let painted = 0;
      for (let y = y0; y < y0 + 80; y += 4)
        for (let x = x0; x < x0 + 80; x += 4) if (pixel(x, y).join() !== WHITE.join()) painted++;
      expect(painted, element.type).toBeGreaterThan(10);
    });
  });
});
