// An illustration recoloured in a saved document comes out of the server export in its new colour,
// and the PNG names the item's author and licence (a real Bioicons file, CC-BY 4.0, by DBCLS).
import { readFileSync } from 'node:fs';
import { CURRENT_SCHEMA_VERSION, sanitizeSvg, svgColourParts } from '@figura/sdk-core/schema';
import { createCanvas, loadImage } from 'canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPngText } from '@figura/export/png-text';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import type { CreationReply } from './helpers/documents.ts';

const NEURON = sanitizeSvg(
  readFileSync('/work/shared/content/bioicons/cc-by-4.0/Cell_culture/DBCLS/neuron.svg', 'utf8'),
);
const NEW_COLOUR = [255, 0, 170];

let api: ApiHarness;
let user: TestUser;

beforeAll(async () => {
  api = await startApi();
  user = await api.newUser();
});

afterAll(async () => {
  await api.close();
});

function neuronSlide(colours: Record<string, string>) {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    width: 400,
    height: 400,
    background: '#ffffff',
    elements: [
      {
        type: 'illustration',
        id: 'neuron',
        name: 'neuron',
        assetId: 'bioicons/neuron',
        svg: NEURON,
        colours,
        left: 20,
        top: 20,
        width: 340,
        height: 370,
        licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
        author: { name: 'DBCLS', url: 'https://togotv.dbcls.jp/' },
      },
    ],
  };
}

async function exportSlide(colours: Record<string, string>) {
  const created = await user.request<CreationReply>('POST', '/user-creations', {});
  const path = `/user-creations/${created.body.id}/slide/${created.body.slides[0]!.id}`;
  const saved = await user.request('PUT', `${path}/content`, {
    revision: 0,
    content: neuronSlide(colours),
  });
  expect(saved.status).toBe(200);
  const reply = await user.request('POST', `${path}/download`, { scale: 2 });
  expect(reply.status).toBe(200);
  const image = await loadImage(reply.bytes);
  const context = createCanvas(image.width, image.height).getContext('2d');
  context.drawImage(image, 0, 0);
  const { data, width } = context.getImageData(0, 0, image.width, image.height);
  const at = (x: number, y: number) => [
    ...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3),
  ];
  return { png: reply.bytes, at, width, height: image.height };
}

const hexRgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
/** Within a few levels per channel: librsvg's blending of overlapping shapes rounds. */
const same = (a: number[], b: number[], tolerance = 2) =>
  a.every((value, i) => Math.abs(value - b[i]!) <= tolerance);

describe('exporting a recoloured illustration', () => {
  it('draws the recoloured part in its new colour, where the original drew the old one', async () => {
    const original = await exportSlide({});
    // Pixels well inside a part (their neighbours the same colour too), not antialiased edges;
    // the part with most of them is recoloured.
    const insideOf = (part: string) => {
      const inside: [number, number][] = [];
      const rgb = hexRgb(part);
      for (let y = 1; y < original.height - 1; y += 3)
        for (let x = 1; x < original.width - 1; x += 3)
          if (
            [-1, 0, 1].every(
              (d) => same(original.at(x + d, y), rgb) && same(original.at(x, y + d), rgb),
            )
          )
            inside.push([x, y]);
      return inside;
    };
    const [part, inside] = svgColourParts(NEURON)
      .map((colour) => [colour, insideOf(colour)] as const)
      .sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(inside.length).toBeGreaterThan(20);

    const recoloured = await exportSlide({ [part]: '#ff00aa' });
    const wrong = inside.filter(([x, y]) => !same(recoloured.at(x, y), NEW_COLOUR, 8));
    expect(wrong).toEqual([]);
  });

  it('writes the credits line into the PNG', async () => {
    const { png } = await exportSlide({});
    expect(readPngText(png)).toEqual({
      Copyright: 'neuron by DBCLS, CC-BY 4.0, https://creativecommons.org/licenses/by/4.0/',
    });
  });
});
