import * as fabric from 'fabric/node';
import { describe, expect, it } from 'vitest';
import { parseSlideDocument, type SlideDocument } from '../schema';
import { renderDocumentToCanvas } from './document';

const VIRUS_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
  '<path fill="currentColor" d="M4 4h40v40H4z"/></svg>';

function doc(elements: unknown[], extra: Partial<SlideDocument> = {}): SlideDocument {
  return parseSlideDocument({
    schemaVersion: 1,
    width: 200,
    height: 100,
    background: '#ffffff',
    elements,
    ...extra,
  });
}

async function render(document: SlideDocument, scale?: number) {
  const canvas = new fabric.StaticCanvas(undefined, { width: 1, height: 1 });
  await renderDocumentToCanvas(fabric, canvas, document, scale === undefined ? {} : { scale });
  const node = canvas.getNodeCanvas();
  const context = node.getContext('2d');
  const pixel = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data);
  return { canvas, node, pixel, context };
}

const RED = [255, 0, 0, 255];
const WHITE = [255, 255, 255, 255];

describe('renderDocumentToCanvas (fabric/node)', () => {
  it('draws a rect at its top-left corner, filled with its colour', async () => {
    const { pixel, node } = await render(
      doc([{ id: 'r', type: 'rect', left: 20, top: 10, width: 40, height: 30, fill: '#ff0000' }]),
    );
    expect([node.width, node.height]).toEqual([200, 100]);
    expect(pixel(40, 25)).toEqual(RED); // centre of the rect
    expect(pixel(18, 25)).toEqual(WHITE); // just left of it
    expect(pixel(62, 25)).toEqual(WHITE); // just right of it
    expect(node.toBuffer('image/png').subarray(1, 4).toString()).toBe('PNG');
  });

  it('rotates about the top-left corner', async () => {
    // A 60x10 bar at (100, 20) turned 90° clockwise hangs down from (100, 20) to the left of x=100.
    const { pixel } = await render(
      doc([
        {
          id: 'r',
          type: 'rect',
          left: 100,
          top: 20,
          width: 60,
          height: 10,
          angle: 90,
          fill: '#ff0000',
        },
      ]),
    );
    expect(pixel(95, 50)).toEqual(RED);
    expect(pixel(130, 25)).toEqual(WHITE);
  });

  it('inscribes a circle element in its box', async () => {
    const { pixel } = await render(
      doc([{ id: 'c', type: 'circle', left: 0, top: 0, width: 100, height: 100, fill: '#ff0000' }]),
    );
    expect(pixel(50, 50)).toEqual(RED);
    expect(pixel(3, 3)).toEqual(WHITE); // the box corner is outside the ellipse
  });

  it('scales the output and keeps the layout', async () => {
    const { pixel, node } = await render(
      doc([{ id: 'r', type: 'rect', left: 20, top: 10, width: 40, height: 30, fill: '#ff0000' }]),
      2,
    );
    expect([node.width, node.height]).toEqual([400, 200]);
    expect(pixel(80, 50)).toEqual(RED);
    expect(pixel(130, 50)).toEqual(WHITE);
  });

  it('draws arrows with a solid head at the end point and lines without', async () => {
    const { pixel } = await render(
      doc([
        {
          id: 'a',
          type: 'arrow',
          x1: 10,
          y1: 30,
          x2: 190,
          y2: 30,
          stroke: '#ff0000',
          strokeWidth: 4,
        },
        {
          id: 'l',
          type: 'line',
          x1: 10,
          y1: 80,
          x2: 190,
          y2: 80,
          stroke: '#ff0000',
          strokeWidth: 4,
        },
      ]),
    );
    expect(pixel(100, 30)).toEqual(RED); // the shaft
    // The head is wider than the shaft just before the tip...
    expect(pixel(178, 34)).toEqual(RED);
    // ...and a plain line is not.
    expect(pixel(178, 84)).toEqual(WHITE);
    expect(pixel(100, 80)).toEqual(RED);
  });

  it('draws text where the textbox is', async () => {
    const { context } = await render(
      doc([
        {
          id: 't',
          type: 'textbox',
          left: 10,
          top: 10,
          width: 180,
          text: 'HHHHHH',
          fontSize: 40,
          fill: '#000000',
          height: 50,
        },
      ]),
    );
    const dark = (x0: number, y0: number, w: number, h: number) => {
      const data = context.getImageData(x0, y0, w, h).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 200) count++;
      return count;
    };
    expect(dark(10, 10, 180, 50)).toBeGreaterThan(200);
    expect(dark(0, 70, 200, 30)).toBe(0);
  });

  it('draws icons in their colour, scaled into their box', async () => {
    const { pixel } = await render(
      doc([
        {
          id: 'i',
          type: 'icon',
          left: 100,
          top: 0,
          width: 96,
          height: 96,
          iconSet: 'healthicons',
          iconName: 'virus',
          svg: VIRUS_SVG,
          fill: '#ff0000',
        },
      ]),
    );
    expect(pixel(148, 48)).toEqual(RED);
    // The view box padding (4 of 48 units, 8 px at this size) stays empty.
    expect(pixel(103, 48)).toEqual(WHITE);
  });

  it('draws an emoji (no colour of its own) in the colours it was drawn in', async () => {
    const emoji = {
      id: 'e',
      type: 'icon',
      left: 0,
      top: 0,
      width: 100,
      height: 100,
      iconSet: 'fluent-emoji-flat',
      iconName: 'mouse',
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="50" height="100" fill="#00ff00"/><rect x="50" width="50" height="100" fill="#0000ff"/></svg>',
      fill: null,
    };
    const own = await render(doc([emoji]));
    expect(own.pixel(25, 50)).toEqual([0, 255, 0, 255]);
    expect(own.pixel(75, 50)).toEqual([0, 0, 255, 255]);
    const painted = await render(doc([{ ...emoji, fill: '#ff0000' }]));
    expect([painted.pixel(25, 50), painted.pixel(75, 50)]).toEqual([RED, RED]);
  });

  it('skips hidden elements, keeps order and paints the background', async () => {
    const { pixel } = await render(
      doc(
        [
          { id: 'under', type: 'rect', left: 0, top: 0, width: 50, height: 50, fill: '#00ff00' },
          { id: 'over', type: 'rect', left: 0, top: 0, width: 50, height: 50, fill: '#ff0000' },
          {
            id: 'hidden',
            type: 'rect',
            left: 0,
            top: 0,
            width: 50,
            height: 50,
            fill: '#0000ff',
            hidden: true,
          },
        ],
        { background: '#000000' },
      ),
    );
    expect(pixel(25, 25)).toEqual(RED);
    expect(pixel(150, 50)).toEqual([0, 0, 0, 255]);
  });

  it('clears what was drawn before', async () => {
    const canvas = new fabric.StaticCanvas(undefined, { width: 1, height: 1 });
    await renderDocumentToCanvas(
      fabric,
      canvas,
      doc([{ id: 'r', type: 'rect', left: 0, top: 0, width: 50, height: 50, fill: '#ff0000' }]),
    );
    await renderDocumentToCanvas(fabric, canvas, doc([]));
    expect(canvas.getObjects()).toHaveLength(0);
    expect(
      Array.from(canvas.getNodeCanvas().getContext('2d').getImageData(25, 25, 1, 1).data),
    ).toEqual(WHITE);
  });

  it('draws SVG stored before the sanitiser rule whose style lacks a colon, instead of throwing', async () => {
    // fabric's own SVG parser throws on `style="fill"` and on `.a{fill}`: the sanitiser drops them.
    const stored = doc([
      { id: 'p', type: 'svg_part', left: 0, top: 0, width: 48, height: 48, svg: VIRUS_SVG },
    ]);
    const element = stored.elements[0] as { svg: string };
    element.svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><style>.a{fill}</style>' +
      '<path class="a" style="fill;stroke:#00ff00" fill="#ff0000" d="M4 4h40v40H4z"/></svg>';
    const { pixel } = await render(stored);
    expect(pixel(24, 24)).not.toEqual(WHITE);
  });
});
