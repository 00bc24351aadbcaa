import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import * as fabric from 'fabric/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSlideDocument } from '../schema';
import { renderDocumentToCanvas } from './document';

const PLACEHOLDER_GREY = [228, 231, 235, 255];

/** A listener that records every connection and never answers (a tarpit). */
let server: Server;
let port: number;
const connections: Socket[] = [];

beforeAll(async () => {
  server = createServer((socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const socket of connections) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('allowNetwork: false (the server export)', () => {
  it('draws an https image as a placeholder without connecting or resolving it', async () => {
    const doc = parseSlideDocument({
      schemaVersion: 1,
      width: 100,
      height: 100,
      elements: [
        {
          type: 'upload',
          id: 'u',
          src: `https://127.0.0.1:${port}/cell.png`,
          naturalWidth: 4,
          naturalHeight: 4,
          left: 0,
          top: 0,
          width: 40,
          height: 40,
        },
      ],
    });
    const resolved: string[] = [];
    const canvas = new fabric.StaticCanvas(undefined, { width: 1, height: 1 });
    const started = performance.now();
    await renderDocumentToCanvas(fabric, canvas, doc, {
      allowNetwork: false,
      resolveImageUrl: async (url) => {
        resolved.push(url);
        return url;
      },
    });
    // The tarpit never answers: only not connecting at all keeps this short.
    expect(performance.now() - started).toBeLessThan(5000);
    const pixel = canvas.getNodeCanvas().getContext('2d').getImageData(20, 20, 1, 1).data;
    expect(Array.from(pixel)).toEqual(PLACEHOLDER_GREY);
    expect(resolved).toEqual([]);
    // Give a stray connection time to arrive before declaring there was none.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toHaveLength(0);
  });
});
