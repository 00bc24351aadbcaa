import { parseSlideDocument } from '@figura/sdk-core/schema';
import { createCanvas, loadImage } from 'canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSlidePng } from '@figura/export';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which must come first. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function pixelAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return [...context.getImageData(x, y, 1, 1).data];
}

let api: ApiHarness;
let user: TestUser;
let creation: CreationReply;
let slidePath: string;

beforeAll(async () => {
  api = await startApi();
  user = await api.newUser();
  const created = await user.request<CreationReply>('POST', '/user-creations', {
    name: 'Cell diagram / v2',
  });
  creation = created.body;
  slidePath = `/user-creations/${creation.id}/slide/${creation.slides[0]!.id}`;
  // The left-top quarter is a red rectangle on a white background.
  const saved = await user.request('PUT', `${slidePath}/content`, {
    revision: 0,
    content: sampleDocument(400, 300),
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await api.close();
});

describe('slide download', () => {
  it("returns a PNG of the document's size, drawn from the stored document", async () => {
    const reply = await user.request('POST', `${slidePath}/download`, {});
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(pngSize(reply.bytes)).toEqual({ width: 400, height: 300 });
    expect(await pixelAt(reply.bytes, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(await pixelAt(reply.bytes, 350, 100)).toEqual([255, 255, 255, 255]);
  });

  it('draws on its worker exactly what the renderer draws in process (same PNG bytes)', async () => {
    const reply = await user.request('POST', `${slidePath}/download`, { scale: 1.5 });
    expect(reply.status).toBe(200);
    const inProcess = await renderSlidePng(parseSlideDocument(sampleDocument(400, 300)), 1.5);
    expect(reply.bytes.equals(inProcess)).toBe(true);
  });

  it('names the file after the creation', async () => {
    const reply = await user.request('POST', `${slidePath}/download`, {});
    const disposition = reply.headers.get('content-disposition');
    expect(disposition).toContain('attachment;');
    expect(disposition).toContain('filename="Cell diagram _ v2.png"');
    expect(disposition).toContain("filename*=UTF-8''Cell%20diagram%20%2F%20v2.png");
  });

  it('scales the image', async () => {
    const half = await user.request('POST', `${slidePath}/download`, { format: 'png', scale: 0.5 });
    expect(pngSize(half.bytes)).toEqual({ width: 200, height: 150 });
    const double = await user.request('POST', `${slidePath}/download`, { scale: 2 });
    expect(pngSize(double.bytes)).toEqual({ width: 800, height: 600 });
    expect(await pixelAt(double.bytes, 390, 290)).toEqual([255, 0, 0, 255]);
    expect(await pixelAt(double.bytes, 410, 310)).toEqual([255, 255, 255, 255]);
  });

  it('works without a body and with an empty slide', async () => {
    const empty = await user.request<CreationReply>('POST', '/user-creations', {
      type: 'custom',
      width: 150,
      height: 120,
    });
    const path = `/user-creations/${empty.body.id}/slide/${empty.body.slides[0]!.id}/download`;
    const reply = await api.request('POST', path, { token: user.token });
    expect(reply.status).toBe(200);
    expect(pngSize(reply.bytes)).toEqual({ width: 150, height: 120 });
  });

  it('refuses an unknown format, a scale out of range and an image too large to render', async () => {
    const format = await user.request('POST', `${slidePath}/download`, { format: 'gif' });
    expect(format.status).toBe(400);
    expect(format.body.message[0]).toMatch(/^format: /);

    const scale = await user.request('POST', `${slidePath}/download`, { scale: 10 });
    expect(scale.status).toBe(400);
    expect(scale.body.message[0]).toMatch(/^scale: /);

    const poster = await user.request<CreationReply>('POST', '/user-creations', { type: 'poster' });
    const huge = await user.request(
      'POST',
      `/user-creations/${poster.body.id}/slide/${poster.body.slides[0]!.id}/download`,
      { scale: 4 },
    );
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/smaller scale/);
  });
});
