// The server never fetches an image a document names: saves refuse linked images, and an export of
// a document stored before that draws a placeholder without connecting anywhere.
import { LINKED_IMAGE_MESSAGE } from '@figura/sdk-core/schema';
import { createCanvas, loadImage } from 'canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUEUED_EXPORTS } from '../src/exports/limits.ts';
import { ExportPool } from '../src/exports/pool.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { drawJob, type CreationReply } from './helpers/documents.ts';
import { startTarpit, type Tarpit } from './helpers/tarpit.ts';

const PLACEHOLDER_GREY = [228, 231, 235, 255];

let api: ApiHarness;
let user: TestUser;
let tarpits: Tarpit[];
let linkedSources: string[];

function upload(src: string, id = 'img') {
  return {
    type: 'upload',
    id,
    src,
    naturalWidth: 40,
    naturalHeight: 40,
    left: 0,
    top: 0,
    width: 40,
    height: 40,
  };
}

function slideOf(elements: unknown[]) {
  return { schemaVersion: 4, width: 200, height: 100, background: '#ffffff', elements };
}

beforeAll(async () => {
  api = await startApi();
  user = await api.newUser();
  const v4 = await startTarpit('127.0.0.1');
  tarpits = [v4];
  linkedSources = [
    `https://127.0.0.1:${v4.port}/cell.png`,
    `https://localhost:${v4.port}/`,
    `https://0x7f000001:${v4.port}/cell.png`,
    `https://2130706433:${v4.port}/cell.png`,
    `https://user:secret@127.0.0.1:${v4.port}/cell.png`,
    `https://user@images.example.org/cell.png`,
    'https://169.254.169.254/latest/meta-data/',
  ];
  try {
    const v6 = await startTarpit('::1');
    tarpits.push(v6);
    linkedSources.push(`https://[::1]:${v6.port}/cell.png`);
  } catch {
    // No IPv6 loopback on this machine: [::1] is still refused below, on a port nobody holds.
    linkedSources.push('https://[::1]:9/cell.png');
  }
});

afterAll(async () => {
  await api.close();
  await Promise.all(tarpits.map((tarpit) => tarpit.close()));
});

const connectionsSeen = () => tarpits.reduce((sum, tarpit) => sum + tarpit.connections, 0);

describe('saving a linked image', () => {
  it('is refused with 400 and a clear message, for every address form, nested or not', async () => {
    const created = await user.request<CreationReply>('POST', '/user-creations', {});
    const path = `/user-creations/${created.body.id}/slide/${created.body.slides[0]!.id}/content`;
    for (const src of linkedSources) {
      const flat = await user.request('PUT', path, {
        revision: 0,
        content: slideOf([upload(src)]),
      });
      expect(flat.status, src).toBe(400);
      expect(flat.body.message).toEqual([`content.elements[0].src: ${LINKED_IMAGE_MESSAGE}`]);
    }
    const grouped = slideOf([
      {
        type: 'group',
        id: 'g',
        left: 0,
        top: 0,
        width: 40,
        height: 40,
        elements: [{ ...upload(linkedSources[0]!), type: 'generation', prompt: 'cell' }],
      },
    ]);
    const nested = await user.request('PUT', path, { revision: 0, content: grouped });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toEqual([
      `content.elements[0].elements[0].src: ${LINKED_IMAGE_MESSAGE}`,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connectionsSeen()).toBe(0);
  });
});

describe('exporting a document stored with linked images', () => {
  it('draws placeholders without connecting, so a tarpit cannot hold the export', async () => {
    // Written before saves refused links: the drawing process reads it as stored.
    const stored = slideOf(
      linkedSources.map((src, i) => ({ ...upload(src, `img-${i}`), left: i * 20 })),
    );
    const pool = new ExportPool({ timeLimitMs: 15_000, workers: 1, maxQueued: MAX_QUEUED_EXPORTS });
    try {
      const started = performance.now();
      const png = Buffer.from((await pool.run(drawJob(stored, 1))).bytes);
      // A connection to the tarpit would wait for ever (the time limit, 15 s).
      expect(performance.now() - started).toBeLessThan(10_000);
      const image = await loadImage(png);
      const canvas = createCanvas(image.width, image.height);
      canvas.getContext('2d').drawImage(image, 0, 0);
      expect([...canvas.getContext('2d').getImageData(10, 10, 1, 1).data]).toEqual(
        PLACEHOLDER_GREY,
      );
    } finally {
      await pool.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connectionsSeen()).toBe(0);
  });
});
